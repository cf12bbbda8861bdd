import { Alert } from "@chakra-ui/react";
import { useSchoolTimeZone } from "../../api/school-identity";
import { formatInstant } from "../../lib/dates";
import { usePreviewToken } from "../../lib/preview-link";
import { publicationStateOf } from "../../lib/publication";

/**
 * Staff opening an item parents cannot see (a draft, a scheduled or an ended one), or anyone opening
 * it through a shared preview link, are told so above the page exactly as it will look; parents never
 * reach such a page. A page opened through a preview link is kept out of search engines.
 */
export function PreviewNotice({ item }: { item: { publishedAt?: string | null; expiresAt?: string | null } }) {
  const timeZone = useSchoolTimeZone();
  const shared = usePreviewToken() !== null;
  const state = publicationStateOf(item);
  // Only the state's own text is written: a published item's page formats no date (and loads no Intl data).
  const descriptions = {
    PUBLISHED: () => null,
    DRAFT: () =>
      shared
        ? "This is a draft, shared with you through a preview link: parents cannot see it yet."
        : "This is a draft: only signed-in staff can see it.",
    SCHEDULED: () => `Scheduled: parents see it from ${formatInstant(item.publishedAt, timeZone)}.`,
    EXPIRED: () => `Ended ${formatInstant(item.expiresAt, timeZone)}: parents no longer see it.`,
  };
  const description = descriptions[state]();
  return (
    <>
      {shared && (
        <>
          <meta name="robots" content="noindex" />
          {/* The token is in the address: links followed from the page must not pass it on. */}
          <meta name="referrer" content="no-referrer" />
        </>
      )}
      {description && (
        <Alert.Root status="info" variant="surface">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Preview</Alert.Title>
            <Alert.Description>{description}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </>
  );
}
