import { within } from "@testing-library/react";
import { SCHOOL_CREST } from "../../config/assets";
import { matchBreakpointsUpTo, reservedHeight } from "../../test/browser";
import { renderWithTheme } from "../../test/render";
import { CardImage } from "./card-image";

const picture = { src: "/files/a.jpg", srcset: "/files/a-640.webp 640w", type: "image/webp", width: 1280, height: 853 };

describe("CardImage", () => {
  it("gives a card without a picture the crest placeholder, in the same 16:9 box as a picture, from tablets up", () => {
    const { container } = renderWithTheme(
      <>
        <CardImage image={picture} />
        <CardImage image={null} />
      </>,
    );
    const restore = matchBreakpointsUpTo(768);
    try {
      const [pictureBox, placeholderBox] = Array.from(container.querySelectorAll(".chakra-aspect-ratio"));
      expect(reservedHeight(pictureBox)).toBe("56.25%");
      expect(reservedHeight(placeholderBox)).toBe(reservedHeight(pictureBox));
      expect(placeholderBox).toBeVisible();
      // Decorative, as the picture is: the card's title says what it is.
      expect(within(placeholderBox as HTMLElement).getByRole("presentation")).toHaveAttribute("src", SCHOOL_CREST);
    } finally {
      restore();
    }
  });
});
