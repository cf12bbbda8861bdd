import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($username: String!) {
    forgotPassword(username: $username)
  }
`);

/** Asks for a reset code by e-mail; the server answers the same whoever is named. */
export function useForgotPassword() {
  return useMutation(ForgotPasswordMutation, { fetchPolicy: "no-cache" });
}
