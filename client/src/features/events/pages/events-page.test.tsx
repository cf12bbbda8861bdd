import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EventsListDocument } from "../../../gql/graphql";
import { answer, eventCalendars, eventItem, networkFailure, pageInfo, schoolIdentity } from "../../../test/mocks";
import { location, renderPage } from "../../../test/render";
import { EVENTS_PAGE_SIZE } from "../api/events-list";
import { EventsPage } from "./events-page";

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
