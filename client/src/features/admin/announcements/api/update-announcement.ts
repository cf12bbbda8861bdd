import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { placeAnnouncement } from "./announcements-cache";

const UpdateAnnouncementMutation = graphql(`
  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!, $expectedVersion: Int) {
    updateAnnouncement(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...AdminAnnouncementRow_announcement
    }
  }
`);

/** The announcement updates itself in the cache; urgency, activity or date may move it between lists. */
export function useUpdateAnnouncement() {
  return useMutation(UpdateAnnouncementMutation, {
    update(cache, { data }) {
      const ref = data && cache.identify(data.updateAnnouncement);
      if (ref) placeAnnouncement(cache, { __ref: ref });
    },
  });
}
