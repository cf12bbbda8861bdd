import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

export const StaffAccountsQuery = graphql(`
  query StaffAccounts {
    staffAccounts {
      ...StaffRow_account
    }
    school {
      timeZone
    }
  }
`);

/** Every staff account, for the staff screen (administrators only). */
export function useStaffAccounts() {
  return useQuery(StaffAccountsQuery);
}
