import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";

/**
 * The admin tile's fields, and the public gallery's, so an upload shows there too.
 * @fragment Codegen reads it here; documents spread it by name, so nothing imports it.
 */
export const AdminGalleryItemFragment = graphql(`
  fragment AdminGalleryItem_item on GalleryItem {
    id
    title
    description
    alt
    imageUrl
    responsiveImage {
      ...ResponsiveImage_image
    }
    date
    createdAt
  }
`);

const AdminGalleryItemsQuery = graphql(`
  query AdminGalleryItems($first: Int!, $after: String) {
    galleryItems(first: $first, after: $after) {
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

export function useAdminGalleryItems() {
  const result = useQuery(AdminGalleryItemsQuery, {
    variables: { first: ADMIN_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.galleryItems.pageInfo.endCursor } });
  return { ...result, loadMore };
}
