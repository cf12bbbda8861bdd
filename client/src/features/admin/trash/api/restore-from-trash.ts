import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { TrashKind } from "../../../../gql/graphql";
import { cachedListsOf } from "../../../../lib/cache-lists";

const RestoreFromTrashMutation = graphql(`
  mutation RestoreFromTrash($kind: TrashKind!, $id: ID!) {
    restoreFromTrash(kind: $kind, id: $id)
  }
`);

/** Takes an item out of the cached Trash, after a restore or a delete for good. */
export function removeFromTrash(cache: ApolloCache, id: string): void {
  cache.evict({ id: cache.identify({ __typename: "TrashedItem", id }) });
  cache.gc();
}

/**
 * Brings an item back from the Trash. Its kind's cached lists are dropped, so the ones on screen (its
 * admin list) load again from the server with the item where the server puts it.
 */
export function useRestoreFromTrash() {
  const [mutate, result] = useMutation(RestoreFromTrashMutation);
  const restore = (kind: TrashKind, id: string) =>
    mutate({
      variables: { kind, id },
      update: (cache) => {
        for (const fieldName of cachedListsOf(kind)) cache.evict({ id: "ROOT_QUERY", fieldName });
        removeFromTrash(cache, id);
      },
    });
  return [restore, result] as const;
}
