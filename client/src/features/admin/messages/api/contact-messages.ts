import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const MessageCardFragment = graphql(`
  fragment MessageCard_message on ContactMessage {
    id
    name
    email
    subject
    message
    read
    readAt
    createdAt
  }
`);

const ContactMessagesQuery = graphql(`
  query ContactMessages($first: Int!, $after: String) {
    contactMessages(first: $first, after: $after) {
      nodes {
        ...MessageCard_message
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** What visitors sent through the contact form, newest first. */
export function useContactMessages() {
  const result = useQuery(ContactMessagesQuery, {
    variables: { first: ADMIN_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const loadMore = () => result.fetchMore({ variables: { after: result.data?.contactMessages.pageInfo.endCursor } });
  return { ...result, loadMore };
}
