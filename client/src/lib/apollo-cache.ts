import { InMemoryCache } from "@apollo/client";
import type { FieldPolicy } from "@apollo/client";
import { CONTENT_LIST_FIELDS, listKeyArgs } from "./cache-lists";

interface ConnectionShape {
  nodes: unknown[];
  pageInfo: unknown;
}

/** A paginated list: pages fetched with `after` are appended; any other argument starts a new list. */
function connection(keyArgs: string[]): FieldPolicy<ConnectionShape> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] };
    },
  };
}

/** The cache of the app (and of the tests, so 'Load more' behaves the same in both). */
export function createCache({ resultCaching = true }: { resultCaching?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({
    resultCaching,
    typePolicies: {
      Query: {
        fields: {
          ...Object.fromEntries(CONTENT_LIST_FIELDS.map((field) => [field, connection(listKeyArgs(field))])),
          contactMessages: connection(["first", "unreadOnly"]),
          auditLog: connection(["first", "action", "subjectType", "search"]),
        },
      },
      // School identity and each editable page are one object, whatever asks for it: a save's answer replaces it.
      School: { keyFields: [] },
      HomeContent: { keyFields: [] },
      MissionValuesContent: { keyFields: [] },
      AboutContent: { keyFields: [] },
      HistoryContent: { keyFields: [] },
      StaffDirectory: { keyFields: [] },
      AdmissionsContent: { keyFields: [] },
      GeneralInfoContent: { keyFields: [] },
    },
  });
}
