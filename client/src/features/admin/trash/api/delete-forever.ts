import { useMutation } from "@apollo/client/react";
import { graphql } from "../../../../gql";
import type { TrashKind } from "../../../../gql/graphql";
import { removeFromTrash } from "./restore-from-trash";

const DeleteForeverMutation = graphql(`
  mutation DeleteForever($kind: TrashKind!, $id: ID!) {
    deleteForever(kind: $kind, id: $id)
  }
`);

/** Removes an item in the Trash for good, its file too. */
export function useDeleteForever() {
  const [mutate, result] = useMutation(DeleteForeverMutation);
  const deleteForever = (kind: TrashKind, id: string) =>
    mutate({ variables: { kind, id }, update: (cache) => removeFromTrash(cache, id) });
  return [deleteForever, result] as const;
}
