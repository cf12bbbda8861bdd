import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { PreviewKind } from "../../../../gql/graphql";

export const PreviewLinksQuery = graphql(`
  query PreviewLinks($kind: PreviewKind!, $itemId: ID!) {
    previewLinks(kind: $kind, itemId: $itemId) {
      ...SharePreviewDialog_link
    }
  }
`);

/** The item's preview links that still work, newest first (only once the dialog is open). */
export function usePreviewLinks(kind: PreviewKind, itemId: string, skip: boolean) {
  return useQuery(PreviewLinksQuery, { variables: { kind, itemId }, skip, fetchPolicy: "cache-and-network" });
}
