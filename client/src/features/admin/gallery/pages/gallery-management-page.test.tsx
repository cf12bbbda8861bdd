import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AdminGalleryItemsDocument,
  CreateGalleryItemDocument,
  DeleteGalleryItemDocument,
} from "../../../../gql/graphql";
import { countOf, renderAdmin, signIn } from "../../../../test/admin";
import { answer, pageInfo } from "../../../../test/mocks";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";
import { GalleryManagementPage } from "./gallery-management-page";

const photo = (overrides: Record<string, unknown> = {}) => ({
  __typename: "GalleryItem",
  id: "g1",
  title: "Sports day",
  description: "Relay races.",
  alt: "Girls running a relay race",
  imageUrl: "/files/g1.jpg",
  responsiveImage: null,
  date: "2025-03-01T08:00:00.000Z",
  createdAt: "2025-03-01T08:00:00.000Z",
  ...overrides,
});
const list = (nodes: unknown[]) =>
  answer(
    AdminGalleryItemsDocument,
    { first: ADMIN_PAGE_SIZE },
    { galleryItems: { __typename: "GalleryItemConnection", nodes, pageInfo: pageInfo() } },
  );

describe("GalleryManagementPage", () => {
  beforeEach(signIn);

  it("keeps 'Upload Image' disabled until an image is picked, then uploads it and shows it first without refetching", async () => {
    const user = userEvent.setup();
    const file = new File([new Uint8Array([137, 80, 78, 71])], "choir.png", { type: "image/png" });
    const { sent } = renderAdmin(<GalleryManagementPage />, {
      mocks: [
        list([photo()]),
        {
          ...answer(
            CreateGalleryItemDocument,
            { input: { title: "Choir", description: "", alt: "The choir on stage", image: file } },
            {
              createGalleryItem: photo({ id: "g2", title: "Choir", description: "", date: "2025-03-09T08:00:00.000Z" }),
            },
          ),
          delay: 200,
        },
      ],
    });
    expect(screen.getByText("Loading gallery items...")).toBeInTheDocument();
    await screen.findByText("Sports day");
    expect(screen.getByRole("button", { name: "Upload Image" })).toBeDisabled();

    await user.upload(screen.getByLabelText(/^Image/), file);
    await screen.findByAltText("Preview of the chosen image");
    await user.type(screen.getByPlaceholderText("Enter image title (optional)"), "Choir");
    // Alt text is the staff's own words: the upload waits for it.
    expect(screen.getByRole("button", { name: "Upload Image" })).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: /^Alt text/ }), "The choir on stage");
    await user.click(screen.getByRole("button", { name: "Upload Image" }));
    expect(screen.getByText("Uploading...")).toBeInTheDocument();

    expect(await screen.findByText("Image uploaded successfully")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Choir",
      "Sports day",
    ]);
    expect(screen.getByPlaceholderText("Enter image title (optional)")).toHaveValue("");
    expect(countOf(sent, "AdminGalleryItems")).toBe(1);
  });

  it("puts a photo back when its deletion fails", async () => {
    const user = userEvent.setup();
    renderAdmin(<GalleryManagementPage />, {
      mocks: [
        list([photo()]),
        {
          request: { query: DeleteGalleryItemDocument, variables: { id: "g1" } },
          error: new Error("Network request failed"),
          delay: 500,
        },
      ],
    });
    await screen.findByText("Sports day");
    await user.click(screen.getByRole("button", { name: "Delete Sports day" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Sports day")).not.toBeInTheDocument());
    expect(await screen.findByText("Failed to delete image")).toBeInTheDocument();
    expect(screen.getByText("Sports day")).toBeInTheDocument();
  });
});
