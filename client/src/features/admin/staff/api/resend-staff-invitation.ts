import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const ResendStaffInvitationMutation = graphql(`
  mutation ResendStaffInvitation($id: ID!) {
    resendStaffInvitation(id: $id) {
      id
    }
  }
`);

/** E-mails a new invitation link; the earlier one stops working. Nothing cached changes. */
export function useResendStaffInvitation() {
  return useMutation(ResendStaffInvitationMutation);
}
