import {
  DEFAULT_EVENT_LENGTH_MS,
  googleCalendarUrl,
  icsFile,
  outlookCalendarUrl,
  parseClockTime,
  toCalendarItem,
} from "./calendar-links";

const ZONE = "Africa/Johannesburg";
const base = { title: "Sports Day", description: "Races", location: "Field", date: "2025-03-14" };

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
    const item = toCalendarItem({ ...base, time: "10:00 AM - 12:00 PM" }, ZONE);
    expect(item.start.toISOString()).toBe("2025-03-14T08:00:00.000Z");
    expect(item.end.toISOString()).toBe("2025-03-14T10:00:00.000Z");
  });

  it("defaults to 12:00 PM and one hour when the time is missing", () => {
    const item = toCalendarItem({ ...base, time: "" }, ZONE);
    expect(item.start.toISOString()).toBe("2025-03-14T10:00:00.000Z");
    expect(item.end.getTime() - item.start.getTime()).toBe(DEFAULT_EVENT_LENGTH_MS);
  });

  it("lasts one hour when only a start time is given", () => {
    const item = toCalendarItem({ ...base, time: "2:30 PM" }, ZONE);
    expect(item.start.toISOString()).toBe("2025-03-14T12:30:00.000Z");
    expect(item.end.toISOString()).toBe("2025-03-14T13:30:00.000Z");
  });

  it("handles 12 AM as midnight at the start of the day", () => {
    const item = toCalendarItem({ ...base, time: "12:00 AM" }, ZONE);
    expect(item.start.toISOString()).toBe("2025-03-13T22:00:00.000Z");
  });

  it("ignores an end time that is not after the start", () => {
    const item = toCalendarItem({ ...base, time: "3:00 PM - 1:00 PM" }, ZONE);
    expect(item.end.getTime() - item.start.getTime()).toBe(DEFAULT_EVENT_LENGTH_MS);
  });
});

describe("calendar links", () => {
  const item = toCalendarItem({ ...base, time: "10:00 AM - 12:00 PM" }, ZONE);

  it("builds a Google Calendar template link with text, dates, details and location", () => {
    const url = new URL(googleCalendarUrl(item));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Sports Day");
    expect(url.searchParams.get("dates")).toBe("20250314T080000Z/20250314T100000Z");
    expect(url.searchParams.get("details")).toBe("Races");
    expect(url.searchParams.get("location")).toBe("Field");
  });

  it("builds an Outlook compose link with subject, start, end, body and location", () => {
    const url = new URL(outlookCalendarUrl(item));
    expect(url.searchParams.get("subject")).toBe("Sports Day");
    expect(url.searchParams.get("startdt")).toBe("2025-03-14T08:00:00.000Z");
    expect(url.searchParams.get("enddt")).toBe("2025-03-14T10:00:00.000Z");
    expect(url.searchParams.get("body")).toBe("Races");
    expect(url.searchParams.get("location")).toBe("Field");
  });

  it("writes an .ics file named after the title with underscores", async () => {
    const file = await icsFile(toCalendarItem({ ...base, title: "End of Year Concert", time: "" }, ZONE));
    expect(file.fileName).toBe("End_of_Year_Concert.ics");
    expect(file.content).toContain("BEGIN:VEVENT");
    expect(file.content).toContain("SUMMARY:End of Year Concert");
    expect(file.content).toContain("DTSTART:20250314T100000Z");
    expect(file.content).toContain("DTEND:20250314T110000Z");
    expect(file.content).toContain("LOCATION:Field");
  });
});
