import { Badge, Box, Card, Flex, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DEFAULT_TIME_ZONE } from "../../../../api/school-identity";
import { LoadMoreButton } from "../../../../components/ui/load-more-button";
import { SearchField } from "../../../../components/ui/search-field";
import { SelectField } from "../../../../components/ui/select-field";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import type { AuditAction, AuditEntryRow_EntryFragment } from "../../../../gql/graphql";
import { formatInstant } from "../../../../lib/dates";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { useAuditLog } from "../api/audit-log";
import { History } from "lucide-react";
import type { AdminSection } from "../../admin-section";

/** Each action as the log names it, with a badge colour that is never its only cue (the word is there too). */
const ACTIONS: Record<AuditAction, { label: string; palette: string }> = {
  CREATE: { label: "Created", palette: "green" },
  UPDATE: { label: "Changed", palette: "blue" },
  DELETE: { label: "Deleted", palette: "red" },
  RESTORE: { label: "Restored", palette: "purple" },
  PURGE: { label: "Deleted forever", palette: "red" },
  SIGN_IN: { label: "Signed in", palette: "gray" },
  SIGN_IN_FAILED: { label: "Sign-in failed", palette: "orange" },
  ACCOUNT: { label: "Account", palette: "gray" },
};

function AuditEntryRow({ entry, timeZone }: { entry: AuditEntryRow_EntryFragment; timeZone: string }) {
  const action = ACTIONS[entry.action];
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={action.palette}>{action.label}</Badge>
          <Text as="span" fontWeight="semibold">
            {entry.subjectType}
          </Text>
        </Flex>
        <Text wordBreak="break-word">{entry.summary}</Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          <time dateTime={entry.at}>{formatInstant(entry.at, timeZone)}</time> · {entry.actor ?? "Unknown"}
          {entry.clientAddress && <> · from {entry.clientAddress}</>}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Who did what and when: every write, sign-in and account change of the last year, filterable. */
export function AuditLogPage() {
  const [action, setAction] = useState<AuditAction | "">("");
  const [subjectType, setSubjectType] = useState("");
  const [search, setSearch] = useState("");
  const debouncedSearch = useDebouncedValue(search.trim());
  const log = useAuditLog({
    action: action || null,
    subjectType: subjectType || null,
    search: debouncedSearch || null,
  });
  const entries = log.data?.auditLog.nodes ?? [];
  const timeZone = log.data?.school.timeZone ?? DEFAULT_TIME_ZONE;
  const filtered = Boolean(action || subjectType || debouncedSearch);

  let body;
  if (log.error && !log.data)
    body = <ErrorState message="Failed to load the activity log." onRetry={retry(log.refetch)} />;
  else if (log.loading && !log.data) body = <LoadingState label="Loading activity..." />;
  else if (entries.length === 0)
    body = (
      <EmptyState
        title={filtered ? "Nothing matches" : "No activity yet"}
        message={filtered ? "No entries match these filters." : "Changes and sign-ins appear here as they happen."}
      />
    );
  else
    body = (
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Activity">
        {entries.map((entry) => (
          <AuditEntryRow key={entry.id} entry={entry} timeZone={timeZone} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="6">
      <Text>Every change, sign-in and account change of the last 12 months. Older entries are removed.</Text>
      <Flex gap="3" direction={{ base: "column", md: "row" }}>
        <SearchField
          label="Search activity"
          placeholder="Search by person or words..."
          value={search}
          onChange={setSearch}
        />
        <SelectField
          label="Action"
          value={action}
          onChange={(value) => setAction(value as AuditAction | "")}
          options={[
            { value: "", label: "All actions" },
            ...Object.entries(ACTIONS).map(([value, { label }]) => ({ value, label })),
          ]}
        />
        <SelectField
          label="Kind"
          value={subjectType}
          onChange={setSubjectType}
          options={[
            { value: "", label: "All kinds" },
            ...(log.data?.auditSubjectTypes ?? []).map((kind) => ({ value: kind, label: kind })),
          ]}
        />
      </Flex>
      <Box aria-live="polite">{body}</Box>
      {log.data?.auditLog.pageInfo.hasNextPage && (
        <LoadMoreButton loading={log.loading} onClick={() => void log.loadMore().catch(() => undefined)} />
      )}
    </Stack>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const auditLogAdminSection: AdminSection = {
  label: "Activity log",
  title: "Activity log",
  path: "/admin/activity",
  icon: History,
  card: { title: "Activity log", description: "See who changed what, and every sign-in, over the last year." },
  Page: AuditLogPage,
  adminOnly: true,
};
