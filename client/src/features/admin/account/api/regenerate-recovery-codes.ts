import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { forgetTwoFactorState } from "./my-two-factor";

const RegenerateRecoveryCodesMutation = graphql(`
  mutation RegenerateRecoveryCodes($code: String!) {
    regenerateRecoveryCodes(code: $code)
  }
`);

/** New recovery codes for the old ones (which stop working), with a current code. */
export function useRegenerateRecoveryCodes() {
  return useMutation(RegenerateRecoveryCodesMutation, { update: forgetTwoFactorState });
}
