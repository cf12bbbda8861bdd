import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const EnableStaffAccountMutation = graphql(`
  mutation EnableStaffAccount($id: ID!) {
    enableStaffAccount(id: $id) {
      id
      status
    }
  }
`);

/** Lets the colleague sign in again; the answer's status replaces the cached one by id. */
export function useEnableStaffAccount() {
  return useMutation(EnableStaffAccountMutation);
}
