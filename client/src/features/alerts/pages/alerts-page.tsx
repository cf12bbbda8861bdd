import { Alert, Button, Container, Field, Input, Separator, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";
import { useSubscribeToAlerts } from "../api/alerts";
import { AlertChoices } from "../components/alert-choices";
import { PushNotifications } from "../components/push-notifications";
import type { Choices } from "../components/alert-choices";

const NOTHING_CHOSEN = "Choose at least one kind of alert";

/**
 * /alerts: an address and what to get by it (the confirmation e-mail does the rest), and notifications
 * for urgent announcements in this browser.
 */
export function AlertsPage() {
  const [email, setEmail] = useState("");
  const [choices, setChoices] = useState<Choices>({ urgent: true, digest: true });
  const [subscribe, { loading, error, data }] = useSubscribeToAlerts();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choices.urgent && !choices.digest) return setProblem(NOTHING_CHOSEN);
    setProblem(null);
    await subscribe({ variables: { email: email.trim(), ...choices } }).catch(() => undefined);
  };

  const failure = problem ?? (error ? error.message || "Could not subscribe. Please try again." : null);
  return (
    <>
      <PageMeta
        page="E-mail alerts"
        description="Urgent announcements and a weekly digest from the school, by e-mail."
      />
      <PageHero title="E-mail Alerts" subtitle="Hear from the school without checking the website." />
      <Container maxW="2xl" py={{ base: "8", md: "12" }}>
        {data ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Check your e-mail</Alert.Title>
              <Alert.Description>
                We sent a link to {email.trim()}. Open it to confirm: nothing is sent until you do.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Stack asChild gap="6">
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Text>
                No account or password: every alert has a link to change what you get or to stop it in one click.
              </Text>
              <Field.Root required invalid={!!failure && failure !== NOTHING_CHOSEN}>
                <Field.Label>
                  E-mail address <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </Field.Root>
              <AlertChoices value={choices} onChange={setChoices} />
              {failure && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{failure}</Alert.Title>
                </Alert.Root>
              )}
              <Button
                type="submit"
                colorPalette="accent"
                size="lg"
                alignSelf="flex-start"
                loading={loading}
                loadingText="Subscribing..."
              >
                Subscribe
              </Button>
            </form>
          </Stack>
        )}
        <Separator my={{ base: "8", md: "10" }} />
        <PushNotifications />
      </Container>
    </>
  );
}
