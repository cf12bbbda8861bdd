import type { ApolloCache } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const MyTwoFactorQuery = graphql(`
  query MyTwoFactor {
    myTwoFactor {
      enabled
      recoveryCodesLeft
      required
    }
  }
`);

/** Whether the signed-in staff member's two-factor sign-in is on, and how many recovery codes are left. */
export function useMyTwoFactor() {
  return useQuery(MyTwoFactorQuery);
}

/** After a change to two-factor, the cached state is dropped and the screen showing it asks again. */
export function forgetTwoFactorState(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "myTwoFactor" });
  cache.gc();
}
