import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { placeEvent } from "./events-cache";

const CreateEventMutation = graphql(`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      ...AdminEventRow_event
    }
  }
`);

/** Not optimistic: a failed save must leave every list as it was. */
export function useCreateEvent() {
  return useMutation(CreateEventMutation, {
    update(cache, { data }) {
      const ref = data && cache.identify(data.createEvent);
      if (ref) placeEvent(cache, { __ref: ref });
    },
  });
}
