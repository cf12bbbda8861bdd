import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

/** Thumbnails per page of the picker. */
const GALLERY_PICKER_PAGE_SIZE = 24;

const GalleryPicturesQuery = graphql(`
  query GalleryPictures($first: Int!, $after: String) {
    galleryItems(first: $first, after: $after) {
      nodes {
        id
        title
        imageId
        responsiveImage {
          ...ResponsiveImage_image
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The gallery's photos a page can show too (those with an image id). */
export function useGalleryPictures() {
  const result = useQuery(GalleryPicturesQuery, {
    variables: { first: GALLERY_PICKER_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.galleryItems.pageInfo.endCursor } });
  return { ...result, loadMore };
}
