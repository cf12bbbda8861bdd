import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useSchoolTimeZone, useSchoolToday } from "../../../api/school-identity";
import type { PublicationInput } from "../../../gql/graphql";
import { initialPublication, isLive, publicationInput, publicationSubmitLabel } from "./publication-fields";
import type { PublicationChoice } from "./publication-fields";
import { StaffForm } from "./staff-form";
import type { FieldSpec, StaffFormProps } from "./staff-form";
import { HistorySection, ItemVersions, useVersionedSave } from "./versioned-edit";
import { useContentVersions, useLatestContent, useRestoreContentVersion } from "./content-operations";
import type { HistoryOperations } from "./content-operations";

/** An item with publishing states and versions, as its row's fragment holds it. */
interface VersionedItem {
  id: string;
  version: number;
  publishedAt?: string | null;
  expiresAt?: string | null;
}

type Publishing = { publication: PublicationChoice };

/** One content type's edit dialog, declared: its fields, how its values come from an item and go to the server. */
export interface ContentFormConfig<Item extends VersionedItem, Values extends FieldValues> {
  /** The item's kind in the browser's kept text, e.g. 'news'. */
  kind: string;
  /** The item's name in the history's words, e.g. 'article'. */
  thing: string;
  title: (item: Item | undefined) => string;
  /** The fields before the publishing block; `item` is the one edited (none for a new one). */
  fields: (item: Item | undefined) => readonly FieldSpec[];
  /** What the form opens with; `today` is the school's date. */
  defaultValues: (item: Item | undefined, today: string) => Values;
  /** Sends the form (values checked, publishing as the server takes it); `expectedVersion` with an edit. */
  useSave: () => (
    values: Values,
    publication: PublicationInput,
    item: Item | undefined,
    expectedVersion: number | undefined,
  ) => Promise<unknown>;
  /** The button's words when an item parents see now is saved and stays public, e.g. 'Update Article'. */
  liveLabel: string;
  busyLabel: (item: Item | undefined) => string;
  successMessage: (item: Item | undefined, values: Values) => string;
  failureMessage: (item: Item | undefined) => string;
  failureInForm?: string;
  /** The type's operations that reload someone else's newer version, list the versions and restore one. */
  history: HistoryOperations<Item>;
  intro?: StaffFormProps<Values>["intro"];
}

interface ContentFormDialogProps<Item extends VersionedItem, Values extends FieldValues> {
  config: ContentFormConfig<Item, Values>;
  /** The item to edit; none to create one. */
  item?: Item;
  onClose: () => void;
}

/** The edit dialog of a content type with publishing states and versions, built from its declaration. */
export function ContentFormDialog<Item extends VersionedItem, Values extends FieldValues>({
  config,
  item,
  onClose,
}: ContentFormDialogProps<Item, Values>) {
  // Someone else's version reloaded, or an old one restored: the form starts again from it.
  const [current, setCurrent] = useState(item);
  return (
    <ContentForm
      key={current?.version ?? "new"}
      config={config}
      item={current}
      onClose={onClose}
      onReload={setCurrent}
    />
  );
}

function ContentForm<Item extends VersionedItem, Values extends FieldValues>({
  config,
  item,
  onClose,
  onReload,
}: ContentFormDialogProps<Item, Values> & { onReload: (item: Item) => void }) {
  const timeZone = useSchoolTimeZone();
  const today = useSchoolToday();
  const save = config.useSave();
  const latest = useLatestContent(config.history);
  const [defaultValues] = useState(() => ({
    ...config.defaultValues(item, today),
    publication: initialPublication(item, timeZone),
  }));
  const [fields] = useState(() => [
    ...config.fields(item),
    { kind: "publication" as const, timeZone, live: isLive(item) },
  ]);
  const versioned = useVersionedSave(item?.version, async () => {
    const theirs = item && (await latest(item.id));
    if (theirs) onReload(theirs);
  });
  return (
    <StaffForm<Values & Publishing>
      title={config.title(item)}
      fields={fields}
      defaultValues={defaultValues}
      save={({ publication, ...values }) => {
        const input = publicationInput(publication, timeZone);
        const send = (expectedVersion: number | undefined) =>
          save(values as unknown as Values, input, item, expectedVersion);
        return item ? versioned.save(send) : send(undefined);
      }}
      onClose={onClose}
      submitLabel={(values) => publicationSubmitLabel(values.publication, config.liveLabel, item)}
      busyLabel={config.busyLabel(item)}
      successMessage={(values) => config.successMessage(item, values)}
      failureMessage={config.failureMessage(item)}
      failureInForm={config.failureInForm}
      autosaveKey={`${config.kind}:${item?.id ?? "new"}`}
      intro={config.intro}
      after={({ dirty, submit }) => (
        <>
          {versioned.conflictAlert(submit)}
          {item && (
            <HistorySection>
              <ItemHistory config={config} item={item} dirty={dirty} onRestored={onReload} />
            </HistorySection>
          )}
        </>
      )}
    />
  );
}

function ItemHistory<Item extends VersionedItem, Values extends FieldValues>({
  config,
  item,
  dirty,
  onRestored,
}: {
  config: ContentFormConfig<Item, Values>;
  item: Item;
  dirty: boolean;
  onRestored: (item: Item) => void;
}) {
  const versions = useContentVersions(config.history, item.id);
  const restore = useRestoreContentVersion(config.history);
  return (
    <ItemVersions
      versions={versions}
      item={item}
      currentVersion={item.version}
      thing={config.thing}
      dirty={dirty}
      restore={(version, expectedVersion) => restore(item.id, version, expectedVersion)}
      onRestored={onRestored}
    />
  );
}
