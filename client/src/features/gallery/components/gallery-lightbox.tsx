import { useEffect } from "react";
import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";

export interface LightboxSlide {
  src: string;
  srcset?: string | null;
  width?: number;
  height?: number;
  alt: string;
  title: string;
  description: string;
}

/** "url 320w, url 640w" → the lightbox's list of sized variants (same aspect ratio as the original). */
function variantsOf(srcset: string, width: number, height: number) {
  return srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([url, size]) => url && size?.endsWith("w"))
    .map(([url, size]) => {
      const variantWidth = Number.parseInt(size, 10);
      return { src: url, width: variantWidth, height: Math.round((height * variantWidth) / width) };
    });
}

const FOCUSABLE = "button:not([disabled]), [href], [tabindex]:not([tabindex='-1'])";

/**
 * Keeps Tab inside the open lightbox: the library marks the page behind it inert, so without this
 * Tab after its last button briefly lands on the page's body.
 */
function useTabStaysInLightbox() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const portal = document.querySelector<HTMLElement>(".yarl__portal");
      const focusable = portal ? [...portal.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
      if (focusable.length === 0) return;
      const position = focusable.indexOf(document.activeElement as HTMLElement);
      const leaving = event.shiftKey ? position <= 0 : position === -1 || position === focusable.length - 1;
      if (!leaving) return;
      event.preventDefault();
      (event.shiftKey ? focusable[focusable.length - 1] : focusable[0]).focus();
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, []);
}

interface GalleryLightboxProps {
  slides: LightboxSlide[];
  index: number;
  onClose: () => void;
}

/**
 * Full-screen photos with their title and description: arrow keys move, Escape closes, Tab stays
 * inside, focus returns to the card. Loaded on first open.
 */
export function GalleryLightbox({ slides, index, onClose }: GalleryLightboxProps) {
  useTabStaysInLightbox();
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      plugins={[Captions]}
      captions={{ descriptionMaxLines: 4 }}
      slides={slides.map((slide) => ({
        src: slide.src,
        alt: slide.alt,
        title: slide.title,
        description: slide.description || undefined,
        width: slide.width,
        height: slide.height,
        // The lightbox picks the variant that fits the screen.
        srcSet:
          slide.srcset && slide.width && slide.height ? variantsOf(slide.srcset, slide.width, slide.height) : undefined,
      }))}
      carousel={{ finite: slides.length < 3 }}
      labels={{ Previous: "Previous photo", Next: "Next photo", Close: "Close" }}
    />
  );
}
