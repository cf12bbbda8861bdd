import { skipToken, useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { VersionChanges_FieldFragment, VersionedType } from "../../../gql/graphql";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const VersionChangesFieldFragment = graphql(`
  fragment VersionChanges_field on VersionField {
    name
    label
    format
    value
    empty
  }
`);

const ItemVersionFieldsQuery = graphql(`
  query ItemVersionFields($type: VersionedType!, $id: ID!) {
    itemVersions(type: $type, id: $id) {
      version
      fields {
        ...VersionChanges_field
      }
    }
  }
`);

/** An item as the panel's cache holds it: its type's name tells which versions to ask for. */
export interface VersionedRef {
  __typename?: string;
  id: string;
}

/** The fields of each of an item's versions, by version number, as the server has them now. */
export function useVersionFields(item: VersionedRef | undefined): Map<number, VersionChanges_FieldFragment[]> {
  // The cache names every item's type; the server refuses a type that keeps no versions.
  const type = item?.__typename as VersionedType | undefined;
  const { data } = useQuery(
    ItemVersionFieldsQuery,
    item && type ? { variables: { type, id: item.id }, fetchPolicy: "network-only" } : skipToken,
  );
  return new Map((data?.itemVersions ?? []).map((version) => [version.version, version.fields]));
}
