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
      timeZone
    }
  }
`);

export function useSchoolIdentity() {
  return useQuery(SchoolIdentityQuery);
}

/** The school's time zone before the identity has loaded (the API's default). */
export const DEFAULT_TIME_ZONE = "Africa/Johannesburg";
