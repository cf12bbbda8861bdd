import { Box, Container, Flex, HStack, Heading, IconButton, Link, Stack, Table, Text } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { useSchoolToday } from "../../../api/school-identity";
import { CalendarSubscribe } from "../../../components/calendar-subscribe";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import { eventPath } from "../../events/paths";
import { dateParts, formatDate, formatMonth, isMonthKey, monthGrid, monthOf, shiftMonth } from "../../../lib/dates";
import { useQueryParam } from "../../../lib/use-search-params-state";
import { useMonthEvents } from "../api/month-events";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

interface CalendarEvent {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
}

function EventLink({ event }: { event: CalendarEvent }) {
  return (
    <Link
      asChild
      fontSize="sm"
      color="school.800"
      display="block"
      lineClamp={2}
      bg="school.50"
      px="1.5"
      py="0.5"
      borderRadius="sm"
      _hover={{ bg: "school.100" }}
    >
      <RouterLink to={eventPath(event.id)}>{event.title}</RouterLink>
    </Link>
  );
}

export function AcademicCalendarPage() {
  const [monthParam, setMonth] = useQueryParam("month");
  const today = useSchoolToday();
  const month = isMonthKey(monthParam) ? monthParam : monthOf(today);
  const { data, loading, error, refetch } = useMonthEvents(month);
  const events = data?.events.nodes ?? [];
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) byDay.set(event.date, [...(byDay.get(event.date) ?? []), event]);
  const days = [...byDay.keys()].sort();

  let body;
  if (error && !data)
    body = (
      <ErrorState
        title="Error Loading Events"
        message="There was a problem loading the events. Please try again later."
        onRetry={retry(refetch)}
      />
    );
  else if (loading && !data) body = <LoadingState label="Loading events..." />;
  else
    body = (
      <>
        {/* Said at every width: an empty month grid alone reads like a page that failed to load. */}
        {days.length === 0 && (
          <EmptyState title="No events this month" message="Use the arrows to look at other months." />
        )}
        <Table.Root
          display={{ base: "none", md: "table" }}
          tableLayout="fixed"
          variant="outline"
          aria-label={`Events in ${formatMonth(month)}`}
        >
          <Table.Header>
            <Table.Row>
              {WEEKDAYS.map((day) => (
                <Table.ColumnHeader key={day} textAlign="center">
                  {day}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {monthGrid(month).map((week, index) => (
              <Table.Row key={index}>
                {week.map((day, column) => (
                  <Table.Cell
                    key={day ?? `blank-${column}`}
                    verticalAlign="top"
                    h="28"
                    p="1.5"
                    bg={day ? undefined : "bg.muted"}
                  >
                    {day && (
                      <Stack gap="1">
                        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                          <span aria-hidden>{Number(day.slice(8))}</span>
                          <Box as="span" srOnly>
                            {formatDate(day)}
                          </Box>
                        </Text>
                        {(byDay.get(day) ?? []).map((event) => (
                          <EventLink key={event.id} event={event} />
                        ))}
                      </Stack>
                    )}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {days.length > 0 && (
          <Box display={{ base: "block", md: "none" }}>
            <Stack as="ul" listStyleType="none" gap="3" aria-label={`Events in ${formatMonth(month)}`}>
              {days.map((day) => {
                const { weekday, day: dayNumber, month: monthName } = dateParts(day);
                return (
                  <Flex as="li" key={day} gap="4" p="3" borderWidth="1px" borderRadius="lg">
                    <Stack gap="0" align="center" minW="14" bg="school.700" color="white" borderRadius="md" py="1">
                      <Box as="span" srOnly>
                        {formatDate(day)}
                      </Box>
                      <Text fontSize="xs" aria-hidden>
                        {weekday}
                      </Text>
                      <Text fontSize="xl" fontWeight="bold" aria-hidden>
                        {dayNumber}
                      </Text>
                      <Text fontSize="xs" aria-hidden>
                        {monthName}
                      </Text>
                    </Stack>
                    <Stack gap="2" flex="1" minW="0">
                      {(byDay.get(day) ?? []).map((event) => (
                        <Box key={event.id}>
                          <Link
                            asChild
                            fontWeight="semibold"
                            color="school.800"
                            minH="11"
                            display="inline-flex"
                            alignItems="center"
                          >
                            <RouterLink to={eventPath(event.id)}>{event.title}</RouterLink>
                          </Link>
                          <Text fontSize="sm" color="fg.muted">
                            {[event.time, event.location].filter(Boolean).join(" · ")}
                          </Text>
                        </Box>
                      ))}
                    </Stack>
                  </Flex>
                );
              })}
            </Stack>
          </Box>
        )}
      </>
    );

  return (
    <>
      <PageMeta page="Academic Calendar" description="The school's calendar of events, month by month." />
      <PageHero
        maxW="6xl"
        title="Academic Calendar"
        subtitle="Term dates, events and important days, month by month."
      />
      <Container maxW="6xl" py={{ base: "8", md: "12" }}>
        <CalendarSubscribe />
        <HStack justify="space-between" mb="6">
          <IconButton
            aria-label="Previous month"
            variant="outline"
            colorPalette="school"
            size="lg"
            rounded="full"
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            <ChevronLeft aria-hidden />
          </IconButton>
          <Heading as="h2" size="xl" color="school.800" aria-live="polite">
            {formatMonth(month)}
          </Heading>
          <IconButton
            aria-label="Next month"
            variant="outline"
            colorPalette="school"
            size="lg"
            rounded="full"
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <ChevronRight aria-hidden />
          </IconButton>
        </HStack>
        {body}
      </Container>
    </>
  );
}
