import { Box, Button, Container, Group, SimpleGrid } from "@chakra-ui/react";
import { CalendarDays, LayoutGrid } from "lucide-react";
import { CalendarSubscribe } from "../../../components/calendar-subscribe";
import { EventCard } from "../../../components/cards/event-card";
import { ContentEmpty, ContentLoadError } from "../../../components/content-states";
import { PageMeta } from "../../../components/page-meta";
import { FilterBar } from "../../../components/ui/filter-bar";
import { LoadMoreButton } from "../../../components/ui/load-more-button";
import { PageHero } from "../../../components/ui/page-hero";
import { SearchField } from "../../../components/ui/search-field";
import { SelectField } from "../../../components/ui/select-field";
import { EmptyState, LoadingState, retry } from "../../../components/ui/state-message";
import { useDebouncedQueryParam, useQueryParam } from "../../../lib/use-search-params-state";
import { NO_ITEMS, useDeferredDraw } from "../../../lib/use-deferred-draw";
import { useEventsList } from "../api";
import { EventCalendarList } from "../components/event-calendar-list";

type ViewMode = "grid" | "calendar";

export function EventsPage() {
  const search = useDebouncedQueryParam("q");
  const [viewParam, setView] = useQueryParam("view");
  const [whenParam, setWhen] = useQueryParam("when");
  const view: ViewMode = viewParam === "calendar" ? "calendar" : "grid";
  const timeframe = whenParam === "past" ? "PAST" : "UPCOMING";
  const { data, previousData, loading, error, refetch, loadMore } = useEventsList({ search: search.value, timeframe });
  const shown = data ?? (loading ? previousData : undefined);
  const { shown: events, drawing } = useDeferredDraw(shown?.events.nodes ?? NO_ITEMS);

  let body;
  if (error && !data) body = <ContentLoadError kind="events" onRetry={retry(refetch)} />;
  else if ((loading && !shown) || (drawing && events.length === 0)) body = <LoadingState label="Loading events..." />;
  else if (events.length === 0 && search.value)
    body = (
      <EmptyState
        title="No Events Found"
        message="No events match your search criteria. Please try a different search."
      />
    );
  else if (events.length === 0) body = <ContentEmpty kind="events" />;
  else
    body = (
      <>
        {view === "calendar" ? (
          <EventCalendarList events={events} />
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-label="Events">
            {events.map((event, index) => (
              <Box as="li" key={event.id} display="flex">
                <EventCard event={event} headingLevel="h2" eager={index === 0} />
              </Box>
            ))}
          </SimpleGrid>
        )}
        {data?.events.pageInfo.hasNextPage && (
          <LoadMoreButton loading={loading} onClick={() => void loadMore().catch(() => undefined)} />
        )}
      </>
    );

  return (
    <>
      <PageMeta
        page="Events"
        description="Upcoming school events: dates, times and places, with links to add them to your calendar."
      />
      <PageHero
        title="School Events"
        subtitle={
          timeframe === "PAST"
            ? "A look back at what happened at our school."
            : "Concerts, sports days, open days and more: join us at our upcoming events."
        }
      />
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <FilterBar label="Filter events">
          <SearchField
            label="Search events"
            name="q"
            placeholder="Search events..."
            value={search.input}
            onChange={search.setInput}
          />
          <SelectField
            label="Which events"
            name="when"
            value={timeframe === "PAST" ? "past" : ""}
            onChange={setWhen}
            options={[
              { value: "", label: "Upcoming events" },
              { value: "past", label: "Past events" },
            ]}
          />
          <Group attached role="group" aria-label="View" alignSelf={{ base: "flex-start", md: "center" }}>
            <Button
              size="lg"
              variant={view === "grid" ? "solid" : "outline"}
              colorPalette="school"
              aria-pressed={view === "grid"}
              onClick={() => setView("")}
            >
              <LayoutGrid size={16} aria-hidden /> Grid
            </Button>
            <Button
              size="lg"
              variant={view === "calendar" ? "solid" : "outline"}
              colorPalette="school"
              aria-pressed={view === "calendar"}
              onClick={() => setView("calendar")}
            >
              <CalendarDays size={16} aria-hidden /> Calendar
            </Button>
          </Group>
        </FilterBar>
        <CalendarSubscribe />
        <Box aria-live="polite">{body}</Box>
      </Container>
    </>
  );
}
