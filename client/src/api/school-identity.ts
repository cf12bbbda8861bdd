import { useQuery } from "@apollo/client/react";
import { graphql } from "../gql";

const SchoolIdentityQuery = graphql(`
  query SchoolIdentity {
    school {
      name
      motto
      address
      phone
      email
    }
  }
`);

export function useSchoolIdentity() {
  return useQuery(SchoolIdentityQuery);
}
