/** News card excerpts and event card descriptions are cut at these lengths. */
export const NEWS_EXCERPT_MAX_CHARS = 120;
export const EVENT_DESCRIPTION_MAX_CHARS = 150;

/** The text cut to `max` characters plus an ellipsis, or unchanged when it already fits. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  return `${trimmed.slice(0, max).trimEnd()}...`;
}
