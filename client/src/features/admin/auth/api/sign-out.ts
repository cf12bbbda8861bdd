import { useApolloClient, useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { authSession } from "../../../../lib/auth-session";

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

/** Revokes the sign-in on the server, then forgets the token and every staff-only answer cached. */
export function useSignOut() {
  const client = useApolloClient();
  const [signOut, result] = useMutation(SignOutMutation, { fetchPolicy: "no-cache" });
  const run = async () => {
    try {
      await signOut();
    } finally {
      authSession.end();
      await client.clearStore();
    }
  };
  return [run, result] as const;
}
