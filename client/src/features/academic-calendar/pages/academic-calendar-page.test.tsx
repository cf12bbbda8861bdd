import { ApolloLink } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { ChakraProvider } from "@chakra-ui/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { siteSystem } from "../../../app/theme";
import { MonthEventsDocument } from "../../../gql/graphql";
import { createCache } from "../../../lib/apollo-cache";
import { matchBreakpointsUpTo } from "../../../test/browser";
import { LATE_EVENING_UTC, setBrowserClock } from "../../../test/clock";
import { answer, eventCalendars, eventItem, networkFailure, school, schoolIdentity } from "../../../test/mocks";
import type { Mocks } from "../../../test/mocks";
import { LocationProbe, location } from "../../../test/render";
import { MONTH_EVENTS_MAX } from "../api/month-events";
import { AcademicCalendarPage } from "./academic-calendar-page";

const vars = (from: string, to: string) => ({ first: MONTH_EVENTS_MAX, from, to });
const MARCH = vars("2025-03-01", "2025-03-31");
const APRIL = vars("2025-04-01", "2025-04-30");
const FEBRUARY = vars("2025-02-01", "2025-02-28");

const calendarEvent = (overrides: Record<string, unknown>) => {
  const { id, title, date, time, location: place } = eventItem(overrides);
  return { __typename: "Event", id, title, date, time, location: place };
};
const month = (variables: Record<string, unknown>, nodes: unknown[], delay = 0) => ({
  ...answer(MonthEventsDocument, variables, { events: { __typename: "EventConnection", nodes } }),
  delay,
});

const marchEvents = [
  calendarEvent({
    id: "e1",
    title: "Sports Day",
    date: "2025-03-14",
    time: "10:00 AM - 12:00 PM",
    location: "Sports Field",
  }),
  calendarEvent({ id: "e2", title: "Choir concert", date: "2025-03-14", time: "6:00 PM", location: "" }),
  calendarEvent({ id: "e3", title: "Term starts", date: "2025-03-03", time: "", location: "School" }),
];

/** The page with mocked answers, recording the variables of every MonthEvents query that goes out. */
function renderCalendar(route: string, mocks: Mocks) {
  const sent: Record<string, unknown>[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    if (operation.operationName === "MonthEvents") sent.push(operation.variables);
    return forward(operation);
  });
  const answers: Mocks = [schoolIdentity(), eventCalendars(), ...mocks];
  render(
    <ChakraProvider value={siteSystem()}>
      <MockedProvider cache={createCache()} link={ApolloLink.from([recorder, new MockLink(answers)])}>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          <Routes>
            <Route path="/academic-calendar" element={<AcademicCalendarPage />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { sent };
}

const monthHeading = () => screen.getByRole("heading", { level: 2, name: /^\w+ \d{4}$/ });

afterEach(() => jest.useRealTimers());

describe("AcademicCalendarPage", () => {
  it("shows a spinner, then the month's events by day with time and location, each linking to the event", async () => {
    renderCalendar("/academic-calendar?month=2025-03", [month(MARCH, marchEvents, 20)]);
    expect(screen.getByRole("heading", { level: 1, name: "Academic Calendar" })).toBeInTheDocument();
    expect(monthHeading()).toHaveTextContent("March 2025");
    expect(screen.getByRole("status")).toHaveTextContent("Loading events...");

    const list = await screen.findByRole("list", { name: "Events in March 2025" });
    expect(screen.queryByText("Loading events...")).not.toBeInTheDocument();
    const days = within(list).getAllByRole("listitem");
    // In date order, whatever order the answer came in; one entry per day.
    expect(days).toHaveLength(2);
    expect(days[0]).toHaveTextContent("3 March 2025");
    expect(within(days[0]).getByRole("link", { name: "Term starts" })).toHaveAttribute("href", "/events/e3");
    expect(within(days[0]).getByText("School")).toBeInTheDocument();
    expect(days[1]).toHaveTextContent("14 March 2025");
    expect(
      within(days[1])
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Sports Day", "Choir concert"]);
    expect(within(days[1]).getByRole("link", { name: "Sports Day" })).toHaveAttribute("href", "/events/e1");
    expect(within(days[1]).getByText("10:00 AM - 12:00 PM · Sports Field")).toBeInTheDocument();
    // No dangling separator when the location is empty.
    expect(within(days[1]).getByText("6:00 PM")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Academic Calendar | ${school.name}`));
  });

  it("on a wider screen, shows the month as a Monday-first grid with each event on its day", async () => {
    renderCalendar("/academic-calendar?month=2025-03", [month(MARCH, marchEvents)]);
    await screen.findByRole("list", { name: "Events in March 2025" });
    const restore = matchBreakpointsUpTo(1024);
    try {
      const table = screen.getByRole("table", { name: "Events in March 2025" });
      expect(screen.queryByRole("list", { name: "Events in March 2025" })).not.toBeInTheDocument();
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((cell) => cell.textContent),
      ).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
      const rows = within(table).getAllByRole("row").slice(1);
      // 1 March 2025 is a Saturday: five blank days lead the first week; 31 March is a Monday.
      expect(rows).toHaveLength(6);
      const firstWeek = within(rows[0]).getAllByRole("cell");
      expect(firstWeek.slice(0, 5).every((cell) => cell.textContent === "")).toBe(true);
      expect(firstWeek[5]).toHaveTextContent("1 March 2025");

      const cellOf = (day: string) => within(table).getByText(day).closest("td") as HTMLElement;
      expect(
        within(cellOf("14 March 2025"))
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["Sports Day", "Choir concert"]);
      expect(within(cellOf("14 March 2025")).getByRole("link", { name: "Sports Day" })).toHaveAttribute(
        "href",
        "/events/e1",
      );
      expect(within(cellOf("3 March 2025")).getByRole("link", { name: "Term starts" })).toHaveAttribute(
        "href",
        "/events/e3",
      );
      expect(within(cellOf("15 March 2025")).queryByRole("link")).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("moves to the next and previous months: the heading, the address and the query's dates follow", async () => {
    const user = userEvent.setup();
    const { sent } = renderCalendar("/academic-calendar?month=2025-03", [
      month(MARCH, marchEvents),
      month(APRIL, [calendarEvent({ id: "e4", title: "Easter service", date: "2025-04-17" })]),
      month(FEBRUARY, [calendarEvent({ id: "e5", title: "Swimming gala", date: "2025-02-20" })]),
    ]);
    await screen.findByRole("link", { name: "Sports Day" });
    expect(sent).toEqual([MARCH]);

    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(monthHeading()).toHaveTextContent("April 2025");
    expect(location.search).toBe("?month=2025-04");
    expect(
      await within(await screen.findByRole("list", { name: "Events in April 2025" })).findByRole("link", {
        name: "Easter service",
      }),
    ).toHaveAttribute("href", "/events/e4");
    expect(screen.queryByRole("link", { name: "Sports Day" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Previous month" }));
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(monthHeading()).toHaveTextContent("February 2025");
    expect(location.search).toBe("?month=2025-02");
    expect(await screen.findByRole("link", { name: "Swimming gala" })).toBeInTheDocument();
    // March came from the cache on the way back; each month was asked for once.
    expect(sent).toEqual([MARCH, APRIL, FEBRUARY]);
  });

  it("crosses the year boundary", async () => {
    const user = userEvent.setup();
    const { sent } = renderCalendar("/academic-calendar?month=2025-12", [
      month(vars("2025-12-01", "2025-12-31"), []),
      month(vars("2026-01-01", "2026-01-31"), []),
    ]);
    await screen.findByText("No events this month");
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(monthHeading()).toHaveTextContent("January 2026");
    expect(location.search).toBe("?month=2026-01");
    await waitFor(() => expect(sent).toEqual([vars("2025-12-01", "2025-12-31"), vars("2026-01-01", "2026-01-31")]));
  });

  it("opens on the current month when the address names none (or a malformed one)", async () => {
    setBrowserClock("2025-06-18T07:00:00.000Z");
    const june = vars("2025-06-01", "2025-06-30");
    const { sent } = renderCalendar("/academic-calendar?month=2025-13", [month(june, [])]);
    expect(monthHeading()).toHaveTextContent("June 2025");
    expect(await screen.findByText("No events this month")).toBeInTheDocument();
    expect(sent).toEqual([june]);
  });

  it("takes the current month from the school's calendar, which may be a day ahead of the browser's", async () => {
    setBrowserClock(LATE_EVENING_UTC);
    const july = vars("2025-07-01", "2025-07-31");
    const { sent } = renderCalendar("/academic-calendar", [month(july, [])]);
    expect(monthHeading()).toHaveTextContent("July 2025");
    expect(await screen.findByText("No events this month")).toBeInTheDocument();
    expect(sent).toEqual([july]);
  });

  it("says so when a month has no events", async () => {
    renderCalendar("/academic-calendar?month=2025-03", [month(MARCH, [])]);
    expect(await screen.findByRole("heading", { name: "No events this month" })).toBeInTheDocument();
    expect(screen.getByText("Use the arrows to look at other months.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Events in March 2025" })).not.toBeInTheDocument();
  });

  it("says so above the empty month grid on a wide screen too", async () => {
    renderCalendar("/academic-calendar?month=2025-03", [month(MARCH, [])]);
    const message = await screen.findByRole("heading", { name: "No events this month" });
    const restore = matchBreakpointsUpTo(1024);
    try {
      expect(message).toBeVisible();
      expect(screen.getByRole("table", { name: "Events in March 2025" })).toBeVisible();
    } finally {
      restore();
    }
  });

  it("shows an error with a retry that loads the month", async () => {
    const user = userEvent.setup();
    const { sent } = renderCalendar("/academic-calendar?month=2025-03", [
      networkFailure(MonthEventsDocument, MARCH),
      month(MARCH, marchEvents),
    ]);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error Loading Events" })).toBeInTheDocument();
    expect(
      within(alert).getByText("There was a problem loading the events. Please try again later."),
    ).toBeInTheDocument();
    // The month can still be changed while it has failed.
    expect(monthHeading()).toHaveTextContent("March 2025");

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Sports Day" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(sent).toEqual([MARCH, MARCH]);
  });

  it("keeps the error when the retry fails too", async () => {
    const user = userEvent.setup();
    const { sent } = renderCalendar("/academic-calendar?month=2025-03", [
      networkFailure(MonthEventsDocument, MARCH),
      networkFailure(MonthEventsDocument, MARCH),
    ]);
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText("Loading events...")).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "Error Loading Events" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
