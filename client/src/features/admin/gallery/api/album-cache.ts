import type { ApolloCache, Reference } from "@apollo/client";

/** Keeps the cached album list by name, as the server lists it; `added` joins it first. */
export function sortAlbums(cache: ApolloCache, added?: Reference): void {
  cache.modify({
    fields: {
      albums: (value, { readField }) => {
        const refs = [...(value as Reference[]), ...(added ? [added] : [])];
        const name = (ref: Reference) => (readField<string>("name", ref) ?? "").toLowerCase();
        return refs
          .filter((ref, index) => refs.findIndex((other) => other.__ref === ref.__ref) === index)
          .sort((a, b) => name(a).localeCompare(name(b)));
      },
    },
  });
}
