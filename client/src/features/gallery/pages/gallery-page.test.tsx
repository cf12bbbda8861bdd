import { screen } from "@testing-library/react";
import { GalleryItemsDocument } from "../../../gql/graphql";
import { answer, networkFailure, pageInfo, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { GALLERY_PAGE_SIZE } from "../api/gallery-items";
import { GalleryPage } from "./gallery-page";

const vars = { first: GALLERY_PAGE_SIZE };
const photo = (overrides: Record<string, unknown>) => ({
  __typename: "GalleryItem",
  id: "g1",
  title: "Sports day",
  description: "The relay final",
  imageUrl: null,
  responsiveImage: null,
  date: "2025-03-07T08:00:00.000Z",
  ...overrides,
});
const items = (nodes: unknown[]) =>
  answer(GalleryItemsDocument, vars, {
    galleryItems: { __typename: "GalleryItemConnection", nodes, pageInfo: pageInfo() },
  });

describe("GalleryPage", () => {
  it("shows 'Loading gallery...', then photos with srcset, and a placeholder icon without an image", async () => {
    renderPage(<GalleryPage />, {
      path: "/gallery",
      mocks: [
        schoolIdentity(),
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
    const image = await screen.findByRole("img", { name: "The relay final" });
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "800");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image.parentElement?.querySelector("source")).toHaveAttribute(
      "srcset",
      "/files/a-320.webp 320w, /files/a-640.webp 640w",
    );
    expect(screen.getByRole("button", { name: "View larger: Sports day" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Choir" })).toBeInTheDocument();
    expect(screen.getByLabelText("No image")).toBeInTheDocument();
  });

  it("offers a retry when loading fails", async () => {
    renderPage(<GalleryPage />, {
      path: "/gallery",
      mocks: [schoolIdentity(), networkFailure(GalleryItemsDocument, vars)],
    });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
