import { Box, Center } from "@chakra-ui/react";
import { useSchoolIdentity } from "../../../api/school-identity";
import { AnnouncementCard } from "../../../components/cards/announcement-card";
import { EventCard } from "../../../components/cards/event-card";
import { NewsCard } from "../../../components/cards/news-card";
import { HydrateWhenSeen } from "../../../components/hydrate-when-seen";
import { PageMeta } from "../../../components/page-meta";
import { PageContentError } from "../../../components/page-content";
import { LoadingState, retry } from "../../../components/ui/state-message";
import { SCHOOL_CREST } from "../../../config/assets";
import { announcementsPaths } from "../../announcements/paths";
import { eventsPaths } from "../../events/paths";
import { newsPaths } from "../../news/paths";
import { usePublicUrl } from "../../../lib/page-context";
import { useHomeAnnouncements } from "../api/home-announcements";
import { useHomeContent } from "../api/home-content";
import { useHomeEvents } from "../api/home-events";
import { useHomeNews } from "../api/home-news";
import { AboutSection } from "../components/about-section";
import { CarouselSection } from "../components/carousel-section";
import { HeroSlideshow } from "../components/hero-slideshow";

/** The hero and the story: the school's own words, with a hero-sized space for them while they load. */
function Welcome() {
  const { data, error, refetch } = useHomeContent();
  if (data) {
    return (
      <>
        <HeroSlideshow home={data.homeContent} foundingYear={data.school.foundingYear} />
        <HydrateWhenSeen>
          <AboutSection home={data.homeContent} missionValues={data.missionValuesContent} />
        </HydrateWhenSeen>
      </>
    );
  }
  return (
    <Center as="section" aria-label="Welcome" h="100svh" minH="34rem" bg="school.900" px="4">
      <Box bg="bg" borderRadius="lg" px="6" w="full" maxW="md">
        {error ? (
          <Box py="6">
            <PageContentError onRetry={retry(refetch)} />
          </Box>
        ) : (
          <LoadingState label="Loading page" />
        )}
      </Box>
    </Center>
  );
}

// Each row asks for its own data, so an answer redraws that row only, not the whole page.
function LatestNews() {
  const { data, loading, error, refetch } = useHomeNews();
  return (
    <CarouselSection
      kind="news"
      title="Latest News"
      viewAllTo={newsPaths.list}
      items={data?.news.nodes}
      loading={loading}
      error={error}
      refetch={refetch}
      renderItem={(item) => <NewsCard news={item} />}
      tinted
    />
  );
}

function UpcomingEvents() {
  const { data, loading, error, refetch } = useHomeEvents();
  return (
    <CarouselSection
      kind="events"
      title="Upcoming Events"
      viewAllTo={eventsPaths.list}
      items={data?.events.nodes}
      loading={loading}
      error={error}
      refetch={refetch}
      renderItem={(item) => <EventCard event={item} />}
    />
  );
}

function LatestAnnouncements() {
  const { data, loading, error, refetch } = useHomeAnnouncements();
  return (
    <CarouselSection
      kind="announcements"
      title="Announcements"
      viewAllTo={announcementsPaths.list}
      items={data?.announcements.nodes}
      loading={loading}
      error={error}
      refetch={refetch}
      renderItem={(item) => <AnnouncementCard announcement={item} />}
      tinted
    />
  );
}

/** What search engines read about the school itself (schema.org EducationalOrganization). */
function useSchoolStructuredData(): object | undefined {
  const school = useSchoolIdentity().data?.school;
  const publicUrl = usePublicUrl();
  if (!school) return undefined;
  return {
    "@type": "EducationalOrganization",
    name: school.name,
    slogan: school.motto,
    logo: `${publicUrl}${SCHOOL_CREST}`,
    address: school.address,
    telephone: school.phone,
    email: school.email,
    ...(school.foundingYear ? { foundingDate: String(school.foundingYear) } : {}),
    sameAs: school.socialLinks.map((link) => link.url),
  };
}

export function HomePage() {
  return (
    <>
      <PageMeta
        page="Home"
        description="A girls' preparatory primary school in Berea, Johannesburg: news, events, announcements and admissions."
        structuredData={useSchoolStructuredData()}
      />
      <Welcome />
      <HydrateWhenSeen>
        <LatestNews />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <UpcomingEvents />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <LatestAnnouncements />
      </HydrateWhenSeen>
    </>
  );
}
