import { registerEnumType } from "type-graphql";

/** A kind of content as its area declares it: lower-case words joined by hyphens ("news", "gallery-photo"). */
export type ContentKind = string;

/** A GraphQL enum of kinds: each kind under its GraphQL name (NEWS for "news", GALLERY_PHOTO for "gallery-photo"). */
export type KindEnum = Record<string, ContentKind>;

/**
 * A GraphQL enum whose values are kinds the areas declare: resolvers name it now, and the composition root
 * adds each area's kind (`addKind`), in the order of the list of areas, before the schema is built.
 */
export function kindEnum(name: string, description: string): KindEnum {
  const kinds: KindEnum = {};
  registerEnumType(kinds, { name, description });
  return kinds;
}

/** The name a kind has in GraphQL: "gallery-photo" → GALLERY_PHOTO. */
export const graphqlNameOf = (kind: ContentKind) => kind.toUpperCase().replace(/-/g, "_");

/** Adds one area's kind to an enum; a kind two areas declare is a mistake caught at start. */
export function addKind(kinds: KindEnum, kind: ContentKind): void {
  if (!/^[a-z]+(-[a-z]+)*$/.test(kind))
    throw new Error(`A content kind is lower-case words joined by hyphens: ${kind}`);
  const name = graphqlNameOf(kind);
  if (kinds[name] !== undefined) throw new Error(`Two areas declare the content kind "${kind}"`);
  kinds[name] = kind;
}
