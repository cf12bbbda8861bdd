import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { graphql } from "../../../../gql";
import type { PublicationState } from "../../../../gql/graphql";

/** The server's largest page: the screen loads every photo, since a new order names each one. */
export const GALLERY_ADMIN_PAGE_SIZE = 100;

/** The admin tile's fields, and the public gallery's, so an upload shows there too; an upload writes it to the cache. */
export const AdminGalleryItemFragment = graphql(`
  fragment AdminGalleryItem_item on GalleryItem {
    version
    id
    title
    description
    alt
    albumId
    position
    imageUrl
    responsiveImage {
      ...ResponsiveImage_image
    }
    date
    createdAt
    publishedAt
    expiresAt
  }
`);

const AdminGalleryItemsQuery = graphql(`
  query AdminGalleryItems($first: Int!, $after: String, $state: PublicationState) {
    galleryItems(first: $first, after: $after, includeUnpublished: true, state: $state) {
      nodes {
        ...AdminGalleryItem_item
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Every photo of the gallery (drafts too, or those in one state), in its order: pages follow one another until the last has come. */
export function useAdminGalleryItems(state: PublicationState | null) {
  const result = useQuery(AdminGalleryItemsQuery, {
    variables: { first: GALLERY_ADMIN_PAGE_SIZE, state },
    notifyOnNetworkStatusChange: true,
  });
  const { fetchMore } = result;
  const pageInfo = result.data?.galleryItems.pageInfo;
  const next = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  // The cursor whose page failed: loading stops there until staff ask again.
  const [failedAt, setFailedAt] = useState<string | null>(null);

  useEffect(() => {
    if (!next || next === failedAt) return;
    fetchMore({ variables: { after: next } }).catch(() => setFailedAt(next));
  }, [next, failedAt, fetchMore]);

  return {
    ...result,
    complete: !!result.data && !pageInfo?.hasNextPage,
    loadFailed: !!next && next === failedAt,
    retryRest: () => setFailedAt(null),
  };
}
