import { formatOfficeTime, groupOfficeHours } from "./office-hours";
import type { OfficeDay } from "./office-hours";

const WEEK = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
const week = (hours: ([string, string] | null)[]): OfficeDay[] =>
  WEEK.map((day, index) => ({ day, opens: hours[index]?.[0] ?? null, closes: hours[index]?.[1] ?? null }));

describe("groupOfficeHours", () => {
  it("joins consecutive days with the same hours: three or more 'X to Y', two 'X and Y'", () => {
    const morning: [string, string] = ["07:30", "12:00"];
    expect(groupOfficeHours(week([morning, morning, morning, morning, ["07:30", "23:30"], null, null]))).toEqual([
      { days: "Monday to Thursday", hours: "07:30 AM – 12:00 PM" },
      { days: "Friday", hours: "07:30 AM – 11:30 PM" },
      { days: "Saturday and Sunday", hours: "Closed" },
    ]);
  });

  it("keeps days apart when the hours between them differ, even if they match later in the week", () => {
    const long: [string, string] = ["08:00", "16:00"];
    const short: [string, string] = ["08:00", "13:00"];
    expect(groupOfficeHours(week([long, short, long, long, long, ["09:00", "11:00"], null]))).toEqual([
      { days: "Monday", hours: "08:00 AM – 04:00 PM" },
      { days: "Tuesday", hours: "08:00 AM – 01:00 PM" },
      { days: "Wednesday to Friday", hours: "08:00 AM – 04:00 PM" },
      { days: "Saturday", hours: "09:00 AM – 11:00 AM" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });

  it("says one line for a week with the same hours every day", () => {
    expect(groupOfficeHours(week(Array.from({ length: 7 }, () => null)))).toEqual([
      { days: "Monday to Sunday", hours: "Closed" },
    ]);
  });
});

describe("formatOfficeTime", () => {
  it("writes a 24-hour time on the 12-hour clock, with two-digit hours", () => {
    expect(formatOfficeTime("00:15")).toBe("12:15 AM");
    expect(formatOfficeTime("07:30")).toBe("07:30 AM");
    expect(formatOfficeTime("12:00")).toBe("12:00 PM");
    expect(formatOfficeTime("23:30")).toBe("11:30 PM");
  });
});
