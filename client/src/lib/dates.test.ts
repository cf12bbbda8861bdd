import { LATE_EVENING_UTC, setBrowserClock } from "../test/clock";
import { monthOf, todayIn } from "./dates";

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
