import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import { forgetTwoFactorState } from "./my-two-factor";

const DisableTotpMutation = graphql(`
  mutation DisableTotp($currentPassword: String!, $code: String!) {
    disableTotp(currentPassword: $currentPassword, code: $code)
  }
`);

/** Turns two-factor off with the current password and a current code. */
export function useDisableTotp() {
  return useMutation(DisableTotpMutation, { update: forgetTwoFactorState });
}
