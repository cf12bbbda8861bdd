import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const ResetStaffTwoFactorMutation = graphql(`
  mutation ResetStaffTwoFactor($id: ID!) {
    resetStaffTwoFactor(id: $id) {
      id
      twoFactorEnabled
    }
  }
`);

/** Removes a colleague's second factor and ends their sessions; the answer updates the cached account by id. */
export function useResetStaffTwoFactor() {
  return useMutation(ResetStaffTwoFactorMutation);
}
