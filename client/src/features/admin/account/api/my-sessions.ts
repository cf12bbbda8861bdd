import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      ...SessionRow_session
    }
    school {
      timeZone
    }
  }
`);

/** The signed-in staff member's open sign-ins, most recently used first. */
export function useMySessions() {
  return useQuery(MySessionsQuery, { fetchPolicy: "cache-and-network" });
}
