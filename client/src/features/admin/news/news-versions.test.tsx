import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AdminNewsListDocument,
  LatestNewsDocument,
  NewsVersionsDocument,
  RestoreNewsVersionDocument,
  UpdateNewsDocument,
} from "../../../gql/graphql";
import { renderAdmin, signIn } from "../../../test/admin";
import { answer, newsItem, pageInfo } from "../../../test/mocks";
import { ADMIN_PAGE_SIZE } from "../components/admin-list";
import { newsAdminSection } from "./news-screen";

const NewsManagementPage = newsAdminSection.Page;

const PUBLISH = { action: "PUBLISH", publishAt: null, expiresAt: null };
const THEIRS = "thandi.mokoena@school.example saved this news article at 14:05, after you opened it.";

const article = (overrides: Record<string, unknown> = {}) =>
  newsItem({
    title: "Choir concert",
    content: "The full story.",
    createdAt: "2025-03-07T08:00:00.000Z",
    ...overrides,
  });
const list = (nodes: unknown[]) =>
  answer(
    AdminNewsListDocument,
    { first: ADMIN_PAGE_SIZE, state: null },
    { news: { __typename: "NewsConnection", nodes, pageInfo: pageInfo() } },
  );
const update = (title: string, expectedVersion: number) => ({
  id: "n1",
  expectedVersion,
  input: {
    title,
    excerpt: "The team won the league.",
    content: "The full story.",
    date: "2025-03-07",
    category: "Sport",
    publication: PUBLISH,
  },
});
const conflict = (variables: Record<string, unknown>) => ({
  request: { query: UpdateNewsDocument, variables },
  result: { errors: [{ message: THEIRS, extensions: { code: "CONFLICT", version: 2 } }] },
});

async function editTitle(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole("button", { name: "Edit Choir concert" }));
  const dialog = await screen.findByRole("dialog");
  await user.clear(within(dialog).getByLabelText(/^Title/));
  await user.type(within(dialog).getByLabelText(/^Title/), title);
  await user.click(within(dialog).getByRole("button", { name: "Update Article" }));
  return dialog;
}

describe("news versions in the staff panel", () => {
  beforeEach(() => signIn());

  it("says who saved since and keeps the input; Overwrite saves it over their version", async () => {
    const user = userEvent.setup();
    renderAdmin(<NewsManagementPage />, {
      mocks: [
        list([article()]),
        conflict(update("Choir concert moved", 1)),
        answer(UpdateNewsDocument, update("Choir concert moved", 2), {
          updateNews: article({ title: "Choir concert moved", version: 3 }),
        }),
      ],
    });
    const dialog = await editTitle(user, "Choir concert moved");

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(THEIRS);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue("Choir concert moved");
    // The alert says it all: no second, vaguer "Failed to update" toast beside it.
    expect(screen.queryByText(/Failed to update/)).not.toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Overwrite" }));
    expect(await screen.findByText("News article updated successfully")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Choir concert moved" })).toBeInTheDocument();
  });

  it("reloads their version into the form, and the next save goes over it", async () => {
    const user = userEvent.setup();
    const theirs = article({ title: "Choir concert (moved to Friday)", version: 2 });
    renderAdmin(<NewsManagementPage />, {
      mocks: [
        list([article()]),
        conflict(update("Choir concert moved", 1)),
        answer(LatestNewsDocument, { id: "n1" }, { newsItem: theirs }),
        answer(UpdateNewsDocument, update("Choir concert (moved to Friday)!", 2), {
          updateNews: article({ title: "Choir concert (moved to Friday)!", version: 3 }),
        }),
      ],
    });
    const dialog = await editTitle(user, "Choir concert moved");
    await user.click(await within(dialog).findByRole("button", { name: /Reload theirs/ }));

    const reloaded = await screen.findByRole("dialog");
    expect(await within(reloaded).findByLabelText(/^Title/)).toHaveValue("Choir concert (moved to Friday)");
    expect(within(reloaded).queryByRole("alert")).not.toBeInTheDocument();
    await user.type(within(reloaded).getByLabelText(/^Title/), "!");
    await user.click(within(reloaded).getByRole("button", { name: "Update Article" }));
    // The saved title in the list (the success toast may share the screen with the previous test's).
    expect(await screen.findByRole("heading", { name: "Choir concert (moved to Friday)!" })).toBeInTheDocument();
  });

  it("lists the article's versions with who saved them and restores one into the form", async () => {
    const user = userEvent.setup();
    const version = (number: number, title: string, savedBy: string, current = false) => ({
      __typename: "ItemVersion",
      version: number,
      title,
      savedBy,
      savedAt: `2025-03-0${number}T08:00:00.000Z`,
      current,
    });
    renderAdmin(<NewsManagementPage />, {
      mocks: [
        list([article({ version: 3 })]),
        answer(
          NewsVersionsDocument,
          { id: "n1" },
          {
            newsVersions: [
              version(3, "Choir concert", "office@school.example", true),
              version(2, "Choir concert draft", "thandi.mokoena@school.example"),
              version(1, "Choir evening", "thandi.mokoena@school.example"),
            ],
          },
        ),
        answer(
          RestoreNewsVersionDocument,
          { id: "n1", version: 1, expectedVersion: 3 },
          { restoreNewsVersion: article({ title: "Choir evening", version: 4 }) },
        ),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Edit Choir concert" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "History" }));

    const history = await within(dialog).findByRole("list", { name: "Saved versions" });
    const entries = within(history).getAllByRole("listitem");
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent(/Version 3\s*Current/);
    expect(entries[2]).toHaveTextContent("Choir evening");
    expect(entries[2]).toHaveTextContent("thandi.mokoena@school.example");
    expect(within(entries[0]).queryByRole("button", { name: /Restore/ })).not.toBeInTheDocument();

    await user.click(within(entries[2]).getByRole("button", { name: "Restore version 1" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Restore version 1?" });
    await user.click(within(confirm).getByRole("button", { name: "Restore version 1" }));

    expect(await screen.findByText("Version 1 restored")).toBeInTheDocument();
    expect(await within(await screen.findByRole("dialog")).findByLabelText(/^Title/)).toHaveValue("Choir evening");
  });
});
