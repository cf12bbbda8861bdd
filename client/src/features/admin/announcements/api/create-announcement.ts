import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { placeAnnouncement } from "./announcements-cache";

const CreateAnnouncementMutation = graphql(`
  mutation CreateAnnouncement($input: AnnouncementInput!) {
    createAnnouncement(input: $input) {
      ...AdminAnnouncementRow_announcement
    }
  }
`);

/** Not optimistic: a failed save must leave every list as it was. */
export function useCreateAnnouncement() {
  return useMutation(CreateAnnouncementMutation, {
    update(cache, { data }) {
      const ref = data && cache.identify(data.createAnnouncement);
      if (ref) placeAnnouncement(cache, { __ref: ref });
    },
  });
}
