import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { PreviewKind } from "../../../../gql/graphql";
import { PreviewLinksQuery } from "./preview-links";

const RevokePreviewLinkMutation = graphql(`
  mutation RevokePreviewLink($id: ID!) {
    revokePreviewLink(id: $id) {
      id
      revokedAt
    }
  }
`);

/** A withdrawn link leaves the item's list of links. */
export function useRevokePreviewLink(kind: PreviewKind, itemId: string) {
  const [mutate, result] = useMutation(RevokePreviewLinkMutation);
  const revoke = (id: string) =>
    mutate({
      variables: { id },
      update: (cache) => {
        cache.updateQuery({ query: PreviewLinksQuery, variables: { kind, itemId } }, (links) =>
          links ? { previewLinks: links.previewLinks.filter((link) => link.id !== id) } : undefined,
        );
      },
    });
  return [revoke, result] as const;
}
