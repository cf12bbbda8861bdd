import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { AuditAction } from "../../../../gql/graphql";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const AuditEntryRowFragment = graphql(`
  fragment AuditEntryRow_entry on AuditEntry {
    id
    at
    actor
    action
    subjectType
    summary
    clientAddress
  }
`);

const AuditLogQuery = graphql(`
  query AuditLog($first: Int!, $after: String, $action: AuditAction, $subjectType: String, $search: String) {
    auditLog(first: $first, after: $after, action: $action, subjectType: $subjectType, search: $search) {
      nodes {
        ...AuditEntryRow_entry
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    auditSubjectTypes
    school {
      timeZone
    }
  }
`);

export interface AuditLogFilter {
  action: AuditAction | null;
  subjectType: string | null;
  search: string | null;
}

/** The audit log, newest first, as the filter narrows it; always read fresh (it grows with every write). */
export function useAuditLog(filter: AuditLogFilter) {
  const result = useQuery(AuditLogQuery, {
    variables: { first: ADMIN_PAGE_SIZE, ...filter },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.auditLog.pageInfo.endCursor } });
  return { ...result, loadMore };
}
