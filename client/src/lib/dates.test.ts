import { LATE_EVENING_UTC, setBrowserClock } from "../test/clock";
import { formatLocalDateTime, formatPeriod, instantIn, monthOf, nowIn, todayIn } from "./dates";

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
