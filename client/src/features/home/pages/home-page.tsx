import { AnnouncementCard } from "../../../components/cards/announcement-card";
import { EventCard } from "../../../components/cards/event-card";
import { NewsCard } from "../../../components/cards/news-card";
import { PageMeta } from "../../../components/page-meta";
import { paths } from "../../../config/paths";
import { useHomeAnnouncements } from "../api/home-announcements";
import { useHomeEvents } from "../api/home-events";
import { useHomeNews } from "../api/home-news";
import { AboutSection } from "../components/about-section";
import { CarouselSection } from "../components/carousel-section";
import { HeroSlideshow } from "../components/hero-slideshow";

// Each row asks for its own data, so an answer redraws that row only, not the whole page.
function LatestNews() {
  const { data, loading, error, refetch } = useHomeNews();
  return (
    <CarouselSection
      kind="news"
      title="Latest News"
      viewAllTo={paths.news}
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
      viewAllTo={paths.events}
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
      viewAllTo={paths.announcements}
      items={data?.announcements.nodes}
      loading={loading}
      error={error}
      refetch={refetch}
      renderItem={(item) => <AnnouncementCard announcement={item} />}
      tinted
    />
  );
}

export function HomePage() {
  return (
    <>
      <PageMeta
        page="Home"
        description="A girls' preparatory primary school in Berea, Johannesburg: news, events, announcements and admissions."
      />
      <HeroSlideshow />
      <AboutSection />
      <LatestNews />
      <UpcomingEvents />
      <LatestAnnouncements />
    </>
  );
}
