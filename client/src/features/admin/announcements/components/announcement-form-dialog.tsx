import { Checkbox, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useSchoolTimeZone, useSchoolToday } from "../../../../api/school-identity";
import type { AdminAnnouncementRow_AnnouncementFragment } from "../../../../gql/graphql";
import { fieldErrorsOf, isConflict } from "../../../../lib/graphql-errors";
import { FormDialog } from "../../components/form-dialog";
import { notify } from "../../components/notify";
import { useFormAutosave } from "../../components/use-form-autosave";
import {
  PublicationFields,
  initialPublication,
  publicationErrors,
  publicationSubmitLabel,
  publicationInput,
} from "../../components/publication-fields";
import { RichTextEditor } from "../../components/rich-text-editor";
import { TextField, requiredErrors } from "../../components/text-field";
import { HistorySection, ItemVersions, useVersionedSave } from "../../components/versioned-edit";
import { useAnnouncementVersions } from "../api/announcement-versions";
import { useCreateAnnouncement } from "../api/create-announcement";
import { useLatestAnnouncement } from "../api/latest-announcement";
import { useRestoreAnnouncementVersion } from "../api/restore-announcement-version";
import { useUpdateAnnouncement } from "../api/update-announcement";

const LABELS = { title: "Title", content: "Content", date: "Date" } as const;
type Texts = Record<keyof typeof LABELS, string>;

interface AnnouncementFormDialogProps {
  /** The announcement to edit; none to create one. */
  announcement?: AdminAnnouncementRow_AnnouncementFragment;
  onClose: () => void;
}

function Flag({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="school"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function AnnouncementFormDialog({ announcement, onClose }: AnnouncementFormDialogProps) {
  // Someone else's version reloaded, or an old one restored: the form starts again from it.
  const [item, setItem] = useState(announcement);
  return <AnnouncementForm key={item?.version ?? "new"} announcement={item} onClose={onClose} onReload={setItem} />;
}

function AnnouncementForm({
  announcement,
  onClose,
  onReload,
}: AnnouncementFormDialogProps & { onReload: (item: AdminAnnouncementRow_AnnouncementFragment) => void }) {
  const today = useSchoolToday();
  const timeZone = useSchoolTimeZone();
  const [startingPublication] = useState(() => initialPublication(announcement, timeZone));
  const [publication, setPublication] = useState(startingPublication);
  const [startingTexts] = useState<Texts>(() => ({
    title: announcement?.title ?? "",
    content: announcement?.content ?? "",
    date: announcement?.date ?? today,
  }));
  const [texts, setTexts] = useState(startingTexts);
  const autosave = useFormAutosave({
    key: `announcement:${announcement?.id ?? "new"}`,
    values: texts,
    initial: startingTexts,
    onRestore: setTexts,
  });
  const [urgent, setUrgent] = useState(announcement?.urgent ?? false);
  const [active, setActive] = useState(announcement?.active ?? true);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [createAnnouncement, created] = useCreateAnnouncement();
  const [updateAnnouncement, updated] = useUpdateAnnouncement();
  const latest = useLatestAnnouncement();
  const versioned = useVersionedSave(announcement?.version, async () => {
    const theirs = announcement && (await latest(announcement.id));
    if (theirs) onReload(theirs);
  });
  const field = (name: keyof Texts) => ({
    label: LABELS[name],
    value: texts[name],
    error: errors[name],
    required: true,
    onChange: (value: string) => setTexts((current) => ({ ...current, [name]: value })),
  });

  const save = async () => {
    const missing = { ...requiredErrors(texts, LABELS), ...publicationErrors(publication) };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    // The form has no priority field: an edit keeps the one chosen before.
    const input = {
      ...texts,
      urgent,
      active,
      priority: announcement?.requestedPriority ?? undefined,
      publication: publicationInput(publication, timeZone),
    };
    try {
      if (announcement)
        await versioned.save((expectedVersion) =>
          updateAnnouncement({ variables: { id: announcement.id, input, expectedVersion } }),
        );
      else await createAnnouncement({ variables: { input } });
      autosave.clear();
      notify.success(announcement ? "Announcement updated successfully" : "Announcement created successfully");
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      if (!isConflict(error))
        notify.failure(`Failed to ${announcement ? "update" : "create"} announcement. Please try again.`);
    }
  };

  const dirty =
    JSON.stringify(texts) !== JSON.stringify(startingTexts) ||
    urgent !== (announcement?.urgent ?? false) ||
    active !== (announcement?.active ?? true) ||
    JSON.stringify(publication) !== JSON.stringify(startingPublication);

  return (
    <FormDialog
      open
      onClose={onClose}
      title={announcement ? "Edit Announcement" : "Create New Announcement"}
      onSubmit={save}
      submitLabel={publicationSubmitLabel(
        publication,
        announcement ? "Update Announcement" : "Create Announcement",
        announcement,
      )}
      busy={created.loading || updated.loading}
      busyLabel={announcement ? "Updating..." : "Creating..."}
      dirty={dirty}
      autosave={autosave}
    >
      <TextField {...field("title")} />
      <RichTextEditor {...field("content")} />
      <TextField {...field("date")} type="date" />
      <Stack direction={{ base: "column", sm: "row" }} gap="6">
        <Flag label="Mark as Urgent" checked={urgent} onChange={setUrgent} />
        <Flag label="Active" checked={active} onChange={setActive} />
      </Stack>
      <PublicationFields value={publication} onChange={setPublication} errors={errors} timeZone={timeZone} />
      {versioned.conflictAlert(save)}
      {announcement && (
        <HistorySection>
          <AnnouncementVersions announcement={announcement} dirty={dirty} onRestored={onReload} />
        </HistorySection>
      )}
    </FormDialog>
  );
}

function AnnouncementVersions({
  announcement,
  dirty,
  onRestored,
}: {
  announcement: AdminAnnouncementRow_AnnouncementFragment;
  dirty: boolean;
  onRestored: (item: AdminAnnouncementRow_AnnouncementFragment) => void;
}) {
  const versions = useAnnouncementVersions(announcement.id);
  const restore = useRestoreAnnouncementVersion();
  return (
    <ItemVersions
      versions={versions}
      currentVersion={announcement.version}
      thing="announcement"
      dirty={dirty}
      restore={(version, expectedVersion) => restore(announcement.id, version, expectedVersion)}
      onRestored={onRestored}
    />
  );
}
