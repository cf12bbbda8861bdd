import { dataUrlBodyLimit } from "../../kernel/rest-route";

/** Sizes in bytes: 5 MB is 5 × 1024 × 1024. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** REST bodies with a file: room for it as a base64 data URL. */
export const IMAGE_JSON_LIMIT = dataUrlBodyLimit(IMAGE_MAX_BYTES);
export const DOCUMENT_JSON_LIMIT = dataUrlBodyLimit(DOCUMENT_MAX_BYTES);
/** Decompression bombs: a tiny file that decodes to a gigantic bitmap. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_WIDTHS = [320, 640, 1280, 1920] as const;
export const FALLBACK_MAX_WIDTH = 1280;

export const FileMessages = {
  notAnImage: "Please upload an image file",
  imageTooLarge: "Image must be less than 5MB",
  imageTooManyPixels: "Image is too large: at most 40 megapixels",
  notAPdf: "Please upload a PDF file",
  documentTooLarge: "Document must be at most 20MB",
  fileRequired: "Please select a file to upload",
  imageRequired: "Please select an image to upload",
} as const;
