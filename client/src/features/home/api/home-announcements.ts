import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { HOME_CAROUSEL_SIZE } from "./home-news";

const HomeAnnouncementsQuery = graphql(`
  query HomeAnnouncements($first: Int!) {
    announcements(first: $first) {
      nodes {
        ...AnnouncementCard_announcement
      }
    }
  }
`);

export function useHomeAnnouncements() {
  return useQuery(HomeAnnouncementsQuery, { variables: { first: HOME_CAROUSEL_SIZE } });
}
