import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

export const SecuritySettingsQuery = graphql(`
  query SecuritySettings {
    securitySettings {
      requireTwoFactor
    }
  }
`);

/** How staff accounts must sign in (administrators only). */
export function useSecuritySettings() {
  return useQuery(SecuritySettingsQuery);
}
