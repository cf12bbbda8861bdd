import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const ChangeStaffRoleMutation = graphql(`
  mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {
    changeStaffRole(id: $id, role: $role) {
      id
      role
    }
  }
`);

/** The answer's role replaces the cached account's by its id. */
export function useChangeStaffRole() {
  return useMutation(ChangeStaffRoleMutation);
}
