import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const ConfirmNewPasswordMutation = graphql(`
  mutation ConfirmNewPassword($session: String!, $newPassword: String!) {
    confirmSignInWithNewPassword(session: $session, newPassword: $newPassword) {
      nextStep
      session
      signedIn {
        ...SessionTokens_tokens
      }
    }
  }
`);

/** Sets the password a temporary one requires and signs in. Nothing is cached. */
export function useConfirmNewPassword() {
  return useMutation(ConfirmNewPasswordMutation, { fetchPolicy: "no-cache" });
}
