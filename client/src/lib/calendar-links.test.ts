import {
  DEFAULT_EVENT_LENGTH_MS,
  googleCalendarUrl,
  icsFile,
  outlookCalendarUrl,
  parseClockTime,
  toCalendarItem,
} from "./calendar-links";
import ICAL from "ical.js";

const ZONE = "Africa/Johannesburg";
const ADDRESS = "Fife Ave, Berea 2198, Johannesburg";
const PLACE = { timeZone: ZONE, address: ADDRESS, origin: "https://school.example" };
const base = { id: "e1", title: "Sports Day", description: "Races", location: "Field", date: "2025-03-14" };

/** The one event of a calendar file, read by a real iCalendar parser. */
function parseEvent(content: string) {
  return new ICAL.Event(new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent")!);
}

describe("parseClockTime", () => {
  it("reads AM and PM times, adding 12 to PM hours below 12", () => {
    expect(parseClockTime("10:00 AM")).toEqual({ hours: 10, minutes: 0 });
    expect(parseClockTime("1:30 PM")).toEqual({ hours: 13, minutes: 30 });
    expect(parseClockTime("12:00 PM")).toEqual({ hours: 12, minutes: 0 });
  });

  it("turns 12 AM into hour 0", () => {
    expect(parseClockTime("12:15 AM")).toEqual({ hours: 0, minutes: 15 });
  });

  it("refuses text that is not a time", () => {
    expect(parseClockTime("")).toBeNull();
    expect(parseClockTime("all day")).toBeNull();
    expect(parseClockTime("13:00 PM")).toBeNull();
  });
});

describe("toCalendarItem", () => {
  it("starts at the time before ' - ' and ends at the time after it, in the school's zone", () => {
    const item = toCalendarItem({ ...base, time: "10:00 AM - 12:00 PM" }, PLACE);
    expect(item.start.toISOString()).toBe("2025-03-14T08:00:00.000Z");
    expect(item.end.toISOString()).toBe("2025-03-14T10:00:00.000Z");
  });

  it("defaults to 12:00 PM and one hour when the time is missing", () => {
    const item = toCalendarItem({ ...base, time: "" }, PLACE);
    expect(item.start.toISOString()).toBe("2025-03-14T10:00:00.000Z");
    expect(item.end.getTime() - item.start.getTime()).toBe(DEFAULT_EVENT_LENGTH_MS);
  });

  it("lasts one hour when only a start time is given", () => {
    const item = toCalendarItem({ ...base, time: "2:30 PM" }, PLACE);
    expect(item.start.toISOString()).toBe("2025-03-14T12:30:00.000Z");
    expect(item.end.toISOString()).toBe("2025-03-14T13:30:00.000Z");
  });

  it("handles 12 AM as midnight at the start of the day", () => {
    const item = toCalendarItem({ ...base, time: "12:00 AM" }, PLACE);
    expect(item.start.toISOString()).toBe("2025-03-13T22:00:00.000Z");
  });

  it("ignores an end time that is not after the start", () => {
    const item = toCalendarItem({ ...base, time: "3:00 PM - 1:00 PM" }, PLACE);
    expect(item.end.getTime() - item.start.getTime()).toBe(DEFAULT_EVENT_LENGTH_MS);
  });
});

describe("calendar links", () => {
  const item = toCalendarItem({ ...base, time: "10:00 AM - 12:00 PM" }, PLACE);

  it("builds a Google Calendar template link with text, dates, details and location", () => {
    const url = new URL(googleCalendarUrl(item));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Sports Day");
    expect(url.searchParams.get("dates")).toBe("20250314T080000Z/20250314T100000Z");
    expect(url.searchParams.get("details")).toBe("Races\n\nhttps://school.example/events/e1");
    expect(url.searchParams.get("location")).toBe(`Field, ${ADDRESS}`);
  });

  it("builds an Outlook compose link with subject, start, end, body and location", () => {
    const url = new URL(outlookCalendarUrl(item));
    expect(url.searchParams.get("subject")).toBe("Sports Day");
    expect(url.searchParams.get("startdt")).toBe("2025-03-14T08:00:00.000Z");
    expect(url.searchParams.get("enddt")).toBe("2025-03-14T10:00:00.000Z");
    expect(url.searchParams.get("body")).toBe("Races\n\nhttps://school.example/events/e1");
    expect(url.searchParams.get("location")).toBe(`Field, ${ADDRESS}`);
  });

  it("writes an .ics file named after the title with underscores", async () => {
    const file = await icsFile(toCalendarItem({ ...base, title: "End of Year Concert", time: "" }, PLACE));
    expect(file.fileName).toBe("End_of_Year_Concert.ics");
    expect(file.content).toContain("BEGIN:VEVENT");
    expect(file.content).toContain("SUMMARY:End of Year Concert");
    expect(file.content).toContain("DTSTART:20250314T100000Z");
    expect(file.content).toContain("DTEND:20250314T110000Z");
    expect(file.content).toContain("LOCATION:Field");
  });

  it("gives every download of an event the same UID, built from the event's id and the site's host", async () => {
    const first = await icsFile(toCalendarItem({ ...base, time: "" }, PLACE));
    const second = await icsFile(toCalendarItem({ ...base, time: "" }, PLACE));
    expect(parseEvent(first.content).uid).toBe("e1@school.example");
    expect(parseEvent(second.content).uid).toBe("e1@school.example");
    const other = await icsFile(toCalendarItem({ ...base, id: "e2", time: "" }, PLACE));
    expect(parseEvent(other.content).uid).toBe("e2@school.example");
  });

  it("writes the event page's address and the location followed by the school's address", async () => {
    const file = await icsFile(toCalendarItem({ ...base, location: "School Hall", time: "" }, PLACE));
    const event = parseEvent(file.content);
    expect(event.component.getFirstPropertyValue("url")).toBe("https://school.example/events/e1");
    expect(event.location).toBe(`School Hall, ${ADDRESS}`);
    expect(event.summary).toBe("Sports Day");
  });
});

describe("the calendar entry's location", () => {
  it("does not repeat the school's address when the location already holds it", () => {
    const location = `School Hall, ${ADDRESS}`;
    expect(toCalendarItem({ ...base, location, time: "" }, PLACE).location).toBe(location);
    expect(toCalendarItem({ ...base, location: "fife ave,  berea 2198, johannesburg", time: "" }, PLACE).location).toBe(
      "fife ave,  berea 2198, johannesburg",
    );
  });

  it("is the location alone while the school's address is unknown", () => {
    expect(toCalendarItem({ ...base, time: "" }, { ...PLACE, address: undefined }).location).toBe("Field");
  });
});
