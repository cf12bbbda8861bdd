import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { StaffAccountsQuery } from "./staff-accounts";

const InviteStaffMutation = graphql(`
  mutation InviteStaff($email: String!, $role: StaffRole!) {
    inviteStaff(email: $email, role: $role) {
      ...StaffRow_account
    }
  }
`);

/** Invites a colleague; the new account joins the cached list, in username order. */
export function useInviteStaff() {
  return useMutation(InviteStaffMutation, {
    update(cache, { data }) {
      const invited = data?.inviteStaff;
      if (!invited) return;
      cache.updateQuery({ query: StaffAccountsQuery }, (list) =>
        list
          ? {
              ...list,
              staffAccounts: [...list.staffAccounts, invited].sort((a, b) =>
                a.username.localeCompare(b.username, undefined, { sensitivity: "base" }),
              ),
            }
          : list,
      );
    },
  });
}
