import Lightbox from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";

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

interface GalleryLightboxProps {
  slides: LightboxSlide[];
  index: number;
  onClose: () => void;
}

/** Full-screen photos: arrow keys move, Escape closes, focus returns to the card. Loaded on first open. */
export function GalleryLightbox({ slides, index, onClose }: GalleryLightboxProps) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides.map((slide) => ({
        src: slide.src,
        alt: slide.alt,
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
