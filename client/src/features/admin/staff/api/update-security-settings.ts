import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { SecuritySettingsQuery } from "./security-settings";

const UpdateSecuritySettingsMutation = graphql(`
  mutation UpdateSecuritySettings($requireTwoFactor: Boolean!) {
    updateSecuritySettings(requireTwoFactor: $requireTwoFactor) {
      requireTwoFactor
    }
  }
`);

/** Requires two-factor of every staff account, or stops; the settings have no id, so the answer is written over them. */
export function useUpdateSecuritySettings() {
  return useMutation(UpdateSecuritySettingsMutation, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({ query: SecuritySettingsQuery, data: { securitySettings: data.updateSecuritySettings } });
    },
  });
}
