import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { Router } from "express";
import type { Response } from "express";
import ical, { ICalEventStatus } from "ical-generator";
import { Field, ObjectType } from "type-graphql";
import type { SchoolIdentity } from "../../config";
import type { CalendarEntry, EventService } from "./event.service";

/** Calendar apps poll a subscription; an hour is what Google and Apple honour at best anyway. */
const REFRESH_SECONDS = 60 * 60;
/** A cancellation or a new event reaches a polling app within five minutes of leaving the server. */
const FEED_CACHE = "public, max-age=300";
/** An event whose time text has no start starts at 12:00 PM; one without a later end lasts an hour. */
const DEFAULT_START_MINUTES = 12 * 60;
const DEFAULT_LENGTH_MINUTES = 60;
const CLOCK = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/;

@ObjectType({ description: "A calendar parents can subscribe to in their calendar app (iCalendar, kept up to date)." })
export class EventCalendar {
  @Field(() => String, { nullable: true, description: "The category of its events; null: every event." })
  category!: string | null;

  @Field(() => String, { description: "Its address on this site, e.g. /calendar/term-dates.ics." })
  path!: string;
}

/** 'Term Dates' → 'term-dates'; 'Café & Chess' → 'cafe-chess'. */
function slugOf(category: string): string {
  const slug = category
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "events";
}

/** Where the calendar of `category` (every event: null) is served. */
export function calendarPath(category: string | null): string {
  return category === null ? "/calendar.ics" : `/calendar/${slugOf(category)}.ics`;
}

/** '10:00 AM' → 600, '12:15 AM' → 15; null for anything else. */
function minutesOf(clock: string | undefined): number | null {
  const match = clock ? CLOCK.exec(clock) : null;
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3].toUpperCase() === "PM" ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

/** The day plus minutes after its midnight, as wall-clock text in the school's zone: 2026-12-01T10:00:00. */
function wallClock(date: string, minutes: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day, 0, minutes)).toISOString().slice(0, 19);
}

/**
 * The event's start and end in the school's zone, read from its time text ('10:00 AM - 12:00 PM'):
 * as the site's 'Add to Calendar' reads it, the start is the text before ' - ' (12:00 PM when missing),
 * the end the text after it when later, else an hour after the start.
 */
function eventTimes(date: string, time: string): { start: string; end: string } {
  const [startText, endText] = time.split(" - ");
  const start = minutesOf(startText) ?? DEFAULT_START_MINUTES;
  const statedEnd = minutesOf(endText);
  const end = statedEnd !== null && statedEnd > start ? statedEnd : start + DEFAULT_LENGTH_MINUTES;
  return { start: wallClock(date, start), end: wallClock(date, end) };
}

/** 'School Hall' → 'School Hall, <the school's address>', which a phone's calendar can give directions to. */
function placeWithAddress(location: string, address: string): string {
  return location.toLowerCase().includes(address.toLowerCase()) ? location : `${location}, ${address}`;
}

interface CalendarOptions {
  school: SchoolIdentity;
  origin: string;
  category: string | null;
}

/**
 * One iCalendar feed (RFC 5545: CRLF, lines folded at 75 octets, times in the school's zone with its
 * VTIMEZONE). A UID stays an event's for ever, so an app updates its entry; SEQUENCE grows with every
 * save, and once more when it is cancelled.
 */
function renderCalendar(entries: CalendarEntry[], { school, origin, category }: CalendarOptions): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name: category === null ? `${school.name} events` : `${school.name}: ${category}`,
    description: category === null ? `Every event at ${school.name}` : `${category} events at ${school.name}`,
    prodId: { company: school.name, product: "School website", language: "EN" },
    url: `${origin}/events`,
    source: `${origin}${calendarPath(category)}`,
    ttl: REFRESH_SECONDS,
  });
  for (const { event, cancelled } of entries) {
    const url = `${origin}/events/${event.id}`;
    calendar.createEvent({
      id: `${event.id}@${host}`,
      sequence: event.version - 1 + (cancelled ? 1 : 0),
      stamp: event.deletedAt ?? event.updatedAt,
      created: event.createdAt,
      lastModified: event.deletedAt ?? event.updatedAt,
      timezone: school.timeZone,
      ...eventTimes(event.date, event.time),
      summary: event.title,
      description: `${event.descriptionText}\n\n${url}`,
      location: placeWithAddress(event.location, school.address),
      url,
      categories: [{ name: event.category }],
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // With a zone of its own, ical-generator would write DTSTAMP in that zone, where RFC 5545 wants UTC:
  // the calendar keeps none, each event names the school's, and the zone (its name for Google and
  // Outlook, its definition) goes in after the calendar's properties, before its first component.
  // Every line ends with CRLF, the last one too (ical-generator leaves that one off).
  const vtimezone = getVtimezoneComponent(school.timeZone)?.trim().split(/\r?\n/).join("\r\n");
  const zone = [`X-WR-TIMEZONE:${school.timeZone}`, ...(vtimezone ? [vtimezone] : [])].join("\r\n");
  return `${calendar.toString()}\r\n`.replace(/(BEGIN:VEVENT\r\n|END:VCALENDAR\r\n)/, `${zone}\r\n$1`);
}

/**
 * `/calendar.ics` (every event) and `/calendar/<category>.ics`, for calendar apps to subscribe to
 * (webcal:); their links start with the configured public origin, never the request's Host.
 */
export function eventCalendarRoutes(events: EventService, school: SchoolIdentity, origin: string): Router {
  const router = Router();
  const send = (res: Response, body: string) =>
    res.type("text/calendar; charset=utf-8").set("Cache-Control", FEED_CACHE).send(body);
  router.get("/calendar.ics", async (_req, res, next) => {
    try {
      send(res, renderCalendar(await events.calendar(), { school, origin, category: null }));
    } catch (error) {
      next(error);
    }
  });
  router.get("/calendar/:file", async (req, res, next) => {
    try {
      const slug = /^([a-z0-9-]+)\.ics$/.exec(req.params.file)?.[1];
      const entries = slug ? await events.calendar() : [];
      const chosen = entries.filter(({ event }) => slugOf(event.category) === slug);
      if (chosen.length === 0) {
        res.status(404).type("text/plain").send("No such calendar");
        return;
      }
      send(res, renderCalendar(chosen, { school, origin, category: chosen[0].event.category }));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
