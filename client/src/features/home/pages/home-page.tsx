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

export function HomePage() {
  const news = useHomeNews();
  const events = useHomeEvents();
  const announcements = useHomeAnnouncements();

  return (
    <>
      <PageMeta
        page="Home"
        description="A girls' preparatory primary school in Berea, Johannesburg: news, events, announcements and admissions."
      />
      <HeroSlideshow />
      <AboutSection />
      <CarouselSection
        kind="news"
        title="Latest News"
        viewAllTo={paths.news}
        items={news.data?.news.nodes}
        loading={news.loading}
        error={news.error}
        refetch={news.refetch}
        renderItem={(item) => <NewsCard news={item} />}
        tinted
      />
      <CarouselSection
        kind="events"
        title="Upcoming Events"
        viewAllTo={paths.events}
        items={events.data?.events.nodes}
        loading={events.loading}
        error={events.error}
        refetch={events.refetch}
        renderItem={(item) => <EventCard event={item} />}
      />
      <CarouselSection
        kind="announcements"
        title="Announcements"
        viewAllTo={paths.announcements}
        items={announcements.data?.announcements.nodes}
        loading={announcements.loading}
        error={announcements.error}
        refetch={announcements.refetch}
        renderItem={(item) => <AnnouncementCard announcement={item} />}
        tinted
      />
    </>
  );
}
