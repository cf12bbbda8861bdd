import { EmptyState, ErrorState } from "./ui/state-message";

export type ContentKind = "news" | "events" | "announcements";

const NAMES: Record<ContentKind, { title: string; noun: string }> = {
  news: { title: "News", noun: "news" },
  events: { title: "Events", noun: "events" },
  announcements: { title: "Announcements", noun: "announcements" },
};

/** A list that could not load: 'Error Loading News / Events / Announcements', with a retry. */
export function ContentLoadError({ kind, onRetry }: { kind: ContentKind; onRetry: () => void }) {
  const { title, noun } = NAMES[kind];
  return (
    <ErrorState
      title={`Error Loading ${title}`}
      message={`There was a problem loading the ${noun}. Please try again later.`}
      onRetry={onRetry}
    />
  );
}

/** A list with nothing in it yet: 'No News / Events / Announcements Available'. */
export function ContentEmpty({ kind }: { kind: ContentKind }) {
  const { title, noun } = NAMES[kind];
  return <EmptyState title={`No ${title} Available`} message={`Check back soon for new ${noun}.`} />;
}
