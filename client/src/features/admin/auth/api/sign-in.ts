import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const SignInMutation = graphql(`
  mutation SignIn($username: String!, $password: String!) {
    signIn(username: $username, password: $password) {
      nextStep
      session
      sessionExpiresAt
      signedIn {
        ...SessionTokens_tokens
      }
    }
  }
`);

/** Signs in; the answer is either a session (DONE) or the new-password challenge. Nothing is cached. */
export function useSignIn() {
  return useMutation(SignInMutation, { fetchPolicy: "no-cache" });
}
