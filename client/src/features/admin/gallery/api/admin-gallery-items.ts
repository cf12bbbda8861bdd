import { useEffect, useState } from "react";
import type { PublicationState } from "../../../../gql/graphql";
import { useContentList } from "../../components/content-operations";
import { galleryItemOperations } from "./gallery-items-operations";

/** The server's largest page: the screen loads every photo, since a new order names each one. */
export const GALLERY_ADMIN_PAGE_SIZE = 100;

/** Every photo of the gallery (drafts too, or those in one state), in its order: pages follow one another until the last has come. */
export function useAdminGalleryItems(state: PublicationState | null) {
  const list = useContentList(galleryItemOperations, { state }, GALLERY_ADMIN_PAGE_SIZE);
  const { fetchMore, pageInfo } = list;
  const next = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  // The cursor whose page failed: loading stops there until staff ask again.
  const [failedAt, setFailedAt] = useState<string | null>(null);

  useEffect(() => {
    if (!next || next === failedAt) return;
    fetchMore({ variables: { after: next } }).catch(() => setFailedAt(next));
  }, [next, failedAt, fetchMore]);

  return {
    ...list,
    complete: !!list.data && !pageInfo?.hasNextPage,
    loadFailed: !!next && next === failedAt,
    retryRest: () => setFailedAt(null),
  };
}
