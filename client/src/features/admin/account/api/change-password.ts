import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { keepCurrentSession } from "./keep-current-session";

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

/** Changes the signed-in staff member's password; the server ends their other sign-ins, and so does the list. */
export function useChangePassword() {
  return useMutation(ChangePasswordMutation, { update: keepCurrentSession });
}
