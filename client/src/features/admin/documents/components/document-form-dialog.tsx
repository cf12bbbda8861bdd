import { Field, Input, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useSchoolTimeZone } from "../../../../api/school-identity";
import type { AdminDocument_DocumentFragment } from "../../../../gql/graphql";
import { fieldErrorsOf, isConflict } from "../../../../lib/graphql-errors";
import { FormDialog } from "../../components/form-dialog";
import { notify } from "../../components/notify";
import {
  PublicationFields,
  initialPublication,
  publicationErrors,
  publicationInput,
  publicationSubmitLabel,
} from "../../components/publication-fields";
import { TextField } from "../../components/text-field";
import { HistorySection, ItemVersions, useVersionedSave } from "../../components/versioned-edit";
import { useDocumentVersions } from "../api/document-versions";
import { useLatestDocument } from "../api/latest-document";
import { useRestoreDocumentVersion } from "../api/restore-document-version";
import { useUpdateDocument } from "../api/update-document";

interface DocumentFormDialogProps {
  document: AdminDocument_DocumentFragment;
  onClose: () => void;
}

/** Renames a document, replaces its PDF and/or changes its publishing; its download address stays the same. */
export function DocumentFormDialog({ document, onClose }: DocumentFormDialogProps) {
  // Someone else's version reloaded, or an old one restored: the form starts again from it.
  const [item, setItem] = useState(document);
  return <DocumentForm key={item.version} document={item} onClose={onClose} onReload={setItem} />;
}

function DocumentForm({
  document,
  onClose,
  onReload,
}: DocumentFormDialogProps & { onReload: (item: AdminDocument_DocumentFragment) => void }) {
  const timeZone = useSchoolTimeZone();
  const [startingPublication] = useState(() => initialPublication(document, timeZone));
  const [title, setTitle] = useState(document.title);
  const [file, setFile] = useState<File | null>(null);
  const [publication, setPublication] = useState(startingPublication);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [updateDocument, { loading }] = useUpdateDocument();
  const latest = useLatestDocument();
  const versioned = useVersionedSave(document.version, async () => {
    const theirs = await latest(document.id);
    if (theirs) onReload(theirs);
  });
  const dirty =
    title !== document.title || file !== null || JSON.stringify(publication) !== JSON.stringify(startingPublication);

  const save = async () => {
    const missing: Record<string, string> = publicationErrors(publication);
    if (!title.trim()) missing.title = "Document Title is required";
    if (file && !file.name.toLowerCase().endsWith(".pdf")) missing.file = "Please upload a PDF file";
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await versioned.save((expectedVersion) =>
        updateDocument({
          variables: {
            id: document.id,
            expectedVersion,
            input: {
              title: title.trim(),
              ...(file ? { file } : {}),
              publication: publicationInput(publication, timeZone),
            },
          },
        }),
      );
      notify.success(
        file ? "Document file replaced" : title !== document.title ? "Document renamed" : "Document saved",
      );
      onClose();
    } catch (error) {
      // A conflict's own alert says who saved and what to do.
      if (isConflict(error)) {
        setErrors(fieldErrorsOf(error));
        return;
      }
      const reason = (error instanceof Error && error.message) || "Unknown error";
      setErrors({ ...fieldErrorsOf(error), form: `The document was not saved: ${reason}` });
      notify.failure("Failed to update document");
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Rename or Replace Document"
      onSubmit={save}
      submitLabel={publicationSubmitLabel(publication, "Save Document", document)}
      busy={loading}
      busyLabel="Saving..."
      dirty={dirty}
    >
      <Text>The download address stays the same, so links parents already have keep working.</Text>
      <TextField label="Document Title" required value={title} onChange={setTitle} error={errors.title} />
      <Field.Root invalid={!!(errors.file || errors.fileData)}>
        <Field.Label>New PDF File (optional)</Field.Label>
        <Input
          type="file"
          accept=".pdf,application/pdf"
          p="1"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Field.HelperText>Leave empty to keep the current file.</Field.HelperText>
        <Field.ErrorText>{errors.file ?? errors.fileData}</Field.ErrorText>
      </Field.Root>
      <PublicationFields value={publication} onChange={setPublication} errors={errors} timeZone={timeZone} />
      {errors.form && (
        <Text color="fg.error" role="alert">
          {errors.form}
        </Text>
      )}
      {versioned.conflictAlert(save)}
      <HistorySection>
        <DocumentVersions document={document} dirty={dirty} onRestored={onReload} />
      </HistorySection>
    </FormDialog>
  );
}

function DocumentVersions({
  document,
  dirty,
  onRestored,
}: {
  document: AdminDocument_DocumentFragment;
  dirty: boolean;
  onRestored: (item: AdminDocument_DocumentFragment) => void;
}) {
  const versions = useDocumentVersions(document.id);
  const restore = useRestoreDocumentVersion();
  return (
    <ItemVersions
      versions={versions}
      currentVersion={document.version}
      thing="document"
      dirty={dirty}
      restore={(version, expectedVersion) => restore(document.id, version, expectedVersion)}
      onRestored={onRestored}
    />
  );
}
