import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { keepCurrentSession } from "./keep-current-session";

const SignOutOtherSessionsMutation = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`);

/** Ends every sign-in but this one. */
export function useSignOutOtherSessions() {
  return useMutation(SignOutOtherSessionsMutation, { update: keepCurrentSession });
}
