import { eventPath } from "../features/events/paths";
import { instantIn } from "./dates";

/** What an event gives a calendar entry. */
export interface CalendarSource {
  id: string;
  title: string;
  description: string;
  location: string;
  /** yyyy-mm-dd */
  date: string;
  /** Display text such as '10:00 AM - 12:00 PM'; may be empty. */
  time: string;
}

/** Where the entry comes from: the school's zone and address, and the site's origin. */
export interface CalendarPlace {
  timeZone: string;
  /** The school's street address; may be missing while the school's identity loads. */
  address?: string;
  /** Such as https://school.example (window.location.origin). */
  origin: string;
}

export interface CalendarItem {
  /** Stays the same for an event, so a second download updates the entry instead of adding another (RFC 5545 UID). */
  uid: string;
  title: string;
  description: string;
  location: string;
  /** The event's page on the site. */
  url: string;
  start: Date;
  end: Date;
}

/** An event without a start time starts at 12:00 PM and lasts one hour. */
const DEFAULT_START = { hours: 12, minutes: 0 } as const;
export const DEFAULT_EVENT_LENGTH_MS = 60 * 60 * 1000;

const CLOCK = /^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp][Mm])?\s*$/;

/** '10:00 AM' → 10:00, '1:30 PM' → 13:30, '12:15 AM' → 00:15; null for text that is not a time. */
export function parseClockTime(text: string): { hours: number; minutes: number } | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] ? Number(match[2]) : 0;
  const meridiem = match[3]?.toUpperCase();
  if (minutes > 59 || hours > 23 || (meridiem && (hours < 1 || hours > 12))) return null;
  if (meridiem === "PM" && hours < 12) hours += 12;
  if (meridiem === "AM" && hours === 12) hours = 0;
  return { hours, minutes };
}

/** The instant a wall-clock time on a day in the school's zone happens. */
function zonedTime(date: string, hours: number, minutes: number, timeZone: string): Date {
  const clock = `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
  return instantIn(`${date}T${clock}`, timeZone);
}

const comparable = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** 'School Hall' → 'School Hall, <address>'; a location that already holds the address stays as it is. */
function locationWithAddress(location: string, address: string | undefined): string {
  const place = location.trim();
  if (!address?.trim()) return place;
  if (!place) return address.trim();
  if (comparable(place).includes(comparable(address))) return place;
  return `${place}, ${address.trim()}`;
}

/**
 * The start is the date plus the text before ' - ' (12:00 PM when missing); the end
 * is the text after ' - ' when it is a later time, else one hour after the start.
 */
export function toCalendarItem(event: CalendarSource, { timeZone, address, origin }: CalendarPlace): CalendarItem {
  const [startText = "", endText = ""] = event.time.split(" - ");
  const startClock = parseClockTime(startText) ?? DEFAULT_START;
  const start = zonedTime(event.date, startClock.hours, startClock.minutes, timeZone);
  const endClock = parseClockTime(endText);
  const statedEnd = endClock ? zonedTime(event.date, endClock.hours, endClock.minutes, timeZone) : null;
  const end = statedEnd && statedEnd > start ? statedEnd : new Date(start.getTime() + DEFAULT_EVENT_LENGTH_MS);
  return {
    uid: `${event.id}@${new URL(origin).host}`,
    title: event.title,
    description: event.description,
    location: locationWithAddress(event.location, address),
    url: new URL(eventPath(event.id), origin).href,
    start,
    end,
  };
}

/** 2025-03-07T08:00:00.000Z → 20250307T080000Z */
function compactUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The description, then the event page's address, for links that have no field of their own for it. */
function detailsWithUrl(item: CalendarItem): string {
  return item.description ? `${item.description}\n\n${item.url}` : item.url;
}

export function googleCalendarUrl(item: CalendarItem): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: item.title,
    dates: `${compactUtc(item.start)}/${compactUtc(item.end)}`,
    details: detailsWithUrl(item),
    location: item.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarUrl(item: CalendarItem): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: item.title,
    startdt: item.start.toISOString(),
    enddt: item.end.toISOString(),
    body: detailsWithUrl(item),
    location: item.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}

function utcArray(date: Date): [number, number, number, number, number] {
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
}

/**
 * The .ics file of the event: its name is the title with spaces replaced by underscores, and its
 * UID is the event's, so importing it again updates the entry. The
 * library that writes it is most of the event page's code, so it loads only when a visitor asks.
 */
export async function icsFile(item: CalendarItem): Promise<{ fileName: string; content: string }> {
  const { createEvent } = await import("ics");
  const { error, value } = createEvent({
    uid: item.uid,
    url: item.url,
    title: item.title,
    description: item.description,
    location: item.location,
    start: utcArray(item.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: utcArray(item.end),
    endInputType: "utc",
    endOutputType: "utc",
  });
  if (error || !value) throw error ?? new Error("Could not create the calendar file");
  return { fileName: `${item.title.replace(/ /g, "_")}.ics`, content: value };
}

/** Where a calendar app subscribes to a feed, and the one-line how-to shown beside each. */
export interface SubscriptionLinks {
  /** Opens Google Calendar's "add by URL" with the feed filled in. */
  google: string;
  /** webcal: — Apple's Calendar (iPhone, iPad, Mac) asks to subscribe. */
  apple: string;
  /** Opens Outlook on the web's "subscribe from web". */
  outlook: string;
  /** The feed itself, for any other app. */
  feed: string;
}

/** The links that subscribe to the calendar feed at `path` (e.g. /calendar.ics) of the site at `origin`. */
export function subscriptionLinks(origin: string, path: string, name: string): SubscriptionLinks {
  const feed = new URL(path, origin).href;
  const webcal = feed.replace(/^https?:/, "webcal:");
  return {
    google: `https://calendar.google.com/calendar/r?${new URLSearchParams({ cid: webcal }).toString()}`,
    apple: webcal,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({ url: feed, name }).toString()}`,
    feed,
  };
}
