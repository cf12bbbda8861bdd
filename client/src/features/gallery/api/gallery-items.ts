import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

export const GALLERY_PAGE_SIZE = 24;

const GalleryItemsQuery = graphql(`
  query GalleryItems($first: Int!, $after: String) {
    galleryItems(first: $first, after: $after) {
      nodes {
        id
        title
        description
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

export function useGalleryItems() {
  const result = useQuery(GalleryItemsQuery, {
    variables: { first: GALLERY_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const endCursor = result.data?.galleryItems.pageInfo.endCursor;
  const loadMore = () => result.fetchMore({ variables: { after: endCursor } });
  return { ...result, loadMore };
}
