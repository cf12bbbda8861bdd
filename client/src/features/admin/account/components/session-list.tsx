import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DEFAULT_TIME_ZONE } from "../../../../api/school-identity";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import { graphql } from "../../../../gql";
import type { SessionRow_SessionFragment } from "../../../../gql/graphql";
import { formatInstant } from "../../../../lib/dates";
import { notify } from "../../components/notify";
import { useMySessions } from "../api/my-sessions";
import { useSignOutOtherSessions } from "../api/sign-out-other-sessions";
import { useSignOutSession } from "../api/sign-out-session";
import { deviceName } from "../device-name";

/** @fragment Codegen reads it here; the sessions query spreads it by name, so nothing imports it. */
export const SessionRowFragment = graphql(`
  fragment SessionRow_session on AccountSession {
    id
    userAgent
    clientAddress
    signedInAt
    lastUsedAt
    current
  }
`);

interface SessionRowProps {
  session: SessionRow_SessionFragment;
  timeZone: string;
  busy: boolean;
  onSignOut: () => void;
}

function SessionRow({ session, timeZone, busy, onSignOut }: SessionRowProps) {
  const device = deviceName(session.userAgent);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text as="span" fontWeight="semibold">
            {device}
          </Text>
          {session.current && <Badge colorPalette="green">This device</Badge>}
        </Flex>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          From {session.clientAddress ?? "an unknown address"}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Signed in <time dateTime={session.signedInAt}>{formatInstant(session.signedInAt, timeZone)}</time>, last used{" "}
          <time dateTime={session.lastUsedAt}>{formatInstant(session.lastUsedAt, timeZone)}</time>
        </Text>
        {!session.current && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            mt="2"
            loading={busy}
            loadingText="Signing out..."
            aria-label={`Sign out ${device}, last used ${formatInstant(session.lastUsedAt, timeZone)}`}
            onClick={onSignOut}
          >
            Sign out
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The signed-in staff member's open sign-ins, each with a way to end it. */
export function SessionList() {
  const sessions = useMySessions();
  const [signOutSession] = useSignOutSession();
  const [signOutOthers, { loading: signingOutOthers }] = useSignOutOtherSessions();
  const [endingId, setEndingId] = useState<string | null>(null);
  const list = sessions.data?.mySessions ?? [];
  const timeZone = sessions.data?.school.timeZone ?? DEFAULT_TIME_ZONE;
  const others = list.filter((session) => !session.current).length;

  const endOne = async (session: SessionRow_SessionFragment) => {
    setEndingId(session.id);
    try {
      await signOutSession(session.id);
      notify.success(`Signed out ${deviceName(session.userAgent)}`);
    } catch {
      notify.failure("Failed to sign out that session. Please try again.");
    } finally {
      setEndingId(null);
    }
  };

  const endOthers = async () => {
    try {
      const { data } = await signOutOthers();
      notify.success(`Signed out ${data?.signOutOtherSessions ?? 0} other session(s)`);
    } catch {
      notify.failure("Failed to sign out the other sessions. Please try again.");
    }
  };

  let body;
  if (sessions.error && !sessions.data)
    body = <ErrorState message="Failed to load your sessions." onRetry={retry(sessions.refetch)} />;
  else if (sessions.loading && !sessions.data) body = <LoadingState label="Loading your sessions..." />;
  else if (list.length === 0) body = <EmptyState title="No open sessions" message="Sign in again to see this one." />;
  else
    body = (
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Open sessions">
        {list.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            timeZone={timeZone}
            busy={endingId === session.id}
            onSignOut={() => void endOne(session)}
          />
        ))}
      </Stack>
    );

  return (
    <Stack as="section" aria-labelledby="sessions-heading" gap="4" maxW="2xl">
      <Heading as="h2" size="lg" id="sessions-heading">
        Where you are signed in
      </Heading>
      <Box aria-live="polite">{body}</Box>
      {others > 0 && (
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf="start"
          loading={signingOutOthers}
          loadingText="Signing out..."
          onClick={() => void endOthers()}
        >
          Sign out all other sessions
        </Button>
      )}
    </Stack>
  );
}
