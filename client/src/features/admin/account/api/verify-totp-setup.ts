import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { forgetTwoFactorState } from "./my-two-factor";

const VerifyTotpSetupMutation = graphql(`
  mutation VerifyTotpSetup($code: String!) {
    verifyTotpSetup(code: $code)
  }
`);

/** Turns two-factor on with a code from the app; answers the recovery codes, shown once. */
export function useVerifyTotpSetup() {
  return useMutation(VerifyTotpSetupMutation, { update: forgetTwoFactorState });
}
