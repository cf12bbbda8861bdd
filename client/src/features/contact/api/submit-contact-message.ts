import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../gql";

const SubmitContactMessageMutation = graphql(`
  mutation SubmitContactMessage($input: ContactMessageInput!) {
    submitContactMessage(input: $input)
  }
`);

/** Sends the contact form; nothing is cached, so there is no cache to update. */
export function useSubmitContactMessage() {
  return useMutation(SubmitContactMessageMutation);
}
