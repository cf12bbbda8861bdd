import type { ApolloCache, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { Kind } from "graphql";
import type { DocumentNode } from "graphql";
import { schoolTimeZoneIn } from "../../../api/school-identity";
import { declaredListRules, placeInLists, removeFromLists } from "../../../lib/cache-lists";
import type { ListField } from "../../../lib/cache-lists";
import { todayIn } from "../../../lib/dates";
import { ADMIN_PAGE_SIZE } from "./admin-list";

/** An answer with one root field, e.g. `{ createNews: … }`: the hooks read that field whatever its name. */
type Answer<Field> = Record<string, Field>;

/** An item as its row's fragment holds it. */
type ContentRow = { id: string; version: number };

interface Connection<Row> {
  nodes: Row[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** One page of a list: its size, and the cursor it starts after (none for the first). */
type PageVariables = { first: number; after?: string | null };

interface VersionEntry {
  version: number;
  savedAt: string;
  savedBy: string | null;
  title: string;
}

/**
 * One staff-editable content type's operations, declared: `Row` is its row's fragment, `Input` what a save
 * sends, `ListVariables` the staff list's arguments (a page, and filters such as search or state). Each
 * document asks for one root field, so the hooks below need nothing else from the type.
 */
export interface ContentOperations<Row extends ContentRow, Input, ListVariables extends PageVariables> {
  /** The item's GraphQL type, e.g. 'News'. */
  typename: string;
  /** The list field every cached list of the type is kept under, e.g. 'news': saves are placed by its declared rules. */
  listField: ListField;
  list: TypedDocumentNode<Answer<Connection<Row>>, ListVariables>;
  create: TypedDocumentNode<Answer<Row>, { input: Input }>;
  update: TypedDocumentNode<Answer<Row>, { id: string; input: Input; expectedVersion?: number | null }>;
  /** Answers the deleted item's id. */
  remove: TypedDocumentNode<Answer<string>, { id: string }>;
  versions: TypedDocumentNode<Answer<VersionEntry[]>, { id: string }>;
  restore: TypedDocumentNode<Answer<Row>, { id: string; version: number; expectedVersion: number }>;
  latest: TypedDocumentNode<Answer<Row>, { id: string }>;
  /** What else a save changes in the cache besides the lists (news: the categories the filter offers). */
  afterSave?: (cache: ApolloCache, item: Row) => void;
}

/** What an item's history needs of its type's operations: its versions, a restore, and the latest saved copy. */
export type HistoryOperations<Row extends ContentRow> = Pick<
  ContentOperations<Row, unknown, PageVariables>,
  "versions" | "restore" | "latest"
>;

/** The name (or alias) the answer of a one-field operation holds its field under. */
function rootFieldOf(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const field = operation?.selectionSet.selections[0];
  if (field?.kind !== Kind.FIELD) throw new Error("A content operation asks for one root field");
  return (field.alias ?? field.name).value;
}

/** What a one-field operation answered, e.g. the photo of `{ createGalleryItem: photo }`. */
export function rootOf<Field>(document: DocumentNode, data: Answer<Field>): Field {
  return data[rootFieldOf(document)];
}

/** Declares a content type's operations; the types of its rows, inputs and list come from its documents. */
export function defineContentOperations<Row extends ContentRow, Input, ListVariables extends PageVariables>(
  operations: ContentOperations<Row, Input, ListVariables>,
) {
  return operations;
}

/** The type's staff list, filtered by `filters`, `pageSize` items at a time ('Load more' adds the next page). */
export function useContentList<Row extends ContentRow, Input, ListVariables extends PageVariables>(
  operations: ContentOperations<Row, Input, ListVariables>,
  filters: Omit<ListVariables, keyof PageVariables>,
  pageSize = ADMIN_PAGE_SIZE,
) {
  const result = useQuery(operations.list, {
    // The filters and a first page make the list's variables, which TypeScript cannot see for a generic type.
    variables: { ...filters, first: pageSize } as ListVariables,
    notifyOnNetworkStatusChange: true,
  });
  const connection = result.data && rootOf(operations.list, result.data);
  // The next page differs from the first only by where it starts.
  const loadMore = () =>
    result.fetchMore<Answer<Connection<Row>>, PageVariables>({ variables: { after: connection?.pageInfo.endCursor } });
  return { ...result, nodes: connection?.nodes, pageInfo: connection?.pageInfo, loadMore };
}

/**
 * Saves, then puts the saved item where the server would list it, in every cached list of the type (by the
 * list rules its content type declares, "upcoming" as of today where the school is).
 */
function usePlacingMutation<Row extends ContentRow, Variables extends OperationVariables>(
  mutation: TypedDocumentNode<Answer<Row>, Variables>,
  { listField, afterSave }: { listField: ListField; afterSave?: (cache: ApolloCache, item: Row) => void },
) {
  return useMutation(mutation, {
    update(cache, { data }) {
      if (!data) return;
      const item = rootOf(mutation, data);
      const ref = cache.identify(item);
      if (!ref) return;
      placeInLists(cache, listField, { __ref: ref }, declaredListRules(listField, todayIn(schoolTimeZoneIn(cache))));
      afterSave?.(cache, item);
    },
  });
}

/** Not optimistic: a failed save must leave every list as it was. */
export function useCreateContent<Row extends ContentRow, Input, ListVariables extends PageVariables>(
  operations: ContentOperations<Row, Input, ListVariables>,
) {
  return usePlacingMutation(operations.create, operations);
}

/** Not optimistic either; the item updates itself in the cache by its id, and a change may move it between lists. */
export function useUpdateContent<Row extends ContentRow, Input, ListVariables extends PageVariables>(
  operations: ContentOperations<Row, Input, ListVariables>,
) {
  return usePlacingMutation(operations.update, operations);
}

/** Optimistic: the item leaves every list at once, and comes back if the server refuses. */
export function useDeleteContent<Row extends ContentRow, Input, ListVariables extends PageVariables>(
  operations: ContentOperations<Row, Input, ListVariables>,
) {
  const client = useApolloClient();
  const [mutate, result] = useMutation(operations.remove);
  const deleteContent = async (id: string) => {
    const item = { __typename: operations.typename, id };
    await mutate({
      variables: { id },
      optimisticResponse: { [rootFieldOf(operations.remove)]: id },
      update: (cache) => removeFromLists(cache, operations.listField, item),
    });
    // Its own page now answers not found instead of showing it from the cache.
    client.cache.evict({ id: client.cache.identify(item) });
  };
  return [deleteContent, result] as const;
}

/** The item's versions, the current one first, always as the server has them now. */
export function useContentVersions<Row extends ContentRow>(operations: HistoryOperations<Row>, id: string) {
  const result = useQuery(operations.versions, { variables: { id }, fetchPolicy: "network-only" });
  return { ...result, entries: result.data && rootOf(operations.versions, result.data) };
}

/** Restores an earlier version; the answer (a new version) replaces the item in the cache by its id. */
export function useRestoreContentVersion<Row extends ContentRow>(operations: HistoryOperations<Row>) {
  const [restore] = useMutation(operations.restore);
  return async (id: string, version: number, expectedVersion: number) => {
    const { data } = await restore({ variables: { id, version, expectedVersion } });
    return data && rootOf(operations.restore, data);
  };
}

/** Asks the server for the item as saved now (someone else's newer version), into the cache too. */
export function useLatestContent<Row extends ContentRow>(operations: HistoryOperations<Row>) {
  const client = useApolloClient();
  return async (id: string) => {
    const { data } = await client.query({ query: operations.latest, variables: { id }, fetchPolicy: "network-only" });
    return data && rootOf(operations.latest, data);
  };
}
