import type { ApolloCache, Reference } from "@apollo/client";
import { declaredListRules, placeInLists } from "../../../../lib/cache-lists";

/** The gallery's order: position, smallest first (a new photo has the smallest), then id. */
const galleryRules = () => declaredListRules("galleryItems");

/** Puts a new or edited photo where the server lists it: in the whole gallery and in its album's list, by its state now. */
export function placePhoto(cache: ApolloCache, id: string): void {
  const ref = cache.identify({ __typename: "GalleryItem", id });
  if (!ref) return;
  placeInLists(cache, "galleryItems", { __ref: ref }, galleryRules());
}

/**
 * After a new order: lists holding all their photos are sorted by the new positions; lists with more
 * pages are dropped, to be fetched again when shown, since their first page now holds other photos.
 */
export function sortPhotoLists(cache: ApolloCache): void {
  cache.modify({
    fields: {
      galleryItems: (value, { readField, DELETE }) => {
        const list = value as { nodes?: Reference[]; pageInfo?: { hasNextPage: boolean } };
        if (!list?.nodes) return list;
        if (list.pageInfo?.hasNextPage) return DELETE;
        return { ...list, nodes: [...list.nodes].sort((a, b) => galleryRules().compare(a, b, {}, readField)) };
      },
    },
  });
}
