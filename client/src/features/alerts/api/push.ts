import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphql } from "../../../gql";

const WebPushPublicKeyQuery = graphql(`
  query WebPushPublicKey {
    webPushPublicKey
  }
`);

const SubscribeToPushMutation = graphql(`
  mutation SubscribeToPush($subscription: PushSubscriptionInput!) {
    subscribeToPush(subscription: $subscription)
  }
`);

const UnsubscribeFromPushMutation = graphql(`
  mutation UnsubscribeFromPush($endpoint: String!) {
    unsubscribeFromPush(endpoint: $endpoint)
  }
`);

/** The site's VAPID public key, asked for only when a visitor turns notifications on. */
export function useWebPushPublicKey(): () => Promise<string> {
  const client = useApolloClient();
  return useCallback(
    async () => (await client.query({ query: WebPushPublicKeyQuery })).data!.webPushPublicKey,
    [client],
  );
}

export const useSubscribeToPush = () => useMutation(SubscribeToPushMutation);
export const useUnsubscribeFromPush = () => useMutation(UnsubscribeFromPushMutation);
