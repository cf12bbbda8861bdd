import { registerEnumType } from "type-graphql";

/** The kinds of item with a public page of their own, which a shared preview link can open. */
export enum PreviewKind {
  NEWS = "news",
  EVENT = "event",
  ANNOUNCEMENT = "announcement",
}
registerEnumType(PreviewKind, { name: "PreviewKind" });

/** The request header a public page sends its preview link's token in (never cached, never indexed). */
export const PREVIEW_TOKEN_HEADER = "x-preview-token";

/** The one item a valid, unexpired and unrevoked preview link opens for whoever holds it. */
export interface PreviewGrant {
  kind: PreviewKind;
  itemId: string;
}
