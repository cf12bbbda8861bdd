import { useState } from "react";
import type { ComponentType } from "react";
import type { PublicationInput, PublicationState, TrashKind } from "../../../gql/graphql";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import type { AdminSection } from "../admin-section";
import { useRestoreFromTrash } from "../trash/api/restore-from-trash";
import { AdminList } from "./admin-list";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { ContentFormDialog } from "./content-form-dialog";
import type { ContentFormConfig } from "./content-form-dialog";
import { useContentList, useCreateContent, useDeleteContent, useUpdateContent } from "./content-operations";
import type { ContentOperations } from "./content-operations";
import { PublicationFilter } from "./publication-badge";
import { useConfirmedDelete } from "./use-confirmed-delete";
import type { FieldValues } from "react-hook-form";

/** A row as the staff list and the edit form hold it. */
interface ScreenItem {
  id: string;
  version: number;
  publishedAt?: string | null;
  expiresAt?: string | null;
}

/** The staff list's arguments: a page, a search and a publishing state. */
type ScreenListVariables = {
  first: number;
  after?: string | null;
  search?: string | null;
  state?: PublicationState | null;
};

/** What the list and its messages say, in the school office's words. */
interface ScreenWords {
  /** The list's heading, if it has one above the search. */
  heading?: string;
  search: string;
  add: string;
  loading: string;
  fetchFailed: string;
  /** With nothing at all, and with nothing matching the search or the state chosen. */
  empty: { title: string; message: string };
  noMatch: { title: string; message: string };
  /** The item's name in the delete prompt, and what the notice says after a delete or a failed one. */
  deleted: { thing: string; success: string; failure: string };
}

/**
 * A content type's staff screen, declared: its place in the panel, its operations, how a row looks, the edit
 * form's fields and how its values become the input a save sends. The list, search, state filter, paging,
 * delete with undo from the Trash, create and edit are the shared machinery's.
 */
export interface ContentScreen<
  Item extends ScreenItem,
  Values extends FieldValues,
  Input,
  ListVariables extends ScreenListVariables,
> {
  section: Omit<AdminSection, "Page">;
  operations: ContentOperations<Item, Input, ListVariables>;
  trashKind: TrashKind;
  words: ScreenWords;
  Row: ComponentType<{ item: Item; onEdit: () => void; onDelete: () => void }>;
  form: Omit<ContentFormConfig<Item, Values>, "useSave" | "history"> & {
    /** The save's input from the checked values and the publishing choice; `item` is the one edited. */
    toInput: (values: Values, publication: PublicationInput, item: Item | undefined) => Input;
  };
}

/** The staff panel's section of a content type, built from its declared screen. */
export function contentScreen<
  Item extends ScreenItem,
  Values extends FieldValues,
  Input,
  ListVariables extends ScreenListVariables,
>(screen: ContentScreen<Item, Values, Input, ListVariables>): AdminSection {
  const { toInput, ...form } = screen.form;
  const formConfig: ContentFormConfig<Item, Values> = {
    ...form,
    history: screen.operations,
    useSave: () => {
      const [create] = useCreateContent(screen.operations);
      const [update] = useUpdateContent(screen.operations);
      return (values, publication, item, expectedVersion) => {
        const input = toInput(values, publication, item);
        return item ? update({ variables: { id: item.id, input, expectedVersion } }) : create({ variables: { input } });
      };
    },
  };
  const Page = () => <ContentManagementPage screen={screen} formConfig={formConfig} />;
  return { ...screen.section, Page };
}

interface ContentManagementPageProps<
  Item extends ScreenItem,
  Values extends FieldValues,
  Input,
  ListVariables extends ScreenListVariables,
> {
  screen: ContentScreen<Item, Values, Input, ListVariables>;
  formConfig: ContentFormConfig<Item, Values>;
}

function ContentManagementPage<
  Item extends ScreenItem,
  Values extends FieldValues,
  Input,
  ListVariables extends ScreenListVariables,
>({
  screen: { operations, trashKind, words, Row },
  formConfig,
}: ContentManagementPageProps<Item, Values, Input, ListVariables>) {
  const [search, setSearch] = useState("");
  const [state, setState] = useState<PublicationState | "">("");
  const debouncedSearch = useDebouncedValue(search).trim();
  // The screen's lists take a search and a state; TypeScript cannot see that of a generic type's filters.
  const filters = { search: debouncedSearch || undefined, state: state || null } as Omit<
    ListVariables,
    "first" | "after"
  >;
  const list = useContentList(operations, filters);
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const [deleteItem] = useDeleteContent(operations);
  const [restoreFromTrash] = useRestoreFromTrash();
  const deletion = useConfirmedDelete(deleteItem, {
    thing: words.deleted.thing,
    success: words.deleted.success,
    failure: () => words.deleted.failure,
    undo: (id) => restoreFromTrash(trashKind, id),
  });
  const nodes = list.nodes ?? [];

  return (
    <>
      <AdminList
        heading={words.heading}
        search={search}
        onSearch={setSearch}
        searchLabel={words.search}
        filters={<PublicationFilter value={state} onChange={setState} />}
        addLabel={words.add}
        onAdd={() => setEditing("new")}
        loading={list.loading && !list.data}
        loadingLabel={words.loading}
        error={list.error && !list.data ? words.fetchFailed : null}
        refetch={list.refetch}
        empty={nodes.length === 0 ? (search || state ? words.noMatch : words.empty) : null}
        hasMore={!!list.pageInfo?.hasNextPage}
        loadingMore={list.loading && !!list.data}
        onLoadMore={() => void list.loadMore()}
      >
        {nodes.map((item) => (
          <Row key={item.id} item={item} onEdit={() => setEditing(item)} onDelete={() => deletion.ask(item.id)} />
        ))}
      </AdminList>
      {editing && (
        <ContentFormDialog
          config={formConfig}
          item={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </>
  );
}
