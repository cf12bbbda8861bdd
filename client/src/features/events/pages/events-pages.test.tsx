import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EventDetailsDocument, EventsListDocument } from "../../../gql/graphql";
import {
  answer,
  eventCalendars,
  eventItem,
  networkFailure,
  notFound,
  pageInfo,
  school,
  schoolIdentity,
} from "../../../test/mocks";
import { location, renderPage } from "../../../test/render";
import { EVENTS_PAGE_SIZE } from "../api";
import { EventsPage } from "./events-page";
import { EventPage } from "./event-page";
import ICAL from "ical.js";

const vars = (extra: Record<string, unknown> = {}) => ({ first: EVENTS_PAGE_SIZE, timeframe: "UPCOMING", ...extra });
const list = (variables: Record<string, unknown>, nodes: unknown[]) =>
  answer(EventsListDocument, variables, { events: { __typename: "EventConnection", nodes, pageInfo: pageInfo() } });

describe("EventsPage", () => {
  it("lists upcoming events with a 150-character description", async () => {
    renderPage(<EventsPage />, {
      path: "/events",
      mocks: [eventCalendars(), schoolIdentity(), list(vars(), [eventItem({ descriptionText: "d".repeat(160) })])],
    });
    expect(screen.getByText("Loading events...")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Sports Day" })).toHaveAttribute("href", "/events/e1");
    expect(screen.getByText(`${"d".repeat(150)}...`)).toBeInTheDocument();
  });

  it("invites parents to upcoming events, and looks back in the Past view", () => {
    const upcoming = renderPage(<EventsPage />, {
      path: "/events",
      mocks: [eventCalendars(), schoolIdentity(), list(vars(), [])],
    });
    expect(
      screen.getByText("Concerts, sports days, open days and more: join us at our upcoming events."),
    ).toBeInTheDocument();
    upcoming.unmount();
    renderPage(<EventsPage />, {
      path: "/events",
      route: "/events?when=past",
      mocks: [eventCalendars(), schoolIdentity(), list(vars({ timeframe: "PAST" }), [])],
    });
    expect(screen.getByText("A look back at what happened at our school.")).toBeInTheDocument();
    expect(screen.queryByText(/join us at our upcoming events/)).not.toBeInTheDocument();
  });

  it("shows the error and empty states", async () => {
    const failed = renderPage(<EventsPage />, {
      path: "/events",
      mocks: [eventCalendars(), schoolIdentity(), networkFailure(EventsListDocument, vars())],
    });
    expect(await screen.findByRole("heading", { name: "Error Loading Events" })).toBeInTheDocument();
    failed.unmount();
    renderPage(<EventsPage />, { path: "/events", mocks: [eventCalendars(), schoolIdentity(), list(vars(), [])] });
    expect(await screen.findByRole("heading", { name: "No Events Available" })).toBeInTheDocument();
  });

  it("says when a search matches nothing", async () => {
    renderPage(<EventsPage />, {
      path: "/events",
      route: "/events?q=chess",
      mocks: [eventCalendars(), schoolIdentity(), list(vars({ search: "chess" }), [])],
    });
    expect(await screen.findByRole("heading", { name: "No Events Found" })).toBeInTheDocument();
    expect(
      screen.getByText("No events match your search criteria. Please try a different search."),
    ).toBeInTheDocument();
  });

  it("switches to the calendar view, kept in the address, with an 'Event Details' link per event", async () => {
    renderPage(<EventsPage />, {
      path: "/events",
      mocks: [eventCalendars(), schoolIdentity(), list(vars(), [eventItem()])],
    });
    await screen.findByRole("link", { name: "Sports Day" });
    await userEvent.click(screen.getByRole("button", { name: "Calendar" }));
    expect(screen.getByRole("button", { name: "Calendar" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("link", { name: /^Event Details.*Sports Day$/ })).toHaveAttribute(
      "href",
      "/events/e1",
    );
    expect(location.search).toBe("?view=calendar");
    await userEvent.click(screen.getByRole("button", { name: "Add Sports Day to calendar" }));
    expect(await screen.findByText("Calendar Options")).toBeInTheDocument();
    expect(screen.getByText("For calendar options, please view the full event details")).toBeInTheDocument();
  });
});

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error("Could not read the file"));
    reader.readAsText(file);
  });
}

/** The one event of a calendar file, read by a real iCalendar parser. */
function parseEvent(content: string) {
  return new ICAL.Event(new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent")!);
}

const event = eventItem({
  description:
    '<p>Line one.<br />Line two.</p><ul><li><strong>Bring</strong> a hat</li></ul><p><a href="https://example.org/map" rel="noopener noreferrer">Map</a></p>',
  descriptionText: "Line one.\nLine two.\n\n• Bring a hat\n\nMap",
});
const details = () => answer(EventDetailsDocument, { id: "e1" }, { event });

describe("EventPage", () => {
  it("shows a skeleton, then the event with its formatting: line breaks, lists, bold and links", async () => {
    renderPage(<EventPage />, { path: "/events/:id", route: "/events/e1", mocks: [schoolIdentity(), details()] });
    expect(screen.getByRole("status", { name: "Loading event" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Sports Day" })).toBeInTheDocument();
    expect(screen.getByText("14 March 2025")).toBeInTheDocument();
    expect(screen.getByText("10:00 AM - 12:00 PM")).toBeInTheDocument();
    expect(screen.getByText("Sports Field")).toBeInTheDocument();
    expect(screen.getByText(/Line one\./).innerHTML).toBe("Line one.<br>Line two.");
    expect(screen.getByRole("listitem")).toHaveTextContent("Bring a hat");
    expect(screen.getByText("Bring").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "Map" })).toHaveAttribute("href", "https://example.org/map");
    expect(screen.getByRole("link", { name: "Back to All Events" })).toHaveAttribute("href", "/events");
  });

  it("shows 'Event Not Found' for an unknown event", async () => {
    renderPage(<EventPage />, {
      path: "/events/:id",
      route: "/events/x",
      mocks: [schoolIdentity(), notFound(EventDetailsDocument, { id: "x" })],
    });
    expect(await screen.findByRole("heading", { name: "Event Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The event you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View All Events" })).toHaveAttribute("href", "/events");
  });

  async function choose(option: string) {
    renderPage(<EventPage />, { path: "/events/:id", route: "/events/e1", mocks: [schoolIdentity(), details()] });
    const trigger = await screen.findByRole("button", { name: /Add to Calendar/ });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByRole("button", { name: option }));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  }

  it("opens Google Calendar with the event's times and says so", async () => {
    const open = jest.spyOn(window, "open").mockReturnValue(null);
    await choose("Google Calendar");
    expect(open.mock.calls[0][0]).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    expect(open.mock.calls[0][0]).toContain("dates=20250314T080000Z%2F20250314T100000Z");
    expect(await screen.findByText("Event added to Google Calendar")).toBeInTheDocument();
    expect(screen.getByText("The event has been opened in Google Calendar")).toBeInTheDocument();
    open.mockRestore();
  });

  it("opens Outlook and says so", async () => {
    const open = jest.spyOn(window, "open").mockReturnValue(null);
    await choose("Outlook");
    expect(open.mock.calls[0][0]).toContain("https://outlook.live.com/calendar/0/deeplink/compose?");
    expect(await screen.findByText("Event added to Outlook")).toBeInTheDocument();
    expect(screen.getByText("The event has been opened in Outlook Calendar")).toBeInTheDocument();
    open.mockRestore();
  });

  it("downloads an .ics file named after the event", async () => {
    URL.createObjectURL = jest.fn(() => "blob:calendar");
    URL.revokeObjectURL = jest.fn();
    let downloaded = "";
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    await choose("Download .ics file");
    expect(await screen.findByText("Calendar file downloaded")).toBeInTheDocument();
    expect(downloaded).toBe("Sports_Day.ics");
    expect(screen.getByText("You can import this file into your preferred calendar app")).toBeInTheDocument();
    click.mockRestore();
  });

  it("downloads the same entry twice: one UID, the event's page and the location with the school's address", async () => {
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((file: Blob | MediaSource) => {
      files.push(file as Blob);
      return "blob:calendar";
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    try {
      await choose("Download .ics file");
      await waitFor(() => expect(files).toHaveLength(1));
      await userEvent.click(screen.getByRole("button", { name: /Add to Calendar/ }));
      await userEvent.click(screen.getByRole("button", { name: "Download .ics file" }));
      await waitFor(() => expect(files).toHaveLength(2));
      const [first, second] = await Promise.all(files.map(async (file) => parseEvent(await readText(file))));
      expect(first.uid).toBe(`e1@${window.location.host}`);
      expect(second.uid).toBe(first.uid);
      expect(first.component.getFirstPropertyValue("url")).toBe(`${window.location.origin}/events/e1`);
      expect(first.location).toBe(`Sports Field, ${school.address}`);
      // The calendar gets the description's clean text, never its tags.
      expect(first.description).toMatch(/^Line one\.\nLine two\.\n\n• Bring a hat\n\nMap/);
    } finally {
      click.mockRestore();
    }
  });

  it("says so when the calendar file's code cannot be fetched", async () => {
    jest.doMock("ics", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click");
    try {
      await choose("Download .ics file");
      expect(await screen.findByText("Calendar file not downloaded")).toBeInTheDocument();
      expect(screen.getByText("Please check your connection and try again")).toBeInTheDocument();
      expect(click).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
      jest.dontMock("ics");
    }
  });

  it("shares natively where it can, saying so", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    renderPage(<EventPage />, { path: "/events/:id", route: "/events/e1", mocks: [schoolIdentity(), details()] });
    await userEvent.click(await screen.findByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: "Sports Day", url: window.location.href }));
    expect(share.mock.calls[0][0].text).toContain("14 March 2025");
    expect(share.mock.calls[0][0].text).toContain("Sports Field");
    expect(await screen.findByText("Shared!")).toBeInTheDocument();
    expect(screen.getByText("Event has been shared successfully")).toBeInTheDocument();
    Reflect.deleteProperty(navigator, "share");
  });
});
