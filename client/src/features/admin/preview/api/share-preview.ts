import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { PreviewKind } from "../../../../gql/graphql";
import { PreviewLinksQuery } from "./preview-links";

const SharePreviewMutation = graphql(`
  mutation SharePreview($kind: PreviewKind!, $itemId: ID!) {
    sharePreview(kind: $kind, itemId: $itemId) {
      ...SharePreviewDialog_link
    }
  }
`);

/** A new link to the item goes to the top of its list of links. */
export function useSharePreview(kind: PreviewKind, itemId: string) {
  const [mutate, result] = useMutation(SharePreviewMutation);
  const share = () =>
    mutate({
      variables: { kind, itemId },
      update: (cache, { data }) => {
        if (!data) return;
        cache.updateQuery({ query: PreviewLinksQuery, variables: { kind, itemId } }, (links) =>
          links ? { previewLinks: [data.sharePreview, ...links.previewLinks] } : undefined,
        );
      },
    });
  return [share, result] as const;
}
