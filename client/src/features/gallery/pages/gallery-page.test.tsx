import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SCHOOL_CREST } from "../../../config/assets";
import { AlbumsDocument, GalleryItemsDocument } from "../../../gql/graphql";
import { reservedHeight } from "../../../test/browser";
import { answer, networkFailure, pageInfo, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { GALLERY_PAGE_SIZE } from "../api/gallery-items";
import { GalleryPage } from "./gallery-page";

const vars = { first: GALLERY_PAGE_SIZE, album: null };
const photo = (overrides: Record<string, unknown>) => ({
  __typename: "GalleryItem",
  id: "g1",
  title: "Sports day",
  description: "The relay final",
  alt: "Four girls crossing the finish line",
  imageUrl: null,
  responsiveImage: null,
  date: "2025-03-07T08:00:00.000Z",
  ...overrides,
});
const items = (nodes: unknown[], variables: Record<string, unknown> = vars) =>
  answer(GalleryItemsDocument, variables, {
    galleryItems: { __typename: "GalleryItemConnection", nodes, pageInfo: pageInfo() },
  });
const albums = (list: { id: string; name: string }[] = []) =>
  answer(AlbumsDocument, {}, { albums: list.map((album) => ({ __typename: "Album", ...album })) });

describe("GalleryPage", () => {
  it("shows 'Loading gallery...', then photos with srcset, and the crest placeholder in a photo's box without one", async () => {
    renderPage(<GalleryPage />, {
      path: "/gallery",
      mocks: [
        schoolIdentity(),
        albums(),
        items([
          photo({
            imageUrl: "/files/a.jpg",
            responsiveImage: {
              __typename: "ResponsiveImage",
              src: "/files/a.jpg",
              srcset: "/files/a-320.webp 320w, /files/a-640.webp 640w",
              type: "image/webp",
              width: 1200,
              height: 800,
            },
          }),
          photo({ id: "g2", title: "Choir" }),
        ]),
      ],
    });
    expect(screen.getByText("Loading gallery...")).toBeInTheDocument();
    // The staff's alt text, not the title or description.
    const image = await screen.findByRole("img", { name: "Four girls crossing the finish line" });
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "800");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image.parentElement?.querySelector("source")).toHaveAttribute(
      "srcset",
      "/files/a-320.webp 320w, /files/a-640.webp 640w",
    );
    expect(screen.getByRole("button", { name: "View larger: Sports day" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Choir" })).toBeInTheDocument();
    const [photoBox, placeholderBox] = Array.from(document.querySelectorAll(".chakra-aspect-ratio"));
    expect(photoBox).toContainElement(image);
    expect(reservedHeight(photoBox)).toBe("75%");
    expect(reservedHeight(placeholderBox)).toBe(reservedHeight(photoBox));
    // Decorative, as on the cards: the title says what the item is.
    expect(within(placeholderBox as HTMLElement).getByRole("presentation")).toHaveAttribute("src", SCHOOL_CREST);
  });

  it("offers a retry when loading fails", async () => {
    renderPage(<GalleryPage />, {
      path: "/gallery",
      mocks: [schoolIdentity(), albums(), networkFailure(GalleryItemsDocument, vars)],
    });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("filters by album with a labelled select, All albums by default", async () => {
    const user = userEvent.setup();
    renderPage(<GalleryPage />, {
      path: "/gallery",
      mocks: [
        schoolIdentity(),
        albums([
          { id: "a1", name: "Sport" },
          { id: "a2", name: "School life" },
        ]),
        items([photo({}), photo({ id: "g2", title: "Choir" })]),
        items([photo({})], { first: GALLERY_PAGE_SIZE, album: "a1" }),
      ],
    });
    const filter = await screen.findByRole("combobox", { name: "Album" });
    expect(filter).toHaveDisplayValue("All albums");
    expect(await screen.findByRole("heading", { name: "Choir" })).toBeInTheDocument();
    await user.selectOptions(filter, "Sport");
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Choir" })).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "Sports day" })).toBeInTheDocument();
  });
});
