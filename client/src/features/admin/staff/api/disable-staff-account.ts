import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const DisableStaffAccountMutation = graphql(`
  mutation DisableStaffAccount($id: ID!) {
    disableStaffAccount(id: $id) {
      id
      status
    }
  }
`);

/** Ends the colleague's sessions at once; the answer's status replaces the cached one by id. */
export function useDisableStaffAccount() {
  return useMutation(DisableStaffAccountMutation);
}
