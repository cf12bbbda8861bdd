import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { DeleteForeverDocument, RestoreFromTrashDocument, TrashDocument } from "../../../../gql/graphql";
import { countOf, renderAdmin, signIn } from "../../../../test/admin";
import { answer, networkFailure } from "../../../../test/mocks";
import { TrashPage } from "./trash-page";

const trashed = (id: string, fields: Record<string, unknown>) => ({
  __typename: "TrashedItem",
  id,
  kind: "NEWS",
  kindName: "News article",
  title: "Sports day",
  deletedAt: "2026-11-23T07:15:00.000Z",
  deletedBy: "office@school.example",
  purgesAt: "2026-12-23T07:15:00.000Z",
  ...fields,
});
const article = trashed("n1", {});
const photo = trashed("g1", {
  kind: "GALLERY_PHOTO",
  kindName: "Gallery photo",
  title: "Relay race",
  deletedBy: "head@school.example",
});

const trash = (items: unknown[]) =>
  answer(TrashDocument, {}, { trash: items, school: { __typename: "School", timeZone: "Africa/Johannesburg" } });

const rows = () => within(screen.getByRole("list", { name: "Deleted items" })).getAllByRole("listitem");

describe("TrashPage", () => {
  beforeEach(signIn);

  it("lists what was deleted: its kind, title, who deleted it, when, and when it goes for good", async () => {
    renderAdmin(<TrashPage />, { mocks: [trash([article, photo])] });
    await screen.findByRole("list", { name: "Deleted items" });
    const [first, second] = rows();
    expect(first).toHaveTextContent("News articleSports day");
    expect(first).toHaveTextContent("Deleted 23 Nov 2026, 09:15 by office@school.example");
    expect(first).toHaveTextContent("Deleted for good on 23 Dec 2026, 09:15");
    expect(second).toHaveTextContent("Gallery photoRelay race");
    expect(second).toHaveTextContent("by head@school.example");
  });

  it("restores an item: it leaves the Trash and the toast says so", async () => {
    const user = userEvent.setup();
    const { sent } = renderAdmin(<TrashPage />, {
      mocks: [
        trash([article, photo]),
        answer(RestoreFromTrashDocument, { kind: "GALLERY_PHOTO", id: "g1" }, { restoreFromTrash: "g1" }),
      ],
    });
    await screen.findByRole("list", { name: "Deleted items" });
    await user.click(screen.getByRole("button", { name: "Restore Relay race" }));

    expect(await screen.findByText('Restored "Relay race"')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent("Sports day");
    expect(countOf(sent, "RestoreFromTrash")).toBe(1);
  });

  it("asks before deleting forever, says it cannot be undone, and keeps the item when the server refuses", async () => {
    const user = userEvent.setup();
    const { sent } = renderAdmin(<TrashPage />, {
      mocks: [
        trash([article]),
        {
          request: { query: DeleteForeverDocument, variables: { kind: "NEWS", id: "n1" } },
          result: { errors: [new GraphQLError("News article not found", { extensions: { code: "NOT_FOUND" } })] },
        },
      ],
    });
    await screen.findByRole("list", { name: "Deleted items" });
    await user.click(screen.getByRole("button", { name: "Delete forever Sports day" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(
      within(confirm).getByText("This action cannot be undone. This will permanently delete the news article."),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(countOf(sent, "DeleteForever")).toBe(0);

    await user.click(screen.getByRole("button", { name: "Delete forever Sports day" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete it for good. Please try again.")).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });

  it("deletes forever once confirmed", async () => {
    const user = userEvent.setup();
    renderAdmin(<TrashPage />, {
      mocks: [trash([article]), answer(DeleteForeverDocument, { kind: "NEWS", id: "n1" }, { deleteForever: "n1" })],
    });
    await screen.findByRole("list", { name: "Deleted items" });
    await user.click(screen.getByRole("button", { name: "Delete forever Sports day" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Deleted for good")).toBeInTheDocument();
    expect(await screen.findByText("The Trash is empty")).toBeInTheDocument();
  });

  it("says when loading fails", async () => {
    renderAdmin(<TrashPage />, { mocks: [networkFailure(TrashDocument, {})] });
    expect(await screen.findByText("Failed to load the Trash.")).toBeInTheDocument();
  });
});
