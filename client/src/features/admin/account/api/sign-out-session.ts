import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const SignOutSessionMutation = graphql(`
  mutation SignOutSession($id: ID!) {
    signOutSession(id: $id)
  }
`);

/** Ends one sign-in and drops it from the cached list. */
export function useSignOutSession() {
  const [mutate, result] = useMutation(SignOutSessionMutation);
  const run = (id: string) =>
    mutate({
      variables: { id },
      update: (cache) => {
        cache.evict({ id: cache.identify({ __typename: "AccountSession", id }) });
        cache.gc();
      },
    });
  return [run, result] as const;
}
