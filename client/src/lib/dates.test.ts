import { LATE_EVENING_UTC, setBrowserClock } from "../test/clock";
import {
  dateParts,
  formatDate,
  formatLocalDateTime,
  formatMonth,
  formatPeriod,
  instantIn,
  monthOf,
  nowIn,
  todayIn,
  yearIn,
} from "./dates";
import type * as Dates from "./dates";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Every day from `from` to `to` (yyyy-mm-dd), both included. */
function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

describe("calendar days", () => {
  it("are written as Intl writes them in en-ZA, every day of 2020 to 2030", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-ZA", { ...options, timeZone: "UTC" });
    const dayMonthYear = intl({ day: "numeric", month: "long", year: "numeric" });
    const dayMonth = intl({ day: "numeric", month: "long" });
    const monthShort = intl({ month: "short" });
    const weekdayShort = intl({ weekday: "short" });
    const monthYear = intl({ month: "long", year: "numeric" });
    const days = everyDay("2020-01-01", "2030-12-31");
    expect(days).toHaveLength(4018);
    for (const day of days) {
      const date = new Date(`${day}T00:00:00Z`);
      expect(formatDate(day)).toBe(dayMonthYear.format(date));
      expect(dateParts(day)).toEqual({
        month: monthShort.format(date),
        day: String(date.getUTCDate()),
        weekday: weekdayShort.format(date),
      });
      expect(formatMonth(monthOf(day))).toBe(monthYear.format(date));
      const year = day.slice(0, 4);
      if (date.getUTCMonth() < 11)
        expect(formatPeriod(day, `${year}-12-31`)).toBe(`${dayMonth.format(date)} – 31 December ${year}`);
    }
  });

  it("are written without building an Intl formatter, which costs a long task the first time", () => {
    const built = jest.spyOn(Intl, "DateTimeFormat");
    try {
      // A fresh copy of the module: no formatter the tests above built is kept in it.
      let fresh: typeof Dates | undefined;
      jest.isolateModules(() => {
        fresh = jest.requireActual<typeof Dates>("./dates");
      });
      const { formatDate, dateParts, formatMonth, formatPeriod, yearIn } = fresh!;
      expect(formatDate("2026-09-07")).toBe("7 September 2026");
      expect(dateParts("2026-09-07")).toEqual({ month: "Sept", day: "7", weekday: "Mon" });
      expect(formatMonth("2026-09")).toBe("September 2026");
      expect(formatPeriod("2026-09-07", "2026-10-02")).toBe("7 September – 2 October 2026");
      expect(yearIn("Pacific/Kiritimati", new Date("2026-06-15T12:00:00Z"))).toBe("2026");
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe("yearIn", () => {
  it("is the year of todayIn in every zone, hour by hour across New Year", () => {
    // The furthest zones from UTC on both sides, a half-hour one, and the school's.
    const zones = ["Pacific/Kiritimati", "Etc/GMT+12", "Asia/Kolkata", "America/New_York", "Africa/Johannesburg"];
    const start = Date.parse("2025-12-30T00:00:00Z");
    for (let time = start; time < start + 4 * DAY_MS; time += HOUR_MS / 2) {
      for (const zone of zones) {
        const moment = new Date(time);
        expect([zone, moment.toISOString(), yearIn(zone, moment)]).toEqual([
          zone,
          moment.toISOString(),
          todayIn(zone, moment).slice(0, 4),
        ]);
      }
    }
    expect(yearIn("Pacific/Kiritimati", new Date("2025-12-31T10:00:00Z"))).toBe("2026");
    expect(yearIn("Etc/GMT+12", new Date("2026-01-01T11:00:00Z"))).toBe("2025");
  });
});

describe("todayIn", () => {
  afterEach(() => jest.useRealTimers());

  it("is the date on the school's wall calendar, not the browser's", () => {
    setBrowserClock(LATE_EVENING_UTC);
    // The test machine's clock runs on UTC: the browser's own calendar still says 30 June.
    expect(todayIn("UTC")).toBe("2025-06-30");
    expect(todayIn("Africa/Johannesburg")).toBe("2025-07-01");
    expect(monthOf(todayIn("Africa/Johannesburg"))).toBe("2025-07");
  });

  it("can be asked about any moment", () => {
    const moment = new Date("2025-01-01T03:00:00.000Z");
    expect(todayIn("America/New_York", moment)).toBe("2024-12-31");
    expect(todayIn("Africa/Johannesburg", moment)).toBe("2025-01-01");
  });
});

describe("nowIn", () => {
  it("is the time on the school's wall clock, to the minute", () => {
    const moment = new Date(LATE_EVENING_UTC);
    expect(nowIn("Africa/Johannesburg", moment)).toBe("2025-07-01T01:30");
    expect(nowIn("UTC", moment)).toBe("2025-06-30T23:30");
    expect(nowIn("UTC", new Date("2025-06-30T00:05:00.000Z"))).toBe("2025-06-30T00:05");
  });
});

describe("formatPeriod", () => {
  it("says a day, or a period with its year once where both ends share it", () => {
    expect(formatPeriod("2025-07-11")).toBe("11 July 2025");
    expect(formatPeriod("2025-07-11", "2025-07-11")).toBe("11 July 2025");
    expect(formatPeriod("2025-08-11", "2025-08-14")).toBe("11–14 August 2025");
    expect(formatPeriod("2025-07-11", "2025-08-14")).toBe("11 July – 14 August 2025");
    expect(formatPeriod("2025-12-20", "2026-01-10")).toBe("20 December 2025 – 10 January 2026");
  });
});

describe("formatLocalDateTime", () => {
  it("writes a school-time deadline as words", () => {
    expect(formatLocalDateTime("2025-07-11T08:00")).toBe("11 July 2025 at 08:00");
  });
});

describe("instantIn", () => {
  it("reads a wall-clock time in the school's zone as the instant it names, the inverse of nowIn", () => {
    expect(instantIn("2030-04-01T08:00", "Africa/Johannesburg").toISOString()).toBe("2030-04-01T06:00:00.000Z");
    // Across a daylight-saving change too: 09:30 in London on 30 March 2025 is already summer time.
    expect(instantIn("2025-03-30T09:30", "Europe/London").toISOString()).toBe("2025-03-30T08:30:00.000Z");
    const moment = new Date("2025-11-02T14:45:00.000Z");
    expect(instantIn(nowIn("America/New_York", moment), "America/New_York")).toEqual(moment);
  });
});
