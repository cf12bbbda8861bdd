import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { placeEvent } from "./events-cache";

const UpdateEventMutation = graphql(`
  mutation UpdateEvent($id: ID!, $input: EventInput!, $expectedVersion: Int) {
    updateEvent(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...AdminEventRow_event
    }
  }
`);

/** The event updates itself in the cache; a new date or title may move it between lists. */
export function useUpdateEvent() {
  return useMutation(UpdateEventMutation, {
    update(cache, { data }) {
      const ref = data && cache.identify(data.updateEvent);
      if (ref) placeEvent(cache, { __ref: ref });
    },
  });
}
