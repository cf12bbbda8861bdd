import { useState } from "react";
import type { AdminEventRow_EventFragment } from "../../../../gql/graphql";
import { todayIsoDate } from "../../../../lib/dates";
import { fieldErrorsOf } from "../../../../lib/graphql-errors";
import { FormDialog } from "../../components/form-dialog";
import { ImageField, useImageChoice } from "../../components/image-field";
import { notify } from "../../components/notify";
import { TextField, requiredErrors } from "../../components/text-field";
import { useCreateEvent } from "../api/create-event";
import { useUpdateEvent } from "../api/update-event";

const LABELS = { title: "Title", description: "Description", date: "Date", time: "Time", location: "Location" } as const;
type Values = Record<keyof typeof LABELS, string>;

interface EventFormDialogProps {
  /** The event to edit; none to add a new one. */
  event?: AdminEventRow_EventFragment;
  onClose: () => void;
}

export function EventFormDialog({ event, onClose }: EventFormDialogProps) {
  const [values, setValues] = useState<Values>({
    title: event?.title ?? "",
    description: event?.description ?? "",
    date: event?.date ?? todayIsoDate(),
    time: event?.time ?? "",
    location: event?.location ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const image = useImageChoice(event?.image ?? null);
  const [createEvent, created] = useCreateEvent();
  const [updateEvent, updated] = useUpdateEvent();
  const field = (name: keyof Values) => ({
    label: LABELS[name],
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  const save = async () => {
    const missing = requiredErrors(values, LABELS);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const input = { ...values, image: image.choice.file ?? undefined, removeImage: image.choice.removed || undefined };
    try {
      if (event) await updateEvent({ variables: { id: event.id, input } });
      else await createEvent({ variables: { input } });
      notify.success(event ? "Event updated successfully" : "Event created successfully");
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify.failure(`Failed to ${event ? "update" : "create"} event. Please try again.`);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={event ? "Edit Event" : "Create New Event"}
      onSubmit={save}
      submitLabel={event ? "Update Event" : "Create Event"}
      busy={created.loading || updated.loading}
      busyLabel={event ? "Updating..." : "Creating..."}
      submitDisabled={image.choice.processing}
    >
      <TextField {...field("title")} />
      <TextField {...field("description")} rows={4} />
      <TextField {...field("date")} type="date" />
      <TextField {...field("time")} placeholder="10:00 AM - 12:00 PM" />
      <TextField {...field("location")} />
      <ImageField
        label="Image"
        choice={{ ...image.choice, error: image.choice.error ?? errors.image ?? errors.imageData ?? null }}
        onChoose={image.choose}
        onRemove={image.remove}
      />
    </FormDialog>
  );
}
