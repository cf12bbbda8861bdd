import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

/**
 * What a subscriber's page shows of their subscription, whichever call answers it.
 * @fragment Codegen reads it here; documents spread it by name, so nothing imports it.
 */
export const AlertPreferencesFragment = graphql(`
  fragment AlertPreferences_fields on AlertPreferences {
    email
    urgent
    digest
    confirmed
  }
`);

const SubscribeToAlertsMutation = graphql(`
  mutation SubscribeToAlerts($email: String!, $urgent: Boolean!, $digest: Boolean!) {
    subscribeToAlerts(email: $email, urgent: $urgent, digest: $digest)
  }
`);

const ConfirmAlertsMutation = graphql(`
  mutation ConfirmAlerts($token: String!) {
    confirmAlerts(token: $token) {
      ...AlertPreferences_fields
    }
  }
`);

const AlertPreferencesQuery = graphql(`
  query AlertPreferences($token: String!) {
    alertPreferences(token: $token) {
      ...AlertPreferences_fields
    }
  }
`);

const UpdateAlertPreferencesMutation = graphql(`
  mutation UpdateAlertPreferences($token: String!, $urgent: Boolean!, $digest: Boolean!) {
    updateAlertPreferences(token: $token, urgent: $urgent, digest: $digest) {
      ...AlertPreferences_fields
    }
  }
`);

const UnsubscribeFromAlertsMutation = graphql(`
  mutation UnsubscribeFromAlerts($token: String!) {
    unsubscribeFromAlerts(token: $token)
  }
`);

export const useSubscribeToAlerts = () => useMutation(SubscribeToAlertsMutation);
export const useConfirmAlerts = () => useMutation(ConfirmAlertsMutation);
export const useUpdateAlertPreferences = () => useMutation(UpdateAlertPreferencesMutation);
export const useUnsubscribeFromAlerts = () => useMutation(UnsubscribeFromAlertsMutation);
/** What a link's subscriber gets; never cached, so a second tab sees a change. */
export const useAlertPreferences = (token: string) =>
  useQuery(AlertPreferencesQuery, { variables: { token }, skip: !token, fetchPolicy: "network-only" });
