import { AspectRatio, Box, Container, HStack, Skeleton, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { CalendarDays, Clock, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { useSchoolIdentity, useSchoolTimeZone } from "../../../api/school-identity";
import { ContentNotFound } from "../../../components/content-not-found";
import { PageMeta } from "../../../components/page-meta";
import { PrintedFrom } from "../../../components/printed-from";
import { ShareButton } from "../../../components/share-button";
import { BackLink } from "../../../components/ui/back-link";
import { PageHero } from "../../../components/ui/page-hero";
import { ResponsiveImage, pickImage } from "../../../components/ui/responsive-image";
import { RichText } from "../../../components/ui/rich-text";
import { ErrorState, retry } from "../../../components/ui/state-message";
import { eventsPaths } from "../paths";
import { toCalendarItem } from "../../../lib/calendar-links";
import type { CalendarPlace } from "../../../lib/calendar-links";
import { usePublicUrl } from "../../../lib/page-context";
import { formatDate } from "../../../lib/dates";
import { isNotFound } from "../../../lib/graphql-errors";
import { usePreviewToken } from "../../../lib/preview-link";
import { zonedIso } from "../../../lib/structured-data";
import { useStaffPreview } from "../../../lib/use-staff-preview";
import type { EventDetailsQuery } from "../../../gql/graphql";
import { useEventDetails } from "../api";
import { AddToCalendarMenu } from "../components/add-to-calendar-menu";
import { PreviewNotice } from "../../../components/ui/preview-notice";

function EventNotFound() {
  return (
    <ContentNotFound
      title="Event Not Found"
      message="The event you're looking for doesn't exist or has been removed."
      to={eventsPaths.list}
      linkLabel="View All Events"
    />
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack gap="3" align="flex-start">
      <Box color="accent.700" mt="0.5">
        {icon}
      </Box>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontWeight="semibold">{children}</Text>
      </Box>
    </HStack>
  );
}

/** What search engines read about the event (schema.org Event), its times in the school's zone. */
function eventStructuredData(
  event: EventDetailsQuery["event"],
  place: CalendarPlace,
  schoolName: string | undefined,
): object {
  const { timeZone, address } = place;
  // The calendar entry's reading of the time text: its start, and its end or an hour later.
  const { start, end } = toCalendarItem({ ...event, description: event.descriptionText }, place);
  return {
    "@type": "Event",
    name: event.title,
    description: event.descriptionText,
    startDate: zonedIso(start, timeZone),
    endDate: zonedIso(end, timeZone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.location, ...(address ? { address } : {}) },
    ...(schoolName ? { organizer: { "@type": "EducationalOrganization", name: schoolName } } : {}),
  };
}

export function EventPage() {
  const { id } = useParams();
  const { data, loading, error, refetch } = useEventDetails(id, usePreviewToken());
  const timeZone = useSchoolTimeZone();
  const school = useSchoolIdentity().data?.school;
  const address = school?.address;
  const schoolName = school?.name;
  const publicUrl = usePublicUrl();

  const renewing = useStaffPreview(error, refetch);

  if (!id || (isNotFound(error) && !renewing)) return <EventNotFound />;
  const event = data?.event;
  const back = (
    <Box mt="4">
      <BackLink to={eventsPaths.list}>Back to All Events</BackLink>
    </Box>
  );

  if (!event) {
    return (
      <>
        <PageMeta page="Event Details" description="Details of a school event." />
        <PageHero maxW="3xl" title="Event Details">
          {back}
        </PageHero>
        <Container maxW="3xl" py="10">
          {loading || renewing ? (
            <Stack gap="5" role="status" aria-label="Loading event">
              <Skeleton h="8" w="60%" />
              <Skeleton h="6" w="40%" />
              <Skeleton h="64" borderRadius="lg" />
              <SkeletonText noOfLines={4} />
            </Stack>
          ) : (
            <ErrorState
              title="Error Loading Events"
              message="There was a problem loading the event. Please try again later."
              onRetry={retry(refetch)}
            />
          )}
        </Container>
      </>
    );
  }

  const image = pickImage(event.responsiveImage, event.image);
  const when = `${formatDate(event.date)}${event.time ? `, ${event.time}` : ""}`;
  return (
    <>
      <PageMeta
        page={event.title}
        description={`${when} at ${event.location}.`}
        image={image?.srcset ? image : null}
        structuredData={eventStructuredData(event, { timeZone, address, origin: publicUrl }, schoolName)}
      />
      <PageHero maxW="3xl" title={event.title}>
        {back}
      </PageHero>
      <Container as="article" maxW="3xl" py={{ base: "8", md: "12" }}>
        <Stack gap="6">
          <PreviewNotice item={event} />
          <Stack gap="4" p="5" borderRadius="lg" bg="school.50">
            <Fact icon={<CalendarDays aria-hidden size={20} />} label="Date">
              <time dateTime={event.date}>{formatDate(event.date)}</time>
            </Fact>
            {event.time && (
              <Fact icon={<Clock aria-hidden size={20} />} label="Time">
                {event.time}
              </Fact>
            )}
            <Fact icon={<MapPin aria-hidden size={20} />} label="Location">
              {event.location}
            </Fact>
            <HStack gap="3" flexWrap="wrap" pt="2">
              <AddToCalendarMenu
                event={{ ...event, description: event.descriptionText }}
                timeZone={timeZone}
                address={address}
              />
              <ShareButton
                label="Share"
                colorPalette="school"
                share={{ title: event.title, text: `${event.title}: ${when}, ${event.location}` }}
                sharedNotice={{ title: "Shared!", description: "Event has been shared successfully" }}
                copiedNotice={{ title: "URL Copied", description: "Event URL has been copied to clipboard" }}
              />
            </HStack>
          </Stack>
          {image && (
            <AspectRatio ratio={4 / 3} borderRadius="lg" overflow="hidden" bg="school.50">
              <ResponsiveImage
                image={image}
                alt={event.title}
                sizes="(min-width: 48rem) 48rem, 100vw"
                // Near the top on a phone, and usually the page's largest paint: fetched at once, not when scrolled to.
                eager
                objectFit="cover"
              />
            </AspectRatio>
          )}
          <RichText html={event.description} />
        </Stack>
        <PrintedFrom />
      </Container>
    </>
  );
}
