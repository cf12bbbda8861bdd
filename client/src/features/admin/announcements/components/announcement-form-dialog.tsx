import type { AdminAnnouncementRow_AnnouncementFragment } from "../../../../gql/graphql";
import { ContentFormDialog } from "../../components/content-form-dialog";
import type { ContentFormConfig } from "../../components/content-form-dialog";
import { useCreateContent, useUpdateContent } from "../../components/content-operations";
import { announcementOperations } from "../api/announcements-operations";

interface AnnouncementValues {
  title: string;
  content: string;
  date: string;
  urgent: boolean;
  active: boolean;
}

const ANNOUNCEMENT_FORM: ContentFormConfig<AdminAnnouncementRow_AnnouncementFragment, AnnouncementValues> = {
  kind: "announcement",
  thing: "announcement",
  title: (announcement) => (announcement ? "Edit Announcement" : "Create New Announcement"),
  fields: () => [
    { kind: "text", name: "title", label: "Title", required: true },
    { kind: "richText", name: "content", label: "Content", required: true },
    { kind: "text", name: "date", label: "Date", required: true, type: "date" },
    { kind: "checkbox", name: "urgent", label: "Mark as Urgent" },
    { kind: "checkbox", name: "active", label: "Active" },
  ],
  defaultValues: (announcement, today) => ({
    title: announcement?.title ?? "",
    content: announcement?.content ?? "",
    date: announcement?.date ?? today,
    urgent: announcement?.urgent ?? false,
    active: announcement?.active ?? true,
  }),
  useSave: () => {
    const [createAnnouncement] = useCreateContent(announcementOperations);
    const [updateAnnouncement] = useUpdateContent(announcementOperations);
    return (values, publication, announcement, expectedVersion) => {
      // The form has no priority field: an edit keeps the one chosen before.
      const input = { ...values, priority: announcement?.requestedPriority ?? undefined, publication };
      return announcement
        ? updateAnnouncement({ variables: { id: announcement.id, input, expectedVersion } })
        : createAnnouncement({ variables: { input } });
    };
  },
  liveLabel: "Update Announcement",
  busyLabel: (announcement) => (announcement ? "Updating..." : "Creating..."),
  successMessage: (announcement) =>
    announcement ? "Announcement updated successfully" : "Announcement created successfully",
  failureMessage: (announcement) => `Failed to ${announcement ? "update" : "create"} announcement. Please try again.`,
  history: announcementOperations,
};

interface AnnouncementFormDialogProps {
  /** The announcement to edit; none to create one. */
  announcement?: AdminAnnouncementRow_AnnouncementFragment;
  onClose: () => void;
}

export function AnnouncementFormDialog({ announcement, onClose }: AnnouncementFormDialogProps) {
  return <ContentFormDialog config={ANNOUNCEMENT_FORM} item={announcement} onClose={onClose} />;
}
