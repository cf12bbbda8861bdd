import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  ContactMessagesDocument,
  DeleteMessageDocument,
  MarkMessageReadDocument,
  UnreadMessageCountDocument,
} from "../../../../gql/graphql";
import { countOf, renderAdmin, signIn } from "../../../../test/admin";
import { answer, contactMessage, pageInfo } from "../../../../test/mocks";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";
import { MessagesPage } from "./messages-page";

const newest = contactMessage({
  id: "m3",
  name: "Lerato Dlamini",
  email: "lerato@example.com",
  subject: "AcademicInquiry",
  message: "Which languages are taught in Grade 4?",
  createdAt: "2025-03-12T09:30:00.000Z",
});
const middle = contactMessage({
  id: "m2",
  name: "Sipho Nkosi",
  email: "sipho@example.com",
  subject: "Events",
  message: "Is the fun run open to parents?",
  createdAt: "2025-03-11T09:30:00.000Z",
});
const oldest = contactMessage({ read: true, readAt: "2025-03-10T12:00:00.000Z" });

const page = (nodes: unknown[], hasNextPage = false, endCursor: string | null = null) => ({
  contactMessages: { __typename: "ContactMessageConnection", nodes, pageInfo: pageInfo(hasNextPage, endCursor) },
});
const list = (nodes: unknown[]) => answer(ContactMessagesDocument, { first: ADMIN_PAGE_SIZE }, page(nodes));
const serverError = (
  query: typeof DeleteMessageDocument | typeof MarkMessageReadDocument,
  variables: Record<string, unknown>,
) => ({
  request: { query, variables },
  result: { errors: [new GraphQLError("Internal server error", { extensions: { code: "INTERNAL_SERVER_ERROR" } })] },
  delay: 0,
});

type Cache = ReturnType<typeof renderAdmin>["cache"];
/** The sidebar's badge reads this count. */
const seedUnreadCount = (cache: Cache, count: number) =>
  cache.writeQuery({ query: UnreadMessageCountDocument, data: { unreadContactMessageCount: count } });
const unreadCount = (cache: Cache) =>
  cache.readQuery({ query: UnreadMessageCountDocument, optimistic: true })?.unreadContactMessageCount;

/** The subjects of the listed messages, top to bottom (also while a dialog hides the page from assistive technology). */
const subjects = () =>
  screen
    .getAllByRole("article", { hidden: true })
    .map((card) => within(card).getByRole("heading", { level: 2, hidden: true }).textContent);
const card = (subject: string) =>
  screen.getByRole("heading", { level: 2, name: subject }).closest("article") as HTMLElement;

async function expectErrorToast(description: string) {
  const toast = (await screen.findByText(description)).closest("[role='alert']");
  expect(toast).not.toBeNull();
  expect(toast).toHaveTextContent(`Error${description}`);
}

describe("MessagesPage", () => {
  beforeEach(signIn);

  it("lists the messages newest first, with sender, subject as the form names it, and read state", async () => {
    renderAdmin(<MessagesPage />, { mocks: [list([newest, middle, oldest])] });
    expect(screen.getByText("Loading messages...")).toBeInTheDocument();
    await screen.findByText("Which languages are taught in Grade 4?");

    expect(subjects()).toEqual(["Academic Inquiry", "Events", "Admissions"]);
    const first = card("Academic Inquiry");
    expect(within(first).getByText("Unread")).toBeInTheDocument();
    expect(within(first).getByText(/Lerato Dlamini/)).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "lerato@example.com" })).toHaveAttribute(
      "href",
      "mailto:lerato@example.com",
    );
    expect(within(first).getByText(/12 March 2025/)).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "Mark as read" })).toBeInTheDocument();
    expect(within(card("Admissions")).getByText("Read")).toBeInTheDocument();
    expect(within(card("Admissions")).getByRole("button", { name: "Mark as unread" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("marks a message read at once, keeps it in its place and lowers the unread count, without refetching the list", async () => {
    const user = userEvent.setup();
    const { sent, cache, hold } = renderAdmin(<MessagesPage />, {
      mocks: [
        list([newest, middle, oldest]),
        answer(
          MarkMessageReadDocument,
          { id: "m2", read: true },
          { markContactMessageRead: { ...middle, read: true, readAt: "2025-03-12T10:00:00.000Z" } },
        ),
      ],
    });
    await screen.findByText("Is the fun run open to parents?");
    seedUnreadCount(cache, 2);

    const release = hold("MarkMessageRead");
    await user.click(within(card("Events")).getByRole("button", { name: "Mark as read" }));
    // Before the server answers.
    expect(within(card("Events")).getByText("Read")).toBeInTheDocument();
    expect(within(card("Events")).getByRole("button", { name: "Mark as unread" })).toBeInTheDocument();
    expect(unreadCount(cache)).toBe(1);
    release();

    await waitFor(() => expect(countOf(sent, "MarkMessageRead")).toBe(1));
    await waitFor(() =>
      expect(cache.readQuery({ query: UnreadMessageCountDocument })?.unreadContactMessageCount).toBe(1),
    );
    expect(within(card("Events")).getByText("Read")).toBeInTheDocument();
    expect(within(card("Academic Inquiry")).getByText("Unread")).toBeInTheDocument();
    expect(subjects()).toEqual(["Academic Inquiry", "Events", "Admissions"]);
    expect(countOf(sent, "ContactMessages")).toBe(1);
  });

  it("marks a read message unread again and raises the unread count", async () => {
    const user = userEvent.setup();
    const { sent, cache } = renderAdmin(<MessagesPage />, {
      mocks: [
        list([newest, oldest]),
        answer(
          MarkMessageReadDocument,
          { id: "m1", read: false },
          { markContactMessageRead: { ...oldest, read: false, readAt: null } },
        ),
      ],
    });
    await screen.findByText("When do applications for Grade 1 open?");
    seedUnreadCount(cache, 1);

    await user.click(within(card("Admissions")).getByRole("button", { name: "Mark as unread" }));
    await waitFor(() =>
      expect(cache.readQuery({ query: UnreadMessageCountDocument })?.unreadContactMessageCount).toBe(2),
    );
    expect(within(card("Admissions")).getByText("Unread")).toBeInTheDocument();
    expect(within(card("Admissions")).getByRole("button", { name: "Mark as read" })).toBeInTheDocument();
    expect(subjects()).toEqual(["Academic Inquiry", "Admissions"]);
    expect(countOf(sent, "ContactMessages")).toBe(1);
  });

  it("changes the badge back and says so when marking as read fails", async () => {
    const user = userEvent.setup();
    const { cache, hold } = renderAdmin(<MessagesPage />, {
      mocks: [list([newest]), serverError(MarkMessageReadDocument, { id: "m3", read: true })],
    });
    await screen.findByText("Which languages are taught in Grade 4?");
    seedUnreadCount(cache, 1);

    const release = hold("MarkMessageRead");
    await user.click(screen.getByRole("button", { name: "Mark as read" }));
    expect(within(card("Academic Inquiry")).getByText("Read")).toBeInTheDocument();
    expect(unreadCount(cache)).toBe(0);
    release();

    await expectErrorToast("Failed to update message. Please try again.");
    expect(within(card("Academic Inquiry")).getByText("Unread")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark as read" })).toBeInTheDocument();
    expect(unreadCount(cache)).toBe(1);
  });

  it("asks first, removes a deleted message at once and puts it back when the server refuses", async () => {
    const user = userEvent.setup();
    const { cache, hold } = renderAdmin(<MessagesPage />, {
      mocks: [list([newest, middle, oldest]), serverError(DeleteMessageDocument, { id: "m2" })],
    });
    await screen.findByText("Is the fun run open to parents?");
    seedUnreadCount(cache, 2);

    await user.click(screen.getByRole("button", { name: "Delete message from Sipho Nkosi" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("Are you sure?")).toBeInTheDocument();
    expect(
      within(confirm).getByText("This action cannot be undone. This will permanently delete the message."),
    ).toBeInTheDocument();
    const release = hold("DeleteMessage");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByText("Is the fun run open to parents?")).not.toBeInTheDocument());
    expect(within(confirm).getByText("Deleting...")).toBeInTheDocument();
    expect(unreadCount(cache)).toBe(1);
    release();

    await expectErrorToast("Failed to delete message. Please try again.");
    expect(subjects()).toEqual(["Academic Inquiry", "Events", "Admissions"]);
    expect(unreadCount(cache)).toBe(2);
  });

  it("deletes a message for good when the server agrees, without refetching", async () => {
    const user = userEvent.setup();
    const { sent, cache } = renderAdmin(<MessagesPage />, {
      mocks: [list([newest, oldest]), answer(DeleteMessageDocument, { id: "m3" }, { deleteContactMessage: "m3" })],
    });
    await screen.findByText("Which languages are taught in Grade 4?");
    seedUnreadCount(cache, 1);

    await user.click(screen.getByRole("button", { name: "Delete message from Lerato Dlamini" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Message deleted successfully")).toBeInTheDocument();
    expect(subjects()).toEqual(["Admissions"]);
    expect(cache.readQuery({ query: UnreadMessageCountDocument })?.unreadContactMessageCount).toBe(0);
    expect(countOf(sent, "ContactMessages")).toBe(1);
  });

  it("says when there are no messages yet", async () => {
    renderAdmin(<MessagesPage />, { mocks: [list([])] });
    expect(await screen.findByText("No messages yet")).toBeInTheDocument();
    expect(screen.getByText("Messages sent through the contact form appear here.")).toBeInTheDocument();
  });

  it("says so when the messages cannot be fetched, and tries again", async () => {
    const user = userEvent.setup();
    const { sent } = renderAdmin(<MessagesPage />, {
      mocks: [
        {
          request: { query: ContactMessagesDocument, variables: { first: ADMIN_PAGE_SIZE } },
          error: new Error("Network request failed"),
        },
        list([newest]),
      ],
    });
    const failure = (await screen.findByText("Failed to fetch messages")).closest("[role='alert']") as HTMLElement;
    expect(failure).not.toBeNull();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();

    await user.click(within(failure).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Which languages are taught in Grade 4?")).toBeInTheDocument();
    expect(screen.queryByText("Failed to fetch messages")).not.toBeInTheDocument();
    expect(countOf(sent, "ContactMessages")).toBe(2);
  });

  it("loads older messages with the 'after' cursor and appends them", async () => {
    const user = userEvent.setup();
    const { sent, hold } = renderAdmin(<MessagesPage />, {
      mocks: [
        answer(ContactMessagesDocument, { first: ADMIN_PAGE_SIZE }, page([newest, middle], true, "cursor-m2")),
        answer(ContactMessagesDocument, { first: ADMIN_PAGE_SIZE, after: "cursor-m2" }, page([oldest])),
      ],
    });
    await screen.findByText("Is the fun run open to parents?");
    const release = hold("ContactMessages");
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Loading...")).toBeInTheDocument();
    release();
    expect(await screen.findByText("When do applications for Grade 1 open?")).toBeInTheDocument();
    expect(subjects()).toEqual(["Academic Inquiry", "Events", "Admissions"]);
    expect(countOf(sent, "ContactMessages")).toBe(2);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
