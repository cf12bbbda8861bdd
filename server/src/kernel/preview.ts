import { kindEnum } from "./content-kinds";
import type { ContentKind } from "./content-kinds";

/** The kinds of item with a public page of their own, which a shared preview link can open: every area's `preview`. */
export const PreviewKind = kindEnum("PreviewKind", "A kind of item a shared preview link can open.");

/** What a shared preview link needs of a kind: the table its items are in, and their name in a "not found" answer. */
export interface PreviewableKind {
  kind: ContentKind;
  table: string;
  name: string;
}

/** The request header a public page sends its preview link's token in (never cached, never indexed). */
export const PREVIEW_TOKEN_HEADER = "x-preview-token";

/** The one item a valid, unexpired and unrevoked preview link opens for whoever holds it. */
export interface PreviewGrant {
  kind: ContentKind;
  itemId: string;
}
