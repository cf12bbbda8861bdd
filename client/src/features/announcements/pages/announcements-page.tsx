import { Box, Container, Stack } from "@chakra-ui/react";
import { AnnouncementCard } from "../../../components/cards/announcement-card";
import { ContentEmpty, ContentLoadError } from "../../../components/content-states";
import { PageMeta } from "../../../components/page-meta";
import { FilterBar } from "../../../components/ui/filter-bar";
import { LoadMoreButton } from "../../../components/ui/load-more-button";
import { PageHero } from "../../../components/ui/page-hero";
import { SearchField } from "../../../components/ui/search-field";
import { SelectField } from "../../../components/ui/select-field";
import { EmptyState, LoadingState, retry } from "../../../components/ui/state-message";
import type { Priority } from "../../../gql/graphql";
import { useDebouncedQueryParam, useQueryParam } from "../../../lib/use-search-params-state";
import { NO_ITEMS, useDeferredDraw } from "../../../lib/use-deferred-draw";
import { useAnnouncementsList } from "../api";

const PRIORITIES: Priority[] = ["high", "medium", "low"];
const isPriority = (value: string): value is Priority => (PRIORITIES as string[]).includes(value);

export function AnnouncementsPage() {
  const search = useDebouncedQueryParam("q");
  const [priorityParam, setPriority] = useQueryParam("priority");
  const priority = isPriority(priorityParam) ? priorityParam : null;
  const { data, previousData, loading, error, refetch, loadMore } = useAnnouncementsList({
    search: search.value,
    priority,
  });
  const shown = data ?? (loading ? previousData : undefined);
  const { shown: announcements, drawing } = useDeferredDraw(shown?.announcements.nodes ?? NO_ITEMS);

  let body;
  if (error && !data) body = <ContentLoadError kind="announcements" onRetry={retry(refetch)} />;
  else if ((loading && !shown) || (drawing && announcements.length === 0))
    body = <LoadingState label="Loading announcements..." />;
  else if (announcements.length === 0 && (search.value || priority))
    body = (
      <EmptyState
        title="No Announcements Found"
        message="No announcements match your search criteria. Please try a different search or filter."
      />
    );
  else if (announcements.length === 0) body = <ContentEmpty kind="announcements" />;
  else
    body = (
      <>
        <Stack as="ul" listStyleType="none" gap="4" aria-label="Announcements">
          {announcements.map((announcement) => (
            <Box as="li" key={announcement.id}>
              <AnnouncementCard announcement={announcement} headingLevel="h2" />
            </Box>
          ))}
        </Stack>
        {data?.announcements.pageInfo.hasNextPage && (
          <LoadMoreButton loading={loading} onClick={() => void loadMore().catch(() => undefined)} />
        )}
      </>
    );

  return (
    <>
      <PageMeta page="Announcements" description="Important notices for parents and learners, newest first." />
      <PageHero maxW="4xl" title="Announcements" subtitle="Important notices and reminders for our school community." />
      <Container maxW="4xl" py={{ base: "8", md: "12" }}>
        <FilterBar label="Filter announcements">
          <SearchField
            label="Search announcements"
            name="q"
            placeholder="Search announcements..."
            value={search.input}
            onChange={search.setInput}
          />
          <SelectField
            label="Priority"
            name="priority"
            value={priority ?? ""}
            onChange={setPriority}
            options={[
              { value: "", label: "All Priorities" },
              { value: "high", label: "High" },
              { value: "medium", label: "Medium" },
              { value: "low", label: "Low" },
            ]}
          />
        </FilterBar>
        <Box aria-live="polite">{body}</Box>
      </Container>
    </>
  );
}
