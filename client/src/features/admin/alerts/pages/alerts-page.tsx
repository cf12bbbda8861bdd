import { Badge, Button, Card, Flex, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { DEFAULT_TIME_ZONE } from "../../../../api/school-identity";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import type { AlertKind } from "../../../../gql/graphql";
import { formatInstant } from "../../../../lib/dates";
import { notify } from "../../components/notify";
import { useAlertsOverview, useSendTestAlert } from "../api/alerts-overview";
import { MailCheck } from "lucide-react";
import type { AdminSection } from "../../admin-section";

const KIND_LABELS: Record<AlertKind, string> = {
  URGENT: "Urgent (e-mail)",
  PUSH: "Urgent (notification)",
  DIGEST: "Weekly digest",
  TEST: "Test",
};

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Text fontSize="3xl" fontWeight="bold" color="school.800">
          {value}
        </Text>
        <Text color="fg.muted">{label}</Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Alerts for staff: who subscribed, what was sent and how it fared, and a test to their own address. */
function AlertsPage() {
  const overview = useAlertsOverview();
  const [sendTest, test] = useSendTestAlert();
  const data = overview.data;
  const timeZone = data?.school.timeZone ?? DEFAULT_TIME_ZONE;

  const onSendTest = () =>
    void sendTest()
      .then(() => notify.success("Test alert sent to your e-mail address"))
      .catch((error: unknown) => notify.failure(error instanceof Error ? error.message : "Could not send the test."));

  if (overview.error && !data)
    return (
      <ErrorState
        title="Error Loading Alerts"
        message="There was a problem loading the alerts. Please try again later."
        onRetry={retry(overview.refetch)}
      />
    );
  if (!data) return <LoadingState label="Loading alerts..." />;
  const { urgentSubscribers, pushSubscribers, digestSubscribers, awaitingConfirmation, recentSends } =
    data.alertsOverview;

  return (
    <Stack gap="6">
      <Text>
        Parents subscribe on the website's E-mail Alerts page, by e-mail or with notifications in their browser. Urgent
        announcements go to them as soon as they are published; the weekly digest by e-mail on Sunday evening.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Figure label="get urgent announcements by e-mail" value={urgentSubscribers} />
        <Figure label="browsers get urgent notifications" value={pushSubscribers} />
        <Figure label="get the weekly digest" value={digestSubscribers} />
        <Figure label="have not confirmed yet" value={awaitingConfirmation} />
      </SimpleGrid>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text as="h2" fontSize="xl" fontWeight="semibold">
          Latest sends
        </Text>
        <Button variant="outline" onClick={onSendTest} loading={test.loading} loadingText="Sending...">
          Send a test to me
        </Button>
      </Flex>
      {recentSends.length === 0 ? (
        <EmptyState title="Nothing Sent Yet" message="Sends appear here with how many were delivered." />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Sent</Table.ColumnHeader>
                <Table.ColumnHeader>Kind</Table.ColumnHeader>
                <Table.ColumnHeader>Subject</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Recipients</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Delivered</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Waiting</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Failed</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {recentSends.map((send) => (
                <Table.Row key={`${send.kind}:${send.sentAt}`}>
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={send.sentAt}>{formatInstant(send.sentAt, timeZone)}</time>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={send.kind === "URGENT" || send.kind === "PUSH" ? "red" : "gray"}>
                      {KIND_LABELS[send.kind]}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{send.subject}</Table.Cell>
                  <Table.Cell textAlign="end">{send.recipients}</Table.Cell>
                  <Table.Cell textAlign="end">{send.delivered}</Table.Cell>
                  <Table.Cell textAlign="end">{send.queued}</Table.Cell>
                  <Table.Cell textAlign="end" color={send.failed ? "fg.error" : undefined}>
                    {send.failed}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const alertsAdminSection: AdminSection = {
  label: "E-mail alerts",
  title: "E-mail alerts",
  path: "/admin/alerts",
  icon: MailCheck,
  card: { title: "E-mail alerts", description: "See who gets alerts, what was sent and whether it arrived." },
  Page: AlertsPage,
};
