import { EmptyState, ErrorState } from "./ui/state-message";

/** What a list holds, plural and lower case ("news", "events", "sports fixtures"). */
export type ContentKind = string;

/** "sports fixtures" → "Sports Fixtures", as the states' titles say it. */
const titleOf = (noun: ContentKind) => noun.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** A list that could not load: 'Error Loading News / Events / Announcements', with a retry. */
export function ContentLoadError({ kind, onRetry }: { kind: ContentKind; onRetry: () => void }) {
  return (
    <ErrorState
      title={`Error Loading ${titleOf(kind)}`}
      message={`There was a problem loading the ${kind}. Please try again later.`}
      onRetry={onRetry}
    />
  );
}

/** A list with nothing in it yet: 'No News / Events / Announcements Available'. */
export function ContentEmpty({ kind }: { kind: ContentKind }) {
  return <EmptyState title={`No ${titleOf(kind)} Available`} message={`Check back soon for new ${kind}.`} />;
}
