import { graphql } from "../../../../gql";
import { defineContentOperations } from "../../components/content-operations";

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

/** The gallery's photos for staff: every one, drafts too (or those in one state), in the gallery's order. */
export const galleryItemOperations = defineContentOperations({
  typename: "GalleryItem",
  listField: "galleryItems",
  list: graphql(`
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
  `),
  create: graphql(`
    mutation CreateGalleryItem($input: GalleryItemInput!) {
      createGalleryItem(input: $input) {
        ...AdminGalleryItem_item
      }
    }
  `),
  update: graphql(`
    mutation UpdateGalleryItem($id: ID!, $input: GalleryItemInput!, $expectedVersion: Int) {
      updateGalleryItem(id: $id, input: $input, expectedVersion: $expectedVersion) {
        ...AdminGalleryItem_item
      }
    }
  `),
  remove: graphql(`
    mutation DeleteGalleryItem($id: ID!) {
      deleteGalleryItem(id: $id)
    }
  `),
  versions: graphql(`
    query GalleryItemVersions($id: ID!) {
      galleryItemVersions(id: $id) {
        version
        savedAt
        savedBy
        title
      }
    }
  `),
  restore: graphql(`
    mutation RestoreGalleryItemVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
      restoreGalleryItemVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
        ...AdminGalleryItem_item
      }
    }
  `),
  latest: graphql(`
    query LatestGalleryItem($id: ID!) {
      galleryItem(id: $id) {
        ...AdminGalleryItem_item
      }
    }
  `),
});
