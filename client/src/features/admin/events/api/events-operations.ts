import { graphql } from "../../../../gql";
import { defineContentOperations } from "../../components/content-operations";

/** Events for staff: every one, past and upcoming, drafts and scheduled ones too (or those in one state), latest first. */
export const eventOperations = defineContentOperations({
  typename: "Event",
  listField: "events",
  list: graphql(`
    query AdminEventsList($first: Int!, $after: String, $search: String, $state: PublicationState) {
      events(first: $first, after: $after, search: $search, timeframe: ALL, includeUnpublished: true, state: $state) {
        nodes {
          ...AdminEventRow_event
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `),
  create: graphql(`
    mutation CreateEvent($input: EventInput!) {
      createEvent(input: $input) {
        ...AdminEventRow_event
      }
    }
  `),
  update: graphql(`
    mutation UpdateEvent($id: ID!, $input: EventInput!, $expectedVersion: Int) {
      updateEvent(id: $id, input: $input, expectedVersion: $expectedVersion) {
        ...AdminEventRow_event
      }
    }
  `),
  remove: graphql(`
    mutation DeleteEvent($id: ID!) {
      deleteEvent(id: $id)
    }
  `),
  versions: graphql(`
    query EventVersions($id: ID!) {
      eventVersions(id: $id) {
        version
        savedAt
        savedBy
        title
      }
    }
  `),
  restore: graphql(`
    mutation RestoreEventVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
      restoreEventVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
        ...AdminEventRow_event
      }
    }
  `),
  latest: graphql(`
    query LatestEvent($id: ID!) {
      event(id: $id) {
        ...AdminEventRow_event
      }
    }
  `),
});
