import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const CheckStaffInvitationMutation = graphql(`
  mutation CheckStaffInvitation($token: String!) {
    checkStaffInvitation(token: $token)
  }
`);

/** Whether the link can still be used, asked as it opens; its answer is the username it signs in as. Nothing is cached. */
export function useCheckStaffInvitation() {
  return useMutation(CheckStaffInvitationMutation, { fetchPolicy: "no-cache" });
}
