/**
 * A formatter per time zone, built on first use in that zone: any one costs far more to build than to
 * use, which a page rendered on the server does many times.
 */
function zonedFormat(locale: string, options: Intl.DateTimeFormatOptions): (timeZone: string) => Intl.DateTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = byZone.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      byZone.set(timeZone, formatter);
    }
    return formatter;
  };
}

const dayMonthYear = zonedFormat("en-ZA", { day: "numeric", month: "long", year: "numeric" });
const mediumDateTime = zonedFormat("en-ZA", { dateStyle: "medium", timeStyle: "short" });
const wallClock = zonedFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

// A calendar day (yyyy-mm-dd) is written with en-ZA's names (dates.test.ts holds them to Intl's), not with
// Intl: a page's first Intl formatter loads the locale's data, a single 65 ms task on our 2-core test
// machine while a page hydrates, and most public pages need a zone only for the footer's year.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const WEEKDAYS_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function utcDay(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** "2025-03-07" → "7 March 2025"; read as UTC so the day never shifts with the browser's zone. */
export function formatDate(isoDate: string): string {
  const date = utcDay(isoDate);
  return `${dayMonth(date)} ${date.getUTCFullYear()}`;
}

/** "7 March", of a calendar day read as UTC. */
function dayMonth(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** A date-time (e.g. an upload time) as the day it fell on in the school's zone. */
export function formatDateTime(iso: string, timeZone = "Africa/Johannesburg"): string {
  return dayMonthYear(timeZone).format(new Date(iso));
}

/** An instant as staff read it in the school's zone: "5 Mar 2025, 10:15". */
export function formatInstant(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return "";
  return mediumDateTime(timeZone).format(new Date(iso));
}

/** "2025-03-07" → { month: "Mar", day: "7", weekday: "Fri" }, for date badges. */
export function dateParts(isoDate: string): { month: string; day: string; weekday: string } {
  const date = utcDay(isoDate);
  return {
    month: MONTHS_SHORT[date.getUTCMonth()],
    day: String(date.getUTCDate()),
    weekday: WEEKDAYS_SHORT[date.getUTCDay()],
  };
}

/** A month as "yyyy-mm". */
export type MonthKey = string;

/** The month a yyyy-mm-dd day falls in. */
export function monthOf(isoDate: string): MonthKey {
  return isoDate.slice(0, 7);
}

export function isMonthKey(value: string | null): value is MonthKey {
  return !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export function shiftMonth(key: MonthKey, by: number): MonthKey {
  const [year, month] = key.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

export function formatMonth(key: MonthKey): string {
  const [year, month] = key.split("-").map(Number);
  return `${MONTHS[month - 1]} ${year}`;
}

/** First and last day of the month, yyyy-mm-dd. */
export function monthRange(key: MonthKey): { from: string; to: string } {
  const [year, month] = key.split("-").map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${key}-01`, to: `${key}-${String(last).padStart(2, "0")}` };
}

/** The weeks of a month view starting on Monday: yyyy-mm-dd, or null for days outside the month. */
export function monthGrid(key: MonthKey): (string | null)[][] {
  const [year, month] = key.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const leading = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${key}-${String(day).padStart(2, "0")}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/**
 * Today (yyyy-mm-dd) on the wall calendar of `timeZone`, as the server decides it: the browser's
 * own date may already be tomorrow, or still yesterday, where the school is.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return nowIn(timeZone, now).slice(0, 10);
}

/** No zone's clock is further than this from UTC (UTC−12 to UTC+14). */
const FURTHEST_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * The year on the wall calendar of `timeZone`. Away from New Year it is UTC's in every zone, so the
 * zone's data (Intl, a long task the first time) is loaded only in the hours around it.
 */
export function yearIn(timeZone: string, now: Date = new Date()): string {
  const year = now.getUTCFullYear();
  const sinceNewYear = now.getTime() - Date.UTC(year, 0, 1);
  const untilNewYear = Date.UTC(year + 1, 0, 1) - now.getTime();
  if (sinceNewYear >= FURTHEST_ZONE_MS && untilNewYear > FURTHEST_ZONE_MS) return String(year);
  return todayIn(timeZone, now).slice(0, 4);
}

/** Now (yyyy-mm-ddTHH:mm) on the wall clock of `timeZone`: how staff write a deadline in school time. */
export function nowIn(timeZone: string, now: Date = new Date()): string {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant a wall-clock time (yyyy-mm-ddTHH:mm) of `timeZone` names: the inverse of nowIn. */
export function instantIn(localDateTime: string, timeZone: string): Date {
  const asUtc = Date.parse(`${localDateTime}:00Z`);
  // The zone's offset at the guess, then again at the corrected time (they differ only across a DST change).
  const offsetAt = (instant: number) => Date.parse(`${nowIn(timeZone, new Date(instant))}:00Z`) - instant;
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** "2025-07-11T08:00" (school time) → "11 July 2025 at 08:00". */
export function formatLocalDateTime(localDateTime: string): string {
  return `${formatDate(localDateTime.slice(0, 10))} at ${localDateTime.slice(11, 16)}`;
}

/**
 * A day or a period, the year said once where it can be: "11 July 2025", "11–14 August 2025",
 * "11 July – 14 August 2025", "20 December 2025 – 10 January 2026".
 */
export function formatPeriod(startDate: string, endDate?: string | null): string {
  if (!endDate || endDate === startDate) return formatDate(startDate);
  if (startDate.slice(0, 4) !== endDate.slice(0, 4)) return `${formatDate(startDate)} – ${formatDate(endDate)}`;
  if (startDate.slice(0, 7) === endDate.slice(0, 7)) return `${utcDay(startDate).getUTCDate()}–${formatDate(endDate)}`;
  return `${dayMonth(utcDay(startDate))} – ${formatDate(endDate)}`;
}
