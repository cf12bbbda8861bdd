import type { Weekday } from "../gql/graphql";

/** One day of the office's week as the API gives it: closed when it has no times. */
export interface OfficeDay {
  day: Weekday;
  opens?: string | null;
  closes?: string | null;
}

/** A line of the office hours table: "Monday to Thursday", "07:30 AM – 12:00 PM". */
export interface OfficeHoursLine {
  days: string;
  hours: string;
}

const dayName = (day: Weekday) => day.charAt(0) + day.slice(1).toLowerCase();

/** "07:30" → "07:30 AM", "23:30" → "11:30 PM", "12:00" → "12:00 PM". */
export function formatOfficeTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, "0")}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

function hoursOf(day: OfficeDay): string {
  return day.opens && day.closes ? `${formatOfficeTime(day.opens)} – ${formatOfficeTime(day.closes)}` : "Closed";
}

function daysLabel(first: Weekday, last: Weekday, count: number): string {
  if (count === 1) return dayName(first);
  return `${dayName(first)} ${count === 2 ? "and" : "to"} ${dayName(last)}`;
}

/** The week (Monday first) as lines of consecutive days with the same hours. */
export function groupOfficeHours(week: readonly OfficeDay[]): OfficeHoursLine[] {
  const runs: { first: Weekday; last: Weekday; count: number; hours: string }[] = [];
  for (const day of week) {
    const hours = hoursOf(day);
    const run = runs.at(-1);
    if (run && run.hours === hours) {
      run.last = day.day;
      run.count += 1;
    } else runs.push({ first: day.day, last: day.day, count: 1, hours });
  }
  return runs.map((run) => ({ days: daysLabel(run.first, run.last, run.count), hours: run.hours }));
}
