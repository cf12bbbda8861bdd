import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../../../gql";

const AlertsOverviewQuery = graphql(`
  query AlertsOverview {
    alertsOverview {
      urgentSubscribers
      pushSubscribers
      digestSubscribers
      awaitingConfirmation
      recentSends {
        kind
        subject
        sentAt
        recipients
        delivered
        failed
        queued
      }
    }
    school {
      timeZone
    }
  }
`);

const SendTestAlertMutation = graphql(`
  mutation SendTestAlert {
    sendTestAlert
  }
`);

/** The subscriber counts and the latest sends; fresh each visit, since sends go on in the background. */
export const useAlertsOverview = () => useQuery(AlertsOverviewQuery, { fetchPolicy: "cache-and-network" });

export const useSendTestAlert = () => useMutation(SendTestAlertMutation, { refetchQueries: [AlertsOverviewQuery] });
