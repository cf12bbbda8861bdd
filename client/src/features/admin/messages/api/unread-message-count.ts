import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const UnreadMessageCountQuery = graphql(`
  query UnreadMessageCount {
    unreadContactMessageCount
  }
`);

export function useUnreadMessageCount() {
  return useQuery(UnreadMessageCountQuery);
}
