import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AlbumsDocument, GalleryItemsDocument } from "../../../gql/graphql";
import { answer, pageInfo, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { GALLERY_PAGE_SIZE } from "../api/gallery-items";
import { GalleryPage } from "./gallery-page";

/** The lightbox as GalleryPage opens it: what gallery-page.test.tsx leaves out. */

const photo = (id: string, title: string, description: string, withImage = true) => ({
  __typename: "GalleryItem",
  id,
  title,
  description,
  // The staff's alt text: here the words the slides are checked against.
  alt: description || title,
  imageUrl: withImage ? `/files/${id}.jpg` : null,
  responsiveImage: withImage
    ? {
        __typename: "ResponsiveImage",
        src: `/files/${id}.jpg`,
        srcset: `/files/${id}-320.webp 320w, /files/${id}-640.webp 640w`,
        type: "image/webp",
        width: 1200,
        height: 800,
      }
    : null,
  date: "2025-03-07T08:00:00.000Z",
});

const PHOTOS = [
  photo("g1", "Sports day", "The relay final"),
  photo("g2", "Choir", "", true),
  // No picture: no button, and no place in the lightbox.
  photo("g3", "Prize giving", "Awards in the hall", false),
  photo("g4", "Garden", "The new vegetable beds"),
];
const items = (nodes: unknown[]) =>
  answer(
    GalleryItemsDocument,
    { first: GALLERY_PAGE_SIZE, album: null },
    { galleryItems: { __typename: "GalleryItemConnection", nodes, pageInfo: pageInfo() } },
  );

async function renderGallery(nodes: unknown[] = PHOTOS) {
  renderPage(<GalleryPage />, {
    path: "/gallery",
    mocks: [schoolIdentity(), answer(AlbumsDocument, {}, { albums: [] }), items(nodes)],
  });
  await screen.findByRole("button", { name: "View larger: Sports day" });
}

const lightbox = () => screen.getByRole("dialog", { name: "Lightbox" });
/** The slide on show ("2 of 3"), and its picture's alternative text. */
function currentSlide() {
  const slides = within(lightbox())
    .getAllByRole("group")
    .filter((slide) => slide.getAttribute("aria-roledescription") === "Slide");
  const shown = slides.filter((slide) => !slide.hasAttribute("inert"));
  expect(shown).toHaveLength(1);
  return { label: shown[0].getAttribute("aria-label"), alt: within(shown[0]).getByRole("img").getAttribute("alt") };
}

describe("Gallery lightbox", () => {
  it("opens on a click at the photo clicked, as a labelled modal dialog, with only the photos that have a picture", async () => {
    const user = userEvent.setup();
    await renderGallery();
    expect(screen.queryByRole("button", { name: "View larger: Prize giving" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "View larger: Garden" }));
    expect(await screen.findByRole("dialog", { name: "Lightbox" })).toHaveAttribute("aria-modal", "true");
    expect(currentSlide()).toEqual({ label: "3 of 3", alt: "The new vegetable beds" });
    expect(within(lightbox()).getByRole("button", { name: "Close" })).toBeInTheDocument();
    // The sized variants are offered, so the lightbox fetches what fits the screen.
    const image = within(lightbox()).getByRole("img", { name: "The new vegetable beds" });
    expect(image.getAttribute("srcset")).toContain("/files/g4-640.webp 640w");
  });

  it("opens from the keyboard with Enter, and the arrow keys move between photos, wrapping around", async () => {
    const user = userEvent.setup();
    await renderGallery();
    screen.getByRole("button", { name: "View larger: Sports day" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Lightbox" });
    expect(currentSlide()).toEqual({ label: "1 of 3", alt: "The relay final" });

    await user.keyboard("{ArrowRight}");
    // A photo without a description is described by its title.
    await waitFor(() => expect(currentSlide()).toEqual({ label: "2 of 3", alt: "Choir" }));
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(currentSlide()).toEqual({ label: "3 of 3", alt: "The new vegetable beds" }));
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(currentSlide()).toEqual({ label: "1 of 3", alt: "The relay final" }));
    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(currentSlide()).toEqual({ label: "3 of 3", alt: "The new vegetable beds" }));
  });

  it("shows the photo's title and description under it", async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(screen.getByRole("button", { name: "View larger: Sports day" }));
    await screen.findByRole("dialog", { name: "Lightbox" });
    expect(within(lightbox()).getAllByText("Sports day").length).toBeGreaterThan(0);
    expect(within(lightbox()).getAllByText("The relay final").length).toBeGreaterThan(0);
  });

  it("keeps Tab and Shift+Tab among its own buttons, never on the page behind", async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(screen.getByRole("button", { name: "View larger: Sports day" }));
    await screen.findByRole("dialog", { name: "Lightbox" });
    const buttons = within(lightbox()).getAllByRole("button");
    for (let step = 0; step < buttons.length + 2; step++) {
      await user.tab();
      expect(lightbox()).toContainElement(document.activeElement as HTMLElement);
    }
    for (let step = 0; step < buttons.length + 2; step++) {
      await user.tab({ shift: true });
      expect(lightbox()).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("moves with its Previous photo and Next photo buttons", async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(screen.getByRole("button", { name: "View larger: Sports day" }));
    await screen.findByRole("dialog", { name: "Lightbox" });
    await user.click(within(lightbox()).getByRole("button", { name: "Next photo" }));
    await waitFor(() => expect(currentSlide().label).toBe("2 of 3"));
    await user.click(within(lightbox()).getByRole("button", { name: "Previous photo" }));
    await waitFor(() => expect(currentSlide().label).toBe("1 of 3"));
  });

  it("stops at the ends when there are fewer than three photos", async () => {
    const user = userEvent.setup();
    await renderGallery([PHOTOS[0], PHOTOS[1]]);
    await user.click(screen.getByRole("button", { name: "View larger: Sports day" }));
    await screen.findByRole("dialog", { name: "Lightbox" });
    expect(within(lightbox()).getByRole("button", { name: "Previous photo" })).toBeDisabled();
    await user.keyboard("{ArrowLeft}");
    expect(currentSlide().label).toBe("1 of 2");
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(currentSlide().label).toBe("2 of 2"));
    expect(within(lightbox()).getByRole("button", { name: "Next photo" })).toBeDisabled();
  });

  it("closes with Escape and gives focus back to the photo it was opened from", async () => {
    const user = userEvent.setup();
    await renderGallery();
    const opener = screen.getByRole("button", { name: "View larger: Choir" });
    opener.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "Lightbox" });
    expect(opener).not.toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Lightbox" })).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    // The page is usable again.
    expect(screen.getByRole("heading", { level: 1, name: "School Gallery" })).toBeInTheDocument();
  });

  it("closes with its Close button, returning focus likewise", async () => {
    const user = userEvent.setup();
    await renderGallery();
    const opener = screen.getByRole("button", { name: "View larger: Garden" });
    await user.click(opener);
    await screen.findByRole("dialog", { name: "Lightbox" });
    await user.click(within(lightbox()).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Lightbox" })).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    // It opens again afterwards, at the photo chosen.
    await user.click(screen.getByRole("button", { name: "View larger: Sports day" }));
    await screen.findByRole("dialog", { name: "Lightbox" });
    expect(currentSlide().label).toBe("1 of 3");
  });
});
