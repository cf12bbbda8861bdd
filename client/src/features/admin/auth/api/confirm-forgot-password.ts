import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const ConfirmForgotPasswordMutation = graphql(`
  mutation ConfirmForgotPassword($username: String!, $code: String!, $newPassword: String!) {
    confirmForgotPassword(username: $username, code: $code, newPassword: $newPassword)
  }
`);

/** Sets a new password with the e-mailed code; every sign-in of the account ends. */
export function useConfirmForgotPassword() {
  return useMutation(ConfirmForgotPasswordMutation, { fetchPolicy: "no-cache" });
}
