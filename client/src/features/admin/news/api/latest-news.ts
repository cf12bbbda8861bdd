import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const LatestNewsQuery = graphql(`
  query LatestNews($id: ID!) {
    newsItem(id: $id) {
      ...AdminNewsRow_news
    }
  }
`);

/** Asks the server for the article as saved now (someone else's newer version), into the cache too. */
export function useLatestNews() {
  const client = useApolloClient();
  return async (id: string) =>
    (await client.query({ query: LatestNewsQuery, variables: { id }, fetchPolicy: "network-only" })).data?.newsItem;
}
