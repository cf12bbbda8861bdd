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
import { useCreateEvent } from "../api/create-event";
import { useUpdateEvent } from "../api/update-event";

const LABELS = {
  title: "Title",
  description: "Description",
  date: "Date",
  time: "Time",
  location: "Location",
} as const;

interface EventFormDialogProps {
  /** The event to edit; none to add a new one. */
  event?: AdminEventRow_EventFragment;
  onClose: () => void;
}

export function EventFormDialog({ event, onClose }: EventFormDialogProps) {
  const today = useSchoolToday();
  const timeZone = useSchoolTimeZone();
  const [startingPublication] = useState(() => initialPublication(event, timeZone));
  const [publication, setPublication] = useState(startingPublication);
  const [createEvent, created] = useCreateEvent();
  const [updateEvent, updated] = useUpdateEvent();
  const form = useIllustratedForm({
    labels: LABELS,
    initial: {
      title: event?.title ?? "",
      description: event?.description ?? "",
      date: event?.date ?? today,
      time: event?.time ?? "",
      location: event?.location ?? "",
    },
    savedImage: event?.image ?? null,
    save: (fields) => {
      const input = { ...fields, publication: publicationInput(publication, timeZone) };
      return event ? updateEvent({ variables: { id: event.id, input } }) : createEvent({ variables: { input } });
    },
    check: () => publicationErrors(publication),
    successMessage: event ? "Event updated successfully" : "Event created successfully",
    failureMessage: `Failed to ${event ? "update" : "create"} event. Please try again.`,
    onClose,
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={event ? "Edit Event" : "Create New Event"}
      onSubmit={form.submit}
      submitLabel={publicationSubmitLabel(publication, event ? "Update Event" : "Create Event")}
      busy={created.loading || updated.loading}
      busyLabel={event ? "Updating..." : "Creating..."}
      submitDisabled={form.processingImage}
      dirty={form.dirty || JSON.stringify(publication) !== JSON.stringify(startingPublication)}
    >
      <TextField {...form.field("title")} />
      <RichTextEditor {...form.field("description")} />
      <TextField {...form.field("date")} type="date" />
      <TextField {...form.field("time")} placeholder="10:00 AM - 12:00 PM" />
      <TextField {...form.field("location")} />
      {form.imageField}
      <PublicationFields value={publication} onChange={setPublication} errors={form.errors} timeZone={timeZone} />
    </FormDialog>
  );
}
