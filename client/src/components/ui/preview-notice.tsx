import { Alert } from "@chakra-ui/react";
import { useSchoolTimeZone } from "../../api/school-identity";
import { formatInstant } from "../../lib/dates";
import { publicationStateOf } from "../../lib/publication";

/**
 * Staff opening an item parents cannot see (a draft, a scheduled or an ended one) are told so, above
 * the page exactly as it will look; parents never reach such a page.
 */
export function PreviewNotice({ item }: { item: { publishedAt?: string | null; expiresAt?: string | null } }) {
  const timeZone = useSchoolTimeZone();
  const state = publicationStateOf(item);
  if (state === "PUBLISHED") return null;
  const description = {
    DRAFT: "This is a draft: only signed-in staff can see it.",
    SCHEDULED: `Scheduled: parents see it from ${formatInstant(item.publishedAt, timeZone)}.`,
    EXPIRED: `Ended ${formatInstant(item.expiresAt, timeZone)}: parents no longer see it.`,
  }[state];
  return (
    <Alert.Root status="info" variant="surface">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Preview</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
