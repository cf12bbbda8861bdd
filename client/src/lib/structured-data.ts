import { nowIn } from "./dates";

/** JSON for a script element: `<` escaped, so no text in it can close the element. */
export function jsonLdText(data: object): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
}

/** An instant as ISO 8601 with the zone's offset (2026-03-07T10:00:00+02:00): the school's own wall-clock time. */
export function zonedIso(instant: Date, timeZone: string): string {
  const wall = nowIn(timeZone, instant);
  const offsetMinutes = Math.round(
    (Date.parse(`${wall}:00Z`) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000,
  );
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${wall}:00${sign}${hours}:${minutes}`;
}
