import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const SetUpTotpMutation = graphql(`
  mutation SetUpTotp {
    setUpTotp {
      sharedSecret
      setupUri
      qrCode
    }
  }
`);

/** A new secret for an authenticator app (each call replaces the one shown before). Nothing is cached. */
export function useSetUpTotp() {
  return useMutation(SetUpTotpMutation, { fetchPolicy: "no-cache" });
}
