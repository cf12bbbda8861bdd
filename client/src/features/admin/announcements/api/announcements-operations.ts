import { graphql } from "../../../../gql";
import { defineContentOperations } from "../../components/content-operations";

/** Announcements for staff: every one, inactive and unpublished ones too (or those in one state), newest first. */
export const announcementOperations = defineContentOperations({
  typename: "Announcement",
  listField: "announcements",
  list: graphql(`
    query AdminAnnouncementsList($first: Int!, $after: String, $search: String, $state: PublicationState) {
      announcements(first: $first, after: $after, search: $search, includeInactive: true, state: $state) {
        nodes {
          ...AdminAnnouncementRow_announcement
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `),
  create: graphql(`
    mutation CreateAnnouncement($input: AnnouncementInput!) {
      createAnnouncement(input: $input) {
        ...AdminAnnouncementRow_announcement
      }
    }
  `),
  update: graphql(`
    mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!, $expectedVersion: Int) {
      updateAnnouncement(id: $id, input: $input, expectedVersion: $expectedVersion) {
        ...AdminAnnouncementRow_announcement
      }
    }
  `),
  remove: graphql(`
    mutation DeleteAnnouncement($id: ID!) {
      deleteAnnouncement(id: $id)
    }
  `),
  versions: graphql(`
    query AnnouncementVersions($id: ID!) {
      announcementVersions(id: $id) {
        version
        savedAt
        savedBy
        title
      }
    }
  `),
  restore: graphql(`
    mutation RestoreAnnouncementVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
      restoreAnnouncementVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
        ...AdminAnnouncementRow_announcement
      }
    }
  `),
  latest: graphql(`
    query LatestAnnouncement($id: ID!) {
      announcement(id: $id) {
        ...AdminAnnouncementRow_announcement
      }
    }
  `),
});
