import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

export const GALLERY_PAGE_SIZE = 24;

const GalleryItemsQuery = graphql(`
  query GalleryItems($first: Int!, $after: String, $album: ID) {
    galleryItems(first: $first, after: $after, album: $album) {
      nodes {
        id
        title
        description
        alt
        imageUrl
        responsiveImage {
          ...ResponsiveImage_image
        }
        date
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The gallery in the order staff set; one album's photos when `album` is an album's id. */
export function useGalleryItems(album: string) {
  const result = useQuery(GalleryItemsQuery, {
    variables: { first: GALLERY_PAGE_SIZE, album: album || null },
    notifyOnNetworkStatusChange: true,
  });
  const endCursor = result.data?.galleryItems.pageInfo.endCursor;
  const loadMore = () => result.fetchMore({ variables: { after: endCursor } });
  return { ...result, loadMore };
}
