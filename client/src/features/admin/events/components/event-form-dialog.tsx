import { useState } from "react";
import { useSchoolTimeZone, useSchoolToday } from "../../../../api/school-identity";
import type { AdminEventRow_EventFragment } from "../../../../gql/graphql";
import { FormDialog } from "../../components/form-dialog";
import {
  PublicationFields,
  initialPublication,
  publicationErrors,
  publicationSubmitLabel,
  publicationInput,
} from "../../components/publication-fields";
import { RichTextEditor } from "../../components/rich-text-editor";
import { TextField } from "../../components/text-field";
import { useIllustratedForm } from "../../components/use-illustrated-form";
import { HistorySection, ItemVersions, useVersionedSave } from "../../components/versioned-edit";
import { useCreateEvent } from "../api/create-event";
import { useLatestEvent } from "../api/latest-event";
import { useRestoreEventVersion } from "../api/restore-event-version";
import { useUpdateEvent } from "../api/update-event";
import { useEventVersions } from "../api/event-versions";

const LABELS = {
  title: "Title",
  description: "Description",
  date: "Date",
  time: "Time",
  location: "Location",
  category: "Category",
} as const;

interface EventFormDialogProps {
  /** The event to edit; none to add a new one. */
  event?: AdminEventRow_EventFragment;
  onClose: () => void;
}

export function EventFormDialog({ event, onClose }: EventFormDialogProps) {
  // Someone else's version reloaded, or an old one restored: the form starts again from it.
  const [item, setItem] = useState(event);
  return <EventForm key={item?.version ?? "new"} event={item} onClose={onClose} onReload={setItem} />;
}

function EventForm({
  event,
  onClose,
  onReload,
}: EventFormDialogProps & { onReload: (item: AdminEventRow_EventFragment) => void }) {
  const today = useSchoolToday();
  const timeZone = useSchoolTimeZone();
  const [startingPublication] = useState(() => initialPublication(event, timeZone));
  const [publication, setPublication] = useState(startingPublication);
  const [createEvent, created] = useCreateEvent();
  const [updateEvent, updated] = useUpdateEvent();
  const latest = useLatestEvent();
  const versioned = useVersionedSave(event?.version, async () => {
    const theirs = event && (await latest(event.id));
    if (theirs) onReload(theirs);
  });
  const form = useIllustratedForm({
    labels: LABELS,
    initial: {
      title: event?.title ?? "",
      description: event?.description ?? "",
      date: event?.date ?? today,
      time: event?.time ?? "",
      location: event?.location ?? "",
      category: event?.category ?? "General",
    },
    savedImage: event?.image ?? null,
    autosaveKey: `event:${event?.id ?? "new"}`,
    save: (fields) => {
      const input = { ...fields, publication: publicationInput(publication, timeZone) };
      return event
        ? versioned.save((expectedVersion) => updateEvent({ variables: { id: event.id, input, expectedVersion } }))
        : createEvent({ variables: { input } });
    },
    check: () => publicationErrors(publication),
    successMessage: event ? "Event updated successfully" : "Event created successfully",
    failureMessage: `Failed to ${event ? "update" : "create"} event. Please try again.`,
    onClose,
  });

  const dirty = form.dirty || JSON.stringify(publication) !== JSON.stringify(startingPublication);

  return (
    <FormDialog
      open
      onClose={onClose}
      title={event ? "Edit Event" : "Create New Event"}
      onSubmit={form.submit}
      submitLabel={publicationSubmitLabel(publication, event ? "Update Event" : "Create Event", event)}
      busy={created.loading || updated.loading}
      busyLabel={event ? "Updating..." : "Creating..."}
      submitDisabled={form.processingImage}
      dirty={dirty}
      autosave={form.autosave}
    >
      <TextField {...form.field("title")} />
      <RichTextEditor {...form.field("description")} />
      <TextField {...form.field("date")} type="date" />
      <TextField {...form.field("time")} placeholder="10:00 AM - 12:00 PM" />
      <TextField {...form.field("location")} />
      <TextField
        {...form.field("category")}
        placeholder="e.g. Sport or Term Dates"
        helper="Parents can subscribe to the calendar of each category, such as Term Dates."
      />
      {form.imageField}
      <PublicationFields value={publication} onChange={setPublication} errors={form.errors} timeZone={timeZone} />
      {versioned.conflictAlert(form.submit)}
      {event && (
        <HistorySection>
          <EventVersions event={event} dirty={dirty} onRestored={onReload} />
        </HistorySection>
      )}
    </FormDialog>
  );
}

function EventVersions({
  event,
  dirty,
  onRestored,
}: {
  event: AdminEventRow_EventFragment;
  dirty: boolean;
  onRestored: (item: AdminEventRow_EventFragment) => void;
}) {
  const versions = useEventVersions(event.id);
  const restore = useRestoreEventVersion();
  return (
    <ItemVersions
      versions={versions}
      currentVersion={event.version}
      thing="event"
      dirty={dirty}
      restore={(version, expectedVersion) => restore(event.id, version, expectedVersion)}
      onRestored={onRestored}
    />
  );
}
