import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const ConfirmTotpMutation = graphql(`
  mutation ConfirmTotp($session: String!, $code: String!) {
    confirmSignInWithTotp(session: $session, code: $code) {
      nextStep
      signedIn {
        ...SessionTokens_tokens
      }
    }
  }
`);

/** Finishes a sign-in with a code from the authenticator app or a recovery code. Nothing is cached. */
export function useConfirmTotp() {
  return useMutation(ConfirmTotpMutation, { fetchPolicy: "no-cache" });
}
