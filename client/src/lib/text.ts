/** News card excerpts and event card descriptions are cut at these lengths. */
export const NEWS_EXCERPT_MAX_CHARS = 120;
export const EVENT_DESCRIPTION_MAX_CHARS = 150;

/** The text cut to `max` characters plus an ellipsis, or unchanged when it already fits. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  return `${trimmed.slice(0, max).trimEnd()}...`;
}

/**
 * A text staff wrote with placeholders filled in: `{foundingYear}` in the footer line, `{intakeYear}`
 * in the admissions subtitle, so a fact is written once and changes everywhere. Unknown ones stay.
 */
export function fillPlaceholders(text: string, values: Record<string, string | number | undefined>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** A long text's paragraphs: blank lines separate them; single line breaks stay inside a paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
