import { CombinedGraphQLErrors } from "@apollo/client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DocumentNode } from "graphql";
import {
  AdminGalleryItemsDocument,
  AlbumsDocument,
  CreateAlbumDocument,
  DeleteAlbumDocument,
  DeleteGalleryItemDocument,
  ReorderGalleryItemsDocument,
  UpdateAlbumDocument,
  UpdateGalleryItemDocument,
} from "../../../../gql/graphql";
import { uploadRequest } from "../../../../lib/upload-request";
import { renderAdmin, signIn } from "../../../../test/admin";
import { answer, pageInfo } from "../../../../test/mocks";
import { GALLERY_ADMIN_PAGE_SIZE } from "../api/admin-gallery-items";
import { GalleryManagementPage } from "./gallery-management-page";

jest.mock("../../../../lib/upload-request");
const upload = jest.mocked(uploadRequest);

const photo = (overrides: Record<string, unknown> = {}) => ({
  __typename: "GalleryItem",
  id: "g1",
  version: 1,
  title: "Sports day",
  description: "Relay races.",
  alt: "Girls running a relay race",
  albumId: null,
  position: 1,
  imageUrl: "/files/g1.jpg",
  responsiveImage: null,
  date: "2025-03-01T08:00:00.000Z",
  createdAt: "2025-03-01T08:00:00.000Z",
  publishedAt: "2025-03-01T08:00:00.000Z",
  expiresAt: null,
  ...overrides,
});
const list = (nodes: unknown[], state: string | null = null) =>
  answer(
    AdminGalleryItemsDocument,
    { first: GALLERY_ADMIN_PAGE_SIZE, state },
    { galleryItems: { __typename: "GalleryItemConnection", nodes, pageInfo: pageInfo() } },
  );
/** What the edit dialog sends for publishing when staff leave it as it is: published. */
const PUBLISH = { action: "PUBLISH", publishAt: null, expiresAt: null };
const album = (id: string, name: string) => ({ __typename: "Album", id, name });
const albums = (...items: unknown[]) => answer(AlbumsDocument, {}, { albums: items });
const badInput = (fields: Record<string, string>) =>
  new CombinedGraphQLErrors({
    errors: [{ message: Object.values(fields)[0], extensions: { code: "BAD_USER_INPUT", fields } }],
  });
const refusal = (query: DocumentNode, variables: Record<string, unknown>, fields: Record<string, string>) => ({
  request: { query, variables },
  result: { errors: [{ message: Object.values(fields)[0], extensions: { code: "BAD_USER_INPUT", fields } }] },
});
const headings = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

describe("GalleryManagementPage", () => {
  beforeEach(() => {
    signIn();
    upload.mockReset();
    URL.createObjectURL = jest.fn(() => "blob:preview");
    URL.revokeObjectURL = jest.fn();
  });

  it("uploads several photos one by one with progress, keeps a refused one with the server's reason and lists the rest", async () => {
    const user = userEvent.setup();
    let finishChoir = () => {};
    upload
      .mockImplementationOnce(async (_client, _document, _variables, onProgress) => {
        onProgress?.(0.5);
        await new Promise<void>((resolve) => (finishChoir = resolve));
        return { createGalleryItem: photo({ id: "g2", title: "Choir", alt: "The choir on stage", position: -1 }) };
      })
      .mockRejectedValueOnce(badInput({ image: "The file is not a picture the gallery can show" }));
    renderAdmin(<GalleryManagementPage />, {
      mocks: [list([photo()]), albums(album("a1", "Concerts"))],
    });
    await screen.findByText("Sports day");

    await user.upload(screen.getByLabelText("Or choose photos"), [png("choir.png"), png("broken.png")]);
    const choir = screen.getByRole("group", { name: "choir.png" });
    const broken = screen.getByRole("group", { name: "broken.png" });
    await user.type(within(choir).getByRole("textbox", { name: "Title" }), "Choir");
    await user.type(within(choir).getByRole("textbox", { name: /^Alt text/ }), "The choir on stage");
    await user.selectOptions(within(choir).getByRole("combobox", { name: "Album" }), "Concerts");
    await user.type(within(broken).getByRole("textbox", { name: /^Alt text/ }), "A broken file");
    await user.click(screen.getByRole("button", { name: "Upload 2 photos" }));

    expect(await screen.findByRole("progressbar", { name: "Uploading choir.png" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(screen.getByRole("progressbar", { name: "All photos" })).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][2]).toEqual({
      input: {
        title: "Choir",
        description: "",
        alt: "The choir on stage",
        albumId: "a1",
        image: expect.objectContaining({ name: "choir.png" }),
      },
    });
    finishChoir();

    expect(await screen.findByText("Not uploaded: The file is not a picture the gallery can show")).toBeInTheDocument();
    expect(screen.getAllByText("1 photo uploaded, 1 failed").length).toBeGreaterThan(0);
    expect(screen.queryByRole("group", { name: "choir.png" })).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "broken.png" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload 1 photo" })).toBeEnabled();
    expect(headings()).toEqual(["Choir", "Sports day"]);
  });

  it("asks for each photo's alt text before anything is sent, and offers the title only when asked", async () => {
    const user = userEvent.setup();
    upload.mockResolvedValueOnce({
      createGalleryItem: photo({ id: "g2", title: "Choir", alt: "Choir", position: -1 }),
    });
    renderAdmin(<GalleryManagementPage />, { mocks: [list([photo()]), albums()] });
    await screen.findByText("Sports day");

    await user.upload(screen.getByLabelText("Or choose photos"), png("choir.png"));
    const row = screen.getByRole("group", { name: "choir.png" });
    await user.type(within(row).getByRole("textbox", { name: "Title" }), "Choir");
    await user.click(screen.getByRole("button", { name: "Upload 1 photo" }));
    expect(within(row).getByText("Alt text is required: describe what the photo shows")).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    expect(within(row).getByRole("textbox", { name: /^Alt text/ })).toHaveValue("");
    await user.click(within(row).getByRole("button", { name: "Use title as alt text" }));
    expect(within(row).getByRole("textbox", { name: /^Alt text/ })).toHaveValue("Choir");
    await user.click(screen.getByRole("button", { name: "Upload 1 photo" }));
    expect((await screen.findAllByText("1 photo uploaded")).length).toBeGreaterThan(0);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("group", { name: "choir.png" })).not.toBeInTheDocument();
  });

  it("edits a photo's words and album without a new picture, keeping the dialog and the input when the save is refused", async () => {
    const user = userEvent.setup();
    const input = {
      title: "Sports day",
      description: "Relay races.",
      alt: "x".repeat(301),
      albumId: "a1",
      publication: PUBLISH,
    };
    renderAdmin(<GalleryManagementPage />, {
      mocks: [
        list([photo()]),
        albums(album("a1", "Sport")),
        refusal(
          UpdateGalleryItemDocument,
          { id: "g1", expectedVersion: 1, input },
          { alt: "Alt text must be at most 300 characters" },
        ),
        answer(
          UpdateGalleryItemDocument,
          { id: "g1", expectedVersion: 1, input: { ...input, alt: "Girls racing in the relay" } },
          { updateGalleryItem: photo({ alt: "Girls racing in the relay", albumId: "a1" }) },
        ),
      ],
    });
    await screen.findByText("Sports day");
    await user.click(screen.getByRole("button", { name: "Edit Sports day" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Photo" });
    const alt = within(dialog).getByRole("textbox", { name: /^Alt text/ });
    expect(alt).toHaveValue("Girls running a relay race");
    await user.clear(alt);
    await user.paste("x".repeat(301));
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Album" }), "Sport");
    await user.click(within(dialog).getByRole("button", { name: "Save Photo" }));

    expect(await within(dialog).findByText("Alt text must be at most 300 characters")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("The photo was not saved");
    expect(alt).toHaveValue("x".repeat(301));

    await user.clear(alt);
    await user.type(alt, "Girls racing in the relay");
    await user.click(within(dialog).getByRole("button", { name: "Save Photo" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Photo" })).not.toBeInTheDocument());
    expect(screen.getByRole("img", { name: "Girls racing in the relay" })).toBeInTheDocument();
    expect(screen.getByText("Sport", { selector: "span" })).toBeInTheDocument();
  });

  it("reorders by keyboard, announcing each move, and saves every photo's id in the new order", async () => {
    const user = userEvent.setup();
    const photos = [
      photo(),
      photo({ id: "g2", title: "Choir", position: 2 }),
      photo({ id: "g3", title: "Art show", position: 3 }),
    ];
    renderAdmin(<GalleryManagementPage />, {
      mocks: [
        list(photos),
        albums(),
        answer(
          ReorderGalleryItemsDocument,
          { ids: ["g2", "g3", "g1"] },
          {
            reorderGalleryItems: [
              { __typename: "GalleryItem", id: "g2", position: 1 },
              { __typename: "GalleryItem", id: "g3", position: 2 },
              { __typename: "GalleryItem", id: "g1", position: 3 },
            ],
          },
        ),
      ],
    });
    await screen.findByText("Sports day");
    expect(screen.queryByRole("button", { name: /Save order/ })).not.toBeInTheDocument();

    screen.getByRole("button", { name: "Move Sports day down" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByText("Photo 'Sports day' moved to position 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Move Sports day down" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByText("Photo 'Sports day' moved to position 3 of 3")).toBeInTheDocument();
    // At the bottom, Move down is disabled: focus goes to Move up.
    expect(screen.getByRole("button", { name: "Move Sports day up" })).toHaveFocus();
    expect(headings()).toEqual(["Choir", "Art show", "Sports day"]);

    await user.click(screen.getByRole("button", { name: /Save order/ }));
    expect((await screen.findAllByText("Gallery order saved")).length).toBeGreaterThan(0);
    expect(headings()).toEqual(["Choir", "Art show", "Sports day"]);
    expect(screen.queryByRole("button", { name: /Save order/ })).not.toBeInTheDocument();
  });

  it("reorders from a photo's drag handle with the arrow keys, the handle keeping the focus", async () => {
    const user = userEvent.setup();
    const photos = [
      photo(),
      photo({ id: "g2", title: "Choir", position: 2 }),
      photo({ id: "g3", title: "Art show", position: 3 }),
    ];
    renderAdmin(<GalleryManagementPage />, { mocks: [list(photos), albums()] });
    await screen.findByText("Sports day");
    const handle = () => screen.getByRole("button", { name: "Reorder Sports day: drag, or use the arrow keys" });

    // The handle is reached by Tab, as any button.
    for (let presses = 0; presses < 40 && document.activeElement !== handle(); presses++) await user.tab();
    expect(handle()).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByText("Photo 'Sports day' moved to position 2 of 3")).toBeInTheDocument();
    expect(handle()).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(headings()).toEqual(["Choir", "Art show", "Sports day"]);
    expect(handle()).toHaveFocus();
    // At the end, a further key moves nothing.
    await user.keyboard("{ArrowDown}");
    expect(headings()).toEqual(["Choir", "Art show", "Sports day"]);
    await user.keyboard("{ArrowUp}");
    expect(headings()).toEqual(["Choir", "Sports day", "Art show"]);
    expect(handle()).toHaveFocus();
    expect(screen.getByRole("button", { name: /Save order/ })).toBeInTheDocument();
  });

  it("loads every page of photos by itself, and lets staff reorder them once all are here", async () => {
    const user = userEvent.setup();
    const connection = (nodes: unknown[], hasNextPage: boolean, endCursor: string | null) => ({
      galleryItems: { __typename: "GalleryItemConnection", nodes, pageInfo: pageInfo(hasNextPage, endCursor) },
    });
    const { hold } = renderAdmin(<GalleryManagementPage />, {
      mocks: [
        answer(
          AdminGalleryItemsDocument,
          { first: GALLERY_ADMIN_PAGE_SIZE, state: null },
          connection([photo(), photo({ id: "g2", title: "Choir", position: 2 })], true, "c1"),
        ),
        answer(
          AdminGalleryItemsDocument,
          { first: GALLERY_ADMIN_PAGE_SIZE, state: null, after: "c1" },
          connection([photo({ id: "g3", title: "Art show", position: 3 })], false, "c2"),
        ),
        albums(),
      ],
    });
    const release = hold("AdminGalleryItems", { after: "c1" });
    await screen.findByText("Sports day");
    expect(screen.getByText(/Loading every photo \(2 so far\)/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Move Choir up" })).toBeDisabled();
    release();

    expect(await screen.findByText("Art show")).toBeInTheDocument();
    expect(screen.queryByText(/Loading every photo/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Move Art show up" }));
    expect(headings()).toEqual(["Sports day", "Art show", "Choir"]);
    expect(screen.getByRole("button", { name: /Save order/ })).toBeEnabled();
  });

  it("keeps the new order on screen with the server's reason when saving it is refused", async () => {
    const user = userEvent.setup();
    renderAdmin(<GalleryManagementPage />, {
      mocks: [
        list([photo(), photo({ id: "g2", title: "Choir", position: 2 })]),
        albums(),
        refusal(
          ReorderGalleryItemsDocument,
          { ids: ["g2", "g1"] },
          {
            ids: "Send every photo of the gallery once, in the new order",
          },
        ),
      ],
    });
    await screen.findByText("Sports day");
    await user.click(screen.getByRole("button", { name: "Move Choir up" }));
    await user.click(screen.getByRole("button", { name: /Save order/ }));
    expect(
      await screen.findByText("The order was not saved: Send every photo of the gallery once, in the new order"),
    ).toBeInTheDocument();
    expect(headings()).toEqual(["Choir", "Sports day"]);
    expect(screen.getByRole("button", { name: /Save order/ })).toBeEnabled();
  });

  it("adds, renames and deletes albums, showing a repeated name's message at the field", async () => {
    const user = userEvent.setup();
    renderAdmin(<GalleryManagementPage />, {
      mocks: [
        list([photo()]),
        albums(album("a1", "Concerts")),
        refusal(
          CreateAlbumDocument,
          { input: { name: "concerts" } },
          { name: "An album with this name already exists" },
        ),
        answer(
          CreateAlbumDocument,
          { input: { name: "Sports day 2027" } },
          { createAlbum: album("a2", "Sports day 2027") },
        ),
        answer(
          UpdateAlbumDocument,
          { id: "a1", input: { name: "Winter concerts" } },
          { updateAlbum: album("a1", "Winter concerts") },
        ),
        answer(DeleteAlbumDocument, { id: "a2" }, { deleteAlbum: "a2" }),
      ],
    });
    const albumList = await screen.findByRole("list", { name: "Albums" });
    const name = screen.getByRole("textbox", { name: /^New album name/ });

    await user.type(name, "concerts");
    await user.click(screen.getByRole("button", { name: "Add album" }));
    expect(await screen.findByText("An album with this name already exists")).toBeInTheDocument();
    expect(name).toHaveValue("concerts");

    await user.clear(name);
    await user.type(name, "Sports day 2027");
    await user.click(screen.getByRole("button", { name: "Add album" }));
    await waitFor(() =>
      expect(
        within(albumList)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Concerts", "Sports day 2027"]),
    );
    expect(name).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Rename Concerts" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename Album" });
    const field = within(dialog).getByRole("textbox", { name: /^Album name/ });
    await user.clear(field);
    await user.type(field, "Winter concerts");
    await user.click(within(dialog).getByRole("button", { name: "Save Name" }));
    await waitFor(() =>
      expect(
        within(albumList)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Sports day 2027", "Winter concerts"]),
    );

    await user.click(screen.getByRole("button", { name: "Delete Sports day 2027" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("its photos stay in the gallery");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(
        within(albumList)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Winter concerts"]),
    );
  });

  it("puts a photo back when its deletion fails", async () => {
    const user = userEvent.setup();
    const { hold } = renderAdmin(<GalleryManagementPage />, {
      mocks: [
        list([photo()]),
        albums(),
        {
          request: { query: DeleteGalleryItemDocument, variables: { id: "g1" } },
          error: new Error("Network request failed"),
        },
      ],
    });
    await screen.findByText("Sports day");
    await user.click(screen.getByRole("button", { name: "Delete Sports day" }));
    const release = hold("DeleteGalleryItem");
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Sports day")).not.toBeInTheDocument());
    release();
    expect(await screen.findByText("Failed to delete image")).toBeInTheDocument();
    expect(screen.getByText("Sports day")).toBeInTheDocument();
  });

  it("saves a photo as a draft from its dialog, shows each state in words, and reorders only the whole gallery", async () => {
    const user = userEvent.setup();
    const input = {
      title: "Sports day",
      description: "Relay races.",
      alt: "Girls running a relay race",
      albumId: null,
    };
    const scheduled = photo({ id: "g2", title: "Choir", position: 2, publishedAt: "2030-04-01T06:00:00.000Z" });
    renderAdmin(<GalleryManagementPage />, {
      mocks: [
        list([photo(), scheduled]),
        albums(),
        answer(
          UpdateGalleryItemDocument,
          { id: "g1", expectedVersion: 1, input: { ...input, publication: { ...PUBLISH, action: "DRAFT" } } },
          { updateGalleryItem: photo({ publishedAt: null }) },
        ),
        list([photo({ publishedAt: null })], "DRAFT"),
      ],
    });
    const card = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("article")!;
    await screen.findByText("Sports day");
    expect(within(card("Sports day")).getByText("Published")).toBeInTheDocument();
    expect(within(card("Choir")).getByText("Scheduled: 01 Apr 2030, 08:00")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit Sports day" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Photo" });
    await user.click(within(dialog).getByRole("radio", { name: "Draft" }));
    await user.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(card("Sports day")).getByText("Draft")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Drafts");
    await waitFor(() => expect(screen.queryByText("Choir")).not.toBeInTheDocument());
    expect(headings()).toEqual(["Sports day"]);
    expect(screen.getByText("Show every state to reorder the gallery.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Move Sports day down" })).toBeDisabled();
  });

  it("asks before Esc, Cancel or a click outside throws away a photo's unsaved words", async () => {
    const user = userEvent.setup();
    renderAdmin(<GalleryManagementPage />, { mocks: [list([photo()]), albums()] });
    await screen.findByText("Sports day");

    // Nothing changed: Esc simply closes.
    await user.click(screen.getByRole("button", { name: "Edit Sports day" }));
    await screen.findByRole("dialog", { name: "Edit Photo" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Edit Sports day" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Photo" });
    const description = within(dialog).getByRole("textbox", { name: "Description" });
    await user.type(description, " Protea won.");
    await user.keyboard("{Escape}");
    const question = await within(dialog).findByRole("alert");
    expect(question).toHaveTextContent("Close without saving?");
    await user.click(within(question).getByRole("button", { name: "Keep editing" }));
    expect(description).toHaveValue("Relay races. Protea won.");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(dialog).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("Relay races.")).toBeInTheDocument();
  });
});
