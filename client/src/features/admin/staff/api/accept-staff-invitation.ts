import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const AcceptStaffInvitationMutation = graphql(`
  mutation AcceptStaffInvitation($token: String!, $newPassword: String!) {
    acceptStaffInvitation(token: $token, newPassword: $newPassword) {
      id
      username
    }
  }
`);

/** Sets the invitee's password from their link; they then sign in with their username. Nothing is cached. */
export function useAcceptStaffInvitation() {
  return useMutation(AcceptStaffInvitationMutation, { fetchPolicy: "no-cache" });
}
