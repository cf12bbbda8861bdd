import { Alert, Button, Container, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router-dom";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import { alertsPaths } from "../paths";
import { isNotFound } from "../../../lib/graphql-errors";
import {
  useAlertPreferences,
  useConfirmAlerts,
  useUnsubscribeFromAlerts,
  useUpdateAlertPreferences,
} from "../api/alerts";
import { AlertChoices } from "../components/alert-choices";
import type { Choices } from "../components/alert-choices";

const GONE = (
  <EmptyState
    title="No Such Subscription"
    message="This link no longer leads to alerts: they were stopped, or the link is incomplete."
  />
);

/** The subscriber's own page, from the links in their e-mails: confirm, change what they get, or stop. */
export function AlertSubscriptionPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { pathname } = useLocation();
  const preferences = useAlertPreferences(token);
  const [confirm, confirmed] = useConfirmAlerts();
  const [update, updated] = useUpdateAlertPreferences();
  const [unsubscribe, unsubscribed] = useUnsubscribeFromAlerts();
  const [choices, setChoices] = useState<Choices | null>(null);
  const confirming = pathname === alertsPaths.confirm;

  // Opened from the confirmation e-mail: confirming needs a click's worth of intent, which opening the
  // page in a browser is (mail scanners that fetch links run no scripts, so they confirm nothing).
  useEffect(() => {
    if (confirming && token) void confirm({ variables: { token } }).catch(() => undefined);
  }, [confirming, token, confirm]);

  const current =
    updated.data?.updateAlertPreferences ?? confirmed.data?.confirmAlerts ?? preferences.data?.alertPreferences;
  const shown = choices ?? (current ? { urgent: current.urgent, digest: current.digest } : null);
  const notFound = isNotFound(preferences.error);

  let body;
  if (!token || unsubscribed.data) {
    body = unsubscribed.data ? (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>You are unsubscribed. The school will send you no more alerts.</Alert.Title>
      </Alert.Root>
    ) : (
      GONE
    );
  } else if (notFound) body = GONE;
  else if (preferences.error && !current)
    body = (
      <ErrorState
        title="Error Loading Your Alerts"
        message="There was a problem loading your alerts. Please try again later."
        onRetry={retry(preferences.refetch)}
      />
    );
  else if (!current || !shown) body = <LoadingState label="Loading your alerts..." />;
  else if (pathname === alertsPaths.unsubscribe)
    body = (
      <Stack gap="4" align="flex-start">
        <Text>Stop all e-mail alerts to {current.email}?</Text>
        <Button
          colorPalette="accent"
          loading={unsubscribed.loading}
          onClick={() => void unsubscribe({ variables: { token } }).catch(() => undefined)}
        >
          Unsubscribe
        </Button>
        {unsubscribed.error && <Text color="fg.error">Could not unsubscribe. Please try again.</Text>}
      </Stack>
    );
  else
    body = (
      <Stack gap="6">
        {current.confirmed && confirming && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>Thank you: your alerts to {current.email} are confirmed.</Alert.Title>
          </Alert.Root>
        )}
        <Text>Alerts go to {current.email}.</Text>
        <AlertChoices value={shown} onChange={setChoices} />
        {updated.data && !choices && <Text role="status">Saved.</Text>}
        {updated.error && <Text color="fg.error">{updated.error.message || "Could not save. Please try again."}</Text>}
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button
            colorPalette="accent"
            loading={updated.loading}
            loadingText="Saving..."
            onClick={() =>
              void update({ variables: { token, ...shown } })
                .then(() => setChoices(null))
                .catch(() => undefined)
            }
          >
            Save
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={`${alertsPaths.unsubscribe}?token=${encodeURIComponent(token)}`}>
              Stop all alerts
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    );

  return (
    <>
      <PageMeta page="Your e-mail alerts" description="Change or stop the school's e-mail alerts." />
      <PageHero title="Your E-mail Alerts" subtitle="Change what you get, or stop it." />
      <Container maxW="2xl" py={{ base: "8", md: "12" }}>
        {body}
      </Container>
    </>
  );
}
