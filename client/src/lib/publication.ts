import type { PublicationState } from "../gql/graphql";

/** Where an item stands for the public at `now`, from its publication times (as the server decides it). */
export function publicationStateOf(
  { publishedAt, expiresAt }: { publishedAt?: string | null; expiresAt?: string | null },
  now: Date = new Date(),
): PublicationState {
  if (!publishedAt) return "DRAFT";
  if (new Date(publishedAt) > now) return "SCHEDULED";
  if (expiresAt && new Date(expiresAt) <= now) return "EXPIRED";
  return "PUBLISHED";
}
