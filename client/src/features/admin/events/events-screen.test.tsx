import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  AdminEventsListDocument,
  CreateEventDocument,
  DeleteEventDocument,
  EventsListDocument,
  HomeEventsDocument,
  UpdateEventDocument,
} from "../../../gql/graphql";
import type { HomeEventsQuery } from "../../../gql/graphql";
import { DEFAULT_TIME_ZONE } from "../../../api/school-identity";
import { todayIn } from "../../../lib/dates";
import { countOf, renderAdmin, signIn } from "../../../test/admin";
import { LATE_EVENING_UTC, setBrowserClock } from "../../../test/clock";
import { installRenderBeforeDefaultAction } from "../../../test/browser";
import { answer, eventItem, pageInfo } from "../../../test/mocks";
import { ADMIN_PAGE_SIZE } from "../components/admin-list";
import { eventsAdminSection } from "./events-screen";

const EventsManagementPage = eventsAdminSection.Page;

const staffEvent = (overrides: Record<string, unknown> = {}) =>
  eventItem({ createdAt: "2025-03-01T08:00:00.000Z", ...overrides });

const sportsDay = staffEvent();
const prizeGiving = staffEvent({
  id: "e0",
  title: "Prize giving",
  description: "Awards for the year.",
  date: "2025-01-20",
  time: "6:00 PM",
  location: "School Hall",
});
/** Upcoming events, as the home page's carousel (soonest first) would hold them. */
const openDay = staffEvent({ id: "e8", title: "Open day", date: "2099-02-01", location: "Main Building" });
const fun = staffEvent({ id: "e9", title: "Spring fun run", date: "2099-09-01", location: "Sports Field" });

const page = (nodes: unknown[], hasNextPage = false, endCursor: string | null = null) => ({
  events: { __typename: "EventConnection", nodes, pageInfo: pageInfo(hasNextPage, endCursor) },
});
const list = (nodes: unknown[]) =>
  answer(AdminEventsListDocument, { first: ADMIN_PAGE_SIZE, state: null }, page(nodes));
/** What the form sends for publishing when staff leave it as it is: published. */
const PUBLISH = { action: "PUBLISH", publishAt: null, expiresAt: null };

const input = {
  title: "Science fair",
  // The editor answers HTML: what is typed into it, as one paragraph.
  description: "<p>Projects by every grade.</p>",
  date: "2099-06-01",
  time: "9:00 AM - 1:00 PM",
  location: "School Hall",
  category: "General",
  publication: PUBLISH,
};
const { publication: _sent, ...fields } = input;
const created = staffEvent({ id: "e2", ...fields, createdAt: "2025-03-10T08:00:00.000Z" });

function seedHomeEvents(cache: ReturnType<typeof renderAdmin>["cache"]) {
  cache.writeQuery({
    query: HomeEventsDocument,
    variables: { first: 6 },
    data: { events: { __typename: "EventConnection", nodes: [openDay, fun] } } as unknown as HomeEventsQuery,
  });
}
/** What the home page would show now, optimistic changes included. */
const homeTitles = (cache: ReturnType<typeof renderAdmin>["cache"]) =>
  cache
    .readQuery({ query: HomeEventsDocument, variables: { first: 6 }, optimistic: true })
    ?.events.nodes.map((node) => node.title);
/** The titles of the listed events, also while a dialog hides the page from assistive technology. */
const rowTitles = () =>
  screen
    .getAllByRole("article", { hidden: true })
    .map((row) => within(row).getByRole("heading", { level: 2, hidden: true }).textContent);

/** A failure is a destructive toast titled 'Error' with the message below. */
async function expectErrorToast(description: string) {
  const toast = (await screen.findByText(description)).closest("[role='alert']");
  expect(toast).not.toBeNull();
  expect(toast).toHaveTextContent(`Error${description}`);
}

/** The text a person types for an HTML description. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, "");

async function fillForm(user: ReturnType<typeof userEvent.setup>, values = input) {
  const dialog = await screen.findByRole("dialog");
  await user.type(within(dialog).getByLabelText(/^Title/), values.title);
  await user.type(within(dialog).getByLabelText(/^Description/), textOf(values.description));
  await user.clear(within(dialog).getByLabelText(/^Date/));
  await user.type(within(dialog).getByLabelText(/^Date/), values.date);
  await user.type(within(dialog).getByLabelText(/^Time/), values.time);
  await user.type(within(dialog).getByLabelText(/^Location/), values.location);
  // A new event is a draft until staff choose to publish it.
  await user.click(within(dialog).getByRole("radio", { name: "Publish now" }));
  return dialog;
}

describe("the events screen", () => {
  beforeEach(signIn);
  let restoreBrowser = () => {};
  afterEach(() => restoreBrowser());
  afterEach(() => jest.useRealTimers());

  it("lists every event, latest first, after 'Loading events...'", async () => {
    renderAdmin(<EventsManagementPage />, { mocks: [list([sportsDay, prizeGiving])] });
    expect(screen.getByText("Loading events...")).toBeInTheDocument();
    expect(await screen.findByText("Sports Day")).toBeInTheDocument();
    expect(rowTitles()).toEqual(["Sports Day", "Prize giving"]);
    expect(screen.getByText(/10:00 AM - 12:00 PM · Sports Field/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("invites a first event when there are none", async () => {
    renderAdmin(<EventsManagementPage />, { mocks: [list([])] });
    expect(await screen.findByText("No events found")).toBeInTheDocument();
    expect(screen.getByText("Create your first event!")).toBeInTheDocument();
  });

  it("says so when the list cannot be fetched, and tries again", async () => {
    const user = userEvent.setup();
    renderAdmin(<EventsManagementPage />, {
      mocks: [
        {
          request: { query: AdminEventsListDocument, variables: { first: ADMIN_PAGE_SIZE, state: null } },
          error: new Error("Network request failed"),
        },
        list([sportsDay]),
      ],
    });
    expect(await screen.findByText("Failed to fetch events. Please try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Sports Day")).toBeInTheDocument();
    expect(screen.queryByText("Failed to fetch events. Please try again.")).not.toBeInTheDocument();
  });

  it("requires every text field, shows 'Creating...', then puts the new event in every cached list without refetching", async () => {
    const user = userEvent.setup();
    const { sent, cache, hold } = renderAdmin(<EventsManagementPage />, {
      mocks: [list([sportsDay, prizeGiving]), answer(CreateEventDocument, { input }, { createEvent: created })],
    });
    await screen.findByText("Sports Day");
    seedHomeEvents(cache);

    await user.click(screen.getByRole("button", { name: "Add Event" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Create New Event" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(todayIn(DEFAULT_TIME_ZONE));
    expect(within(dialog).getByPlaceholderText("10:00 AM - 12:00 PM")).toBe(within(dialog).getByLabelText(/^Time/));

    await user.clear(within(dialog).getByLabelText(/^Date/));
    await user.click(within(dialog).getByRole("button", { name: "Save draft" }));
    for (const label of ["Title", "Description", "Date", "Time", "Location"]) {
      expect(within(dialog).getByText(`${label} is required`)).toBeInTheDocument();
    }
    expect(countOf(sent, "CreateEvent")).toBe(0);

    await fillForm(user);
    const release = hold("CreateEvent");
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(within(dialog).getByText("Creating...")).toBeInTheDocument();
    expect(within(dialog).queryByText("Title is required")).not.toBeInTheDocument();
    release();

    expect(await screen.findByText("Event created successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(rowTitles()).toEqual(["Science fair", "Sports Day", "Prize giving"]);
    expect(countOf(sent, "AdminEventsList")).toBe(1);
    expect(countOf(sent, "CreateEvent")).toBe(1);
    // Upcoming events run soonest first on the home page.
    expect(homeTitles(cache)).toEqual(["Open day", "Science fair", "Spring fun run"]);
  });

  it("takes today from the school's calendar: the form's default date, and whether a saved event is upcoming or past", async () => {
    setBrowserClock(LATE_EVENING_UTC);
    const user = userEvent.setup();
    // The browser's today, but already yesterday where the school is.
    const values = { ...input, date: "2025-06-30" };
    const saved = staffEvent({ id: "e2", ...values, createdAt: LATE_EVENING_UTC });
    const { cache } = renderAdmin(<EventsManagementPage />, {
      mocks: [list([sportsDay]), answer(CreateEventDocument, { input: values }, { createEvent: saved })],
    });
    await screen.findByText("Sports Day");
    seedHomeEvents(cache);
    // The events page's past events, as a visitor in this tab would have them.
    const pastVariables = { first: 12, timeframe: "PAST" } as const;
    const past = { __typename: "EventConnection", nodes: [prizeGiving], pageInfo: pageInfo() };
    cache.writeQuery({ query: EventsListDocument, variables: pastVariables, data: { events: past } });

    await user.click(screen.getByRole("button", { name: "Add Event" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue("2025-07-01");
    await fillForm(user, values);
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));

    // Saved: the dialog closes (an earlier test's toast with the same text may still be showing).
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(rowTitles()).toEqual(["Science fair", "Sports Day"]);
    expect(homeTitles(cache)).toEqual(["Open day", "Spring fun run"]);
    const pastTitles = cache
      .readQuery({ query: EventsListDocument, variables: pastVariables })
      ?.events.nodes.map((node) => node.title);
    expect(pastTitles).toEqual(["Science fair", "Prize giving"]);
  });

  it("keeps the dialog open with everything typed when the save fails, and changes no list", async () => {
    const user = userEvent.setup();
    const { cache } = renderAdmin(<EventsManagementPage />, {
      mocks: [
        list([sportsDay]),
        {
          request: { query: CreateEventDocument, variables: { input } },
          result: {
            errors: [new GraphQLError("Internal server error", { extensions: { code: "INTERNAL_SERVER_ERROR" } })],
          },
        },
      ],
    });
    await screen.findByText("Sports Day");
    seedHomeEvents(cache);
    await user.click(screen.getByRole("button", { name: "Add Event" }));
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));

    await expectErrorToast("Failed to create event. Please try again.");
    expect(screen.getByRole("dialog")).toBe(dialog);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue(input.title);
    expect(within(dialog).getByLabelText(/^Description/)).toHaveTextContent(textOf(input.description));
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(input.date);
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue(input.time);
    expect(within(dialog).getByLabelText(/^Location/)).toHaveValue(input.location);
    expect(within(dialog).getByRole("button", { name: "Publish" })).toBeEnabled();
    expect(rowTitles()).toEqual(["Sports Day"]);
    expect(homeTitles(cache)).toEqual(["Open day", "Spring fun run"]);
  });

  it("edits an event in place, showing 'Updating...', moves it by its new date and adds it to the upcoming list without refetching", async () => {
    const user = userEvent.setup();
    const variables = {
      id: "e0",
      expectedVersion: 1,
      input: {
        title: "Prize giving evening",
        description: prizeGiving.description,
        date: "2099-03-01",
        time: prizeGiving.time,
        location: prizeGiving.location,
        category: prizeGiving.category,
        publication: PUBLISH,
      },
    };
    const { sent, cache, hold } = renderAdmin(<EventsManagementPage />, {
      mocks: [
        list([sportsDay, prizeGiving]),
        answer(UpdateEventDocument, variables, { updateEvent: { ...prizeGiving, ...variables.input } }),
      ],
    });
    await screen.findByText("Prize giving");
    seedHomeEvents(cache);
    await user.click(screen.getByRole("button", { name: "Edit Prize giving" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Edit Event" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue("Prize giving");
    expect(within(dialog).getByLabelText(/^Location/)).toHaveValue("School Hall");

    await user.type(within(dialog).getByLabelText(/^Title/), " evening");
    await user.clear(within(dialog).getByLabelText(/^Date/));
    await user.type(within(dialog).getByLabelText(/^Date/), "2099-03-01");
    const release = hold("UpdateEvent");
    await user.click(within(dialog).getByRole("button", { name: "Update Event" }));
    expect(within(dialog).getByText("Updating...")).toBeInTheDocument();
    release();

    expect(await screen.findByText("Event updated successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(rowTitles()).toEqual(["Prize giving evening", "Sports Day"]);
    expect(screen.queryByText("Prize giving")).not.toBeInTheDocument();
    expect(countOf(sent, "AdminEventsList")).toBe(1);
    expect(homeTitles(cache)).toEqual(["Open day", "Prize giving evening", "Spring fun run"]);
  });

  it("saves no edit when 'Keep editing' is chosen after Cancel, and keeps what was typed", async () => {
    const user = userEvent.setup();
    // What a click changes is rendered before its default action, as in a browser.
    restoreBrowser = installRenderBeforeDefaultAction();
    const { sent } = renderAdmin(<EventsManagementPage />, { mocks: [list([sportsDay])] });
    await user.click(await screen.findByRole("button", { name: "Edit Sports Day" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/^Title/), " finals");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const question = await within(dialog).findByRole("alert");
    await user.click(within(question).getByRole("button", { name: "Keep editing" }));

    expect(await within(dialog).findByRole("button", { name: "Update Event" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue("Sports Day finals");
    expect(countOf(sent, "UpdateEvent")).toBe(0);
    expect(rowTitles()).toEqual(["Sports Day"]);
  });

  it("keeps the edit dialog open and the event as it was when the update fails", async () => {
    const user = userEvent.setup();
    const variables = {
      id: "e1",
      expectedVersion: 1,
      input: {
        title: "Sports Day finals",
        description: sportsDay.description,
        date: sportsDay.date,
        time: sportsDay.time,
        location: sportsDay.location,
        category: sportsDay.category,
        publication: PUBLISH,
      },
    };
    renderAdmin(<EventsManagementPage />, {
      mocks: [
        list([sportsDay]),
        { request: { query: UpdateEventDocument, variables }, error: new Error("Network request failed") },
      ],
    });
    await screen.findByText("Sports Day");
    await user.click(screen.getByRole("button", { name: "Edit Sports Day" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/^Title/), " finals");
    await user.click(within(dialog).getByRole("button", { name: "Update Event" }));

    await expectErrorToast("Failed to update event. Please try again.");
    expect(screen.getByRole("dialog")).toBe(dialog);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue("Sports Day finals");
    expect(rowTitles()).toEqual(["Sports Day"]);
  });

  it("asks first, removes a deleted event at once and puts it back everywhere when the server refuses", async () => {
    const user = userEvent.setup();
    const { cache, hold } = renderAdmin(<EventsManagementPage />, {
      mocks: [
        list([openDay, sportsDay]),
        {
          request: { query: DeleteEventDocument, variables: { id: "e8" } },
          result: {
            errors: [new GraphQLError("Internal server error", { extensions: { code: "INTERNAL_SERVER_ERROR" } })],
          },
        },
      ],
    });
    await screen.findByText("Open day");
    seedHomeEvents(cache);

    await user.click(screen.getByRole("button", { name: "Delete Open day" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("Are you sure?")).toBeInTheDocument();
    expect(
      within(confirm).getByText("The event moves to the Trash, where you can restore it for 30 days."),
    ).toBeInTheDocument();
    const release = hold("DeleteEvent");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByText("Open day")).not.toBeInTheDocument());
    expect(within(confirm).getByText("Deleting...")).toBeInTheDocument();
    expect(homeTitles(cache)).toEqual(["Spring fun run"]);
    release();

    await expectErrorToast("Failed to delete event. Please try again.");
    expect(rowTitles()).toEqual(["Open day", "Sports Day"]);
    expect(homeTitles(cache)).toEqual(["Open day", "Spring fun run"]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("does nothing when the deletion is cancelled", async () => {
    const user = userEvent.setup();
    const { sent } = renderAdmin(<EventsManagementPage />, { mocks: [list([sportsDay])] });
    await screen.findByText("Sports Day");
    await user.click(screen.getByRole("button", { name: "Delete Sports Day" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByText("Sports Day")).toBeInTheDocument();
    expect(countOf(sent, "DeleteEvent")).toBe(0);
  });

  it("moves an event to the Trash when the server agrees, without refetching", async () => {
    const user = userEvent.setup();
    const { sent, cache } = renderAdmin(<EventsManagementPage />, {
      mocks: [list([sportsDay, prizeGiving]), answer(DeleteEventDocument, { id: "e1" }, { deleteEvent: "e1" })],
    });
    await screen.findByText("Sports Day");
    await user.click(screen.getByRole("button", { name: "Delete Sports Day" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Event moved to the Trash")).toBeInTheDocument();
    expect(rowTitles()).toEqual(["Prize giving"]);
    expect(countOf(sent, "AdminEventsList")).toBe(1);
    // Its own page must not show it from the cache any more.
    expect(cache.extract()[cache.identify({ __typename: "Event", id: "e1" }) as string]).toBeUndefined();
  });

  it("fetches the next page with the 'after' cursor on 'Load more' and appends it", async () => {
    const user = userEvent.setup();
    const later = [
      staffEvent({ id: "e3", title: "Heritage day", date: "2024-09-24" }),
      staffEvent({ id: "e4", title: "Book week", date: "2024-08-12" }),
    ];
    const { sent, hold } = renderAdmin(<EventsManagementPage />, {
      mocks: [
        answer(
          AdminEventsListDocument,
          { first: ADMIN_PAGE_SIZE, state: null },
          page([sportsDay, prizeGiving], true, "cursor-2"),
        ),
        answer(AdminEventsListDocument, { first: ADMIN_PAGE_SIZE, state: null, after: "cursor-2" }, page(later)),
      ],
    });
    await screen.findByText("Sports Day");
    const release = hold("AdminEventsList");
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Loading...")).toBeInTheDocument();
    // The first page stays while the next one loads.
    expect(screen.getByText("Sports Day")).toBeInTheDocument();
    release();

    expect(await screen.findByText("Book week")).toBeInTheDocument();
    expect(rowTitles()).toEqual(["Sports Day", "Prize giving", "Heritage day", "Book week"]);
    expect(countOf(sent, "AdminEventsList")).toBe(2);
    // The last page says there is no more.
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
