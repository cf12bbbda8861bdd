import { ApolloLink, HttpLink } from "@apollo/client";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  AdminNewsListDocument,
  CreateNewsDocument,
  DeleteNewsDocument,
  HomeNewsDocument,
  RestoreFromTrashDocument,
  UpdateNewsDocument,
} from "../../../gql/graphql";
import type { HomeNewsQuery } from "../../../gql/graphql";
import { SERVICE_UNAVAILABLE_MESSAGE, serviceUnavailableLink } from "../../../lib/service-status";
import { countOf, renderAdmin, signIn } from "../../../test/admin";
import { installRenderBeforeDefaultAction } from "../../../test/browser";
import { answer, newsItem, pageInfo } from "../../../test/mocks";
import { ADMIN_PAGE_SIZE } from "../components/admin-list";
import { newsAdminSection } from "./news-screen";

const NewsManagementPage = newsAdminSection.Page;

const article = (overrides: Record<string, unknown> = {}) =>
  newsItem({
    content: "The full story.",
    createdAt: "2025-03-07T08:00:00.000Z",
    publishedAt: "2025-03-07T08:00:00.000Z",
    expiresAt: null,
    ...overrides,
  });
/** What the form sends for publishing when staff leave it as it is: published. */
const PUBLISH = { action: "PUBLISH", publishAt: null, expiresAt: null };

const older = article({ id: "n0", title: "Choir concert", date: "2025-02-01", createdAt: "2025-02-01T08:00:00.000Z" });
const list = (nodes: unknown[]) =>
  answer(
    AdminNewsListDocument,
    { first: ADMIN_PAGE_SIZE, state: null },
    { news: { __typename: "NewsConnection", nodes, pageInfo: pageInfo() } },
  );

const input = {
  title: "Art exhibition",
  excerpt: "Grade 7 art.",
  // The editor answers HTML: what is typed below, as one paragraph.
  content: "<p>Come and see.</p>",
  date: "2025-03-10",
  category: "Arts",
  publication: PUBLISH,
};
const { publication: _sent, ...fields } = input;
const created = article({ id: "n2", ...fields, createdAt: "2025-03-10T08:00:00.000Z" });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole("dialog");
  await user.type(within(dialog).getByLabelText(/^Title/), input.title);
  await user.type(within(dialog).getByLabelText(/^Excerpt/), input.excerpt);
  await user.type(within(dialog).getByLabelText(/^Content/), "Come and see.");
  await user.clear(within(dialog).getByLabelText(/^Date/));
  await user.type(within(dialog).getByLabelText(/^Date/), input.date);
  await user.type(within(dialog).getByLabelText(/^Category/), input.category);
  // A new article is a draft until staff choose to publish it.
  await user.click(within(dialog).getByRole("radio", { name: "Publish now" }));
  return dialog;
}

describe("the news screen", () => {
  beforeEach(signIn);
  let restoreBrowser = () => {};
  afterEach(() => restoreBrowser());

  it("checks the required fields, then creates the article and puts it in every cached list without refetching", async () => {
    const user = userEvent.setup();
    const { sent, cache, hold } = renderAdmin(<NewsManagementPage />, {
      mocks: [list([article(), older]), answer(CreateNewsDocument, { input }, { createNews: created })],
    });
    await screen.findByText("Netball team wins");
    // The home page's carousel, as a visitor in this tab would have it.
    cache.writeQuery({
      query: HomeNewsDocument,
      variables: { first: 6 },
      data: { news: { __typename: "NewsConnection", nodes: [article(), older] } } as unknown as HomeNewsQuery,
    });

    await user.click(screen.getByRole("button", { name: "Add News" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("radio", { name: "Draft" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Save draft" }));
    expect(within(dialog).getByText("Title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Category is required")).toBeInTheDocument();
    expect(within(dialog).getByText("PNG, JPG, GIF up to 5MB")).toBeInTheDocument();

    await fillForm(user);
    const release = hold("CreateNews");
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(within(dialog).getByText("Creating...")).toBeInTheDocument();
    release();

    expect(await screen.findByText("News article created successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["Art exhibition", "Netball team wins", "Choir concert"]);
    expect(countOf(sent, "AdminNewsList")).toBe(1);
    const home = cache.readQuery({ query: HomeNewsDocument, variables: { first: 6 } });
    expect(home?.news.nodes.map((node) => node.title)).toEqual([
      "Art exhibition",
      "Netball team wins",
      "Choir concert",
    ]);
  });

  it("keeps the modal open with everything typed when the save fails, and changes nothing", async () => {
    const user = userEvent.setup();
    renderAdmin(<NewsManagementPage />, {
      mocks: [
        list([article()]),
        { request: { query: CreateNewsDocument, variables: { input } }, error: new Error("Network request failed") },
      ],
    });
    await screen.findByText("Netball team wins");
    await user.click(screen.getByRole("button", { name: "Add News" }));
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));

    expect(await screen.findByText("Failed to create news article. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue(input.title);
    expect(screen.queryByText(input.title)).not.toBeInTheDocument();
  });

  it("says the site is temporarily unavailable when the save answers 503, and keeps everything typed", async () => {
    const user = userEvent.setup();
    // jsdom has no Response: what Apollo's HttpLink reads of one.
    const json = (status: number, body: unknown, type = "application/json") =>
      ({
        status,
        headers: new Map([["content-type", type]]),
        text: () => Promise.resolve(JSON.stringify(body)),
      }) as unknown as Response;
    const answers: Record<string, () => Response> = {
      AdminNewsList: () => json(200, list([article()]).result),
      // What the server answers while its database is out of reach (tests/api/outage.test.ts).
      CreateNews: () =>
        json(
          503,
          { errors: [{ message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { code: "SERVICE_UNAVAILABLE" } }] },
          "application/graphql-response+json; charset=utf-8",
        ),
    };
    // Apollo's HttpLink sends each operation as a JSON string.
    const siteDown = (_uri: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(answers[(JSON.parse(init?.body as string) as { operationName: string }).operationName]());
    // The panel puts failures of the next few seconds down to such an answer (service-status.ts): its clock
    // runs an hour behind in this test only, so the tests after it see their own messages.
    const realNow = Date.now.bind(Date);
    const clock = jest.spyOn(Date, "now").mockImplementation(() => realNow() - 60 * 60_000);
    try {
      renderAdmin(<NewsManagementPage />, {
        server: ApolloLink.from([serviceUnavailableLink, new HttpLink({ uri: "/graphql", fetch: siteDown })]),
      });
      await screen.findByText("Netball team wins");
      await user.click(screen.getByRole("button", { name: "Add News" }));
      const dialog = await fillForm(user);
      await user.click(within(dialog).getByRole("button", { name: "Publish" }));

      expect(await screen.findByText(SERVICE_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole("dialog")).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^Title/)).toHaveValue(input.title);
      expect(within(dialog).getByLabelText(/^Excerpt/)).toHaveValue(input.excerpt);
      expect(within(dialog).getByLabelText(/^Content/)).toHaveTextContent("Come and see.");
      expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(input.date);
      expect(within(dialog).getByLabelText(/^Category/)).toHaveValue(input.category);
      // Saving again is one click away.
      expect(within(dialog).getByRole("button", { name: "Publish" })).toBeEnabled();
    } finally {
      clock.mockRestore();
    }
  });

  it("edits an article in place and moves it when its date changes", async () => {
    const user = userEvent.setup();
    const variables = {
      id: "n0",
      expectedVersion: 1,
      input: {
        title: "Choir concert",
        excerpt: "The team won the league.",
        content: "The full story.",
        date: "2025-04-01",
        category: "Sport",
        publication: PUBLISH,
      },
    };
    const { sent } = renderAdmin(<NewsManagementPage />, {
      mocks: [
        list([article(), older]),
        answer(UpdateNewsDocument, variables, { updateNews: { ...older, date: "2025-04-01" } }),
      ],
    });
    await screen.findByText("Choir concert");
    await user.click(screen.getByRole("button", { name: "Edit Choir concert" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Edit News Article" })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Date/));
    await user.type(within(dialog).getByLabelText(/^Date/), "2025-04-01");
    await user.click(within(dialog).getByRole("button", { name: "Update Article" }));

    expect(await screen.findByText("News article updated successfully")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
        "Choir concert",
        "Netball team wins",
      ]),
    );
    expect(countOf(sent, "AdminNewsList")).toBe(1);
  });

  it("removes a deleted article at once and puts it back when the server refuses", async () => {
    const user = userEvent.setup();
    const { hold } = renderAdmin(<NewsManagementPage />, {
      mocks: [
        list([article(), older]),
        {
          request: { query: DeleteNewsDocument, variables: { id: "n1" } },
          result: {
            errors: [new GraphQLError("Internal server error", { extensions: { code: "INTERNAL_SERVER_ERROR" } })],
          },
        },
      ],
    });
    await screen.findByText("Netball team wins");
    await user.click(screen.getByRole("button", { name: "Delete Netball team wins" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(
      within(confirm).getByText("The news article moves to the Trash, where you can restore it for 30 days."),
    ).toBeInTheDocument();
    const release = hold("DeleteNews");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByText("Netball team wins")).not.toBeInTheDocument());
    expect(within(confirm).getByText("Deleting...")).toBeInTheDocument();
    release();
    expect(await screen.findByText("Failed to delete news article. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Netball team wins")).toBeInTheDocument();
  });

  it("moves an article to the Trash when the server agrees", async () => {
    const user = userEvent.setup();
    const { sent } = renderAdmin(<NewsManagementPage />, {
      mocks: [list([article(), older]), answer(DeleteNewsDocument, { id: "n1" }, { deleteNews: "n1" })],
    });
    await screen.findByText("Netball team wins");
    await user.click(screen.getByRole("button", { name: "Delete Netball team wins" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("News article moved to the Trash")).toBeInTheDocument();
    expect(screen.queryByText("Netball team wins")).not.toBeInTheDocument();
    expect(countOf(sent, "AdminNewsList")).toBe(1);
  });

  it("brings a deleted article back with 'Undo' in the toast, and lists it again", async () => {
    const user = userEvent.setup();
    const { sent } = renderAdmin(<NewsManagementPage />, {
      mocks: [
        list([article(), older]),
        answer(DeleteNewsDocument, { id: "n1" }, { deleteNews: "n1" }),
        answer(RestoreFromTrashDocument, { kind: "NEWS", id: "n1" }, { restoreFromTrash: "n1" }),
        list([article(), older]),
      ],
    });
    await screen.findByText("Netball team wins");
    await user.click(screen.getByRole("button", { name: "Delete Netball team wins" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    // The newest toast: an earlier test's may still be on screen.
    const toast = (await screen.findAllByText("News article moved to the Trash"))
      .at(-1)!
      .closest("[role=status]") as HTMLElement;
    expect(screen.queryByText("Netball team wins")).not.toBeInTheDocument();

    await user.click(within(toast).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Restored from the Trash")).toBeInTheDocument();
    expect(await screen.findByText("Netball team wins")).toBeInTheDocument();
    expect(countOf(sent, "RestoreFromTrash")).toBe(1);
    expect(countOf(sent, "AdminNewsList")).toBe(2);
  });

  it("saves a draft or schedules an article in school time, shows each state, and filters by it", async () => {
    const user = userEvent.setup();
    const draft = article({ id: "n3", ...fields, publishedAt: null });
    const scheduledInput = {
      ...input,
      // 08:00 on 1 April 2030 in Johannesburg is 06:00 UTC.
      publication: { action: "SCHEDULE", publishAt: "2030-04-01T06:00:00.000Z", expiresAt: null },
    };
    const scheduled = article({ id: "n4", ...fields, publishedAt: "2030-04-01T06:00:00.000Z" });
    renderAdmin(<NewsManagementPage />, {
      mocks: [
        list([older]),
        answer(
          CreateNewsDocument,
          { input: { ...input, publication: { action: "DRAFT", publishAt: null, expiresAt: null } } },
          { createNews: draft },
        ),
        answer(CreateNewsDocument, { input: scheduledInput }, { createNews: scheduled }),
        answer(
          AdminNewsListDocument,
          { first: ADMIN_PAGE_SIZE, state: "DRAFT" },
          { news: { __typename: "NewsConnection", nodes: [draft], pageInfo: pageInfo() } },
        ),
      ],
    });
    await screen.findByText("Choir concert");

    // Taking a published article back to a draft says so.
    await user.click(screen.getByRole("button", { name: "Edit Choir concert" }));
    const editing = await screen.findByRole("dialog");
    await user.click(within(editing).getByRole("radio", { name: "Draft" }));
    expect(within(editing).getByRole("button", { name: "Unpublish" })).toBeInTheDocument();
    await user.click(within(editing).getByRole("radio", { name: "Published" }));
    await user.click(within(editing).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Add News" }));
    let dialog = await fillForm(user);
    await user.click(within(dialog).getByRole("radio", { name: "Draft" }));
    await user.click(within(dialog).getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const draftRow = screen.getByRole("heading", { name: input.title }).closest("article")!;
    expect(within(draftRow).getByText("Draft")).toBeInTheDocument();
    expect(within(draftRow).getByRole("link", { name: /^Preview/ })).toHaveAttribute("href", "/news/n3");

    await user.click(screen.getByRole("button", { name: "Add News" }));
    dialog = await fillForm(user);
    await user.click(within(dialog).getByRole("radio", { name: "Schedule for later" }));
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    expect(within(dialog).getByText("Choose when to publish")).toBeInTheDocument();
    // user-event cannot type into datetime-local inputs; a browser's picker sets the whole value at once.
    fireEvent.change(within(dialog).getByLabelText(/^Publish at/), { target: { value: "2030-04-01T08:00" } });
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Scheduled: 01 Apr 2030, 08:00")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Drafts");
    await waitFor(() => expect(screen.queryByText("Choir concert")).not.toBeInTheDocument());
    expect(screen.getAllByRole("heading", { name: input.title })).toHaveLength(1);
  });

  it("asks before Esc, Cancel or a click outside throws away what was typed", async () => {
    const user = userEvent.setup();
    renderAdmin(<NewsManagementPage />, { mocks: [list([older])] });
    await screen.findByText("Choir concert");

    // Nothing typed: Esc simply closes.
    await user.click(screen.getByRole("button", { name: "Add News" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Add News" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/^Title/), "Half-written");
    await user.keyboard("{Escape}");
    const question = await within(dialog).findByRole("alert");
    expect(question).toHaveTextContent("Close without saving? What you typed will be lost.");
    await user.click(within(question).getByRole("button", { name: "Keep editing" }));
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue("Half-written");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(dialog).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it.each([
    ["a click", (user: ReturnType<typeof userEvent.setup>, button: HTMLElement) => user.click(button)],
    ["Enter", (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Enter}")],
  ])("keeps the filled-in form open and saves nothing when 'Keep editing' is chosen with %s", async (_how, choose) => {
    const user = userEvent.setup();
    // What a click changes is rendered before its default action, as in a browser.
    restoreBrowser = installRenderBeforeDefaultAction();
    const { sent } = renderAdmin(<NewsManagementPage />, { mocks: [list([older])] });
    await screen.findByText("Choir concert");
    await user.click(screen.getByRole("button", { name: "Add News" }));
    const dialog = await fillForm(user);
    await user.keyboard("{Escape}");
    const question = await within(dialog).findByRole("alert");
    const keepEditing = within(question).getByRole("button", { name: "Keep editing" });
    act(() => keepEditing.focus());
    await choose(user, keepEditing);

    expect(await within(dialog).findByRole("button", { name: "Publish" })).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBe(dialog);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue(input.title);
    expect(within(dialog).getByLabelText(/^Category/)).toHaveValue(input.category);
    expect(countOf(sent, "CreateNews")).toBe(0);
  });

  it("asks nothing when an article is opened for editing and closed unchanged", async () => {
    const user = userEvent.setup();
    renderAdmin(<NewsManagementPage />, { mocks: [list([older])] });
    await user.click(await screen.findByRole("button", { name: "Edit Choir concert" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
