import type { AdminEventRow_EventFragment } from "../../../../gql/graphql";
import { ContentFormDialog } from "../../components/content-form-dialog";
import type { ContentFormConfig } from "../../components/content-form-dialog";
import { NO_PICTURE_CHANGE } from "../../components/staff-form";
import type { PictureValue } from "../../components/staff-form";
import { useCreateContent, useUpdateContent } from "../../components/content-operations";
import { eventOperations } from "../api/events-operations";

interface EventValues {
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  category: string;
  image: PictureValue;
}

const EVENT_FORM: ContentFormConfig<AdminEventRow_EventFragment, EventValues> = {
  kind: "event",
  thing: "event",
  title: (event) => (event ? "Edit Event" : "Create New Event"),
  fields: (event) => [
    { kind: "text", name: "title", label: "Title", required: true },
    { kind: "richText", name: "description", label: "Description", required: true },
    { kind: "text", name: "date", label: "Date", required: true, type: "date" },
    { kind: "text", name: "time", label: "Time", required: true, placeholder: "10:00 AM - 12:00 PM" },
    { kind: "text", name: "location", label: "Location", required: true },
    {
      kind: "text",
      name: "category",
      label: "Category",
      required: true,
      placeholder: "e.g. Sport or Term Dates",
      helper: "Parents can subscribe to the calendar of each category, such as Term Dates.",
    },
    { kind: "picture", name: "image", label: "Image", savedUrl: event?.image ?? null },
  ],
  defaultValues: (event, today) => ({
    title: event?.title ?? "",
    description: event?.description ?? "",
    date: event?.date ?? today,
    time: event?.time ?? "",
    location: event?.location ?? "",
    category: event?.category ?? "General",
    image: NO_PICTURE_CHANGE,
  }),
  useSave: () => {
    const [createEvent] = useCreateContent(eventOperations);
    const [updateEvent] = useUpdateContent(eventOperations);
    return ({ image, ...texts }, publication, event, expectedVersion) => {
      const input = { ...texts, image: image.file ?? undefined, removeImage: image.removed || undefined, publication };
      return event
        ? updateEvent({ variables: { id: event.id, input, expectedVersion } })
        : createEvent({ variables: { input } });
    };
  },
  liveLabel: "Update Event",
  busyLabel: (event) => (event ? "Updating..." : "Creating..."),
  successMessage: (event) => (event ? "Event updated successfully" : "Event created successfully"),
  failureMessage: (event) => `Failed to ${event ? "update" : "create"} event. Please try again.`,
  history: eventOperations,
};

interface EventFormDialogProps {
  /** The event to edit; none to add a new one. */
  event?: AdminEventRow_EventFragment;
  onClose: () => void;
}

export function EventFormDialog({ event, onClose }: EventFormDialogProps) {
  return <ContentFormDialog config={EVENT_FORM} item={event} onClose={onClose} />;
}
