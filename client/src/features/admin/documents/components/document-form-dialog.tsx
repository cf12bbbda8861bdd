import { Text } from "@chakra-ui/react";
import type { AdminDocument_DocumentFragment } from "../../../../gql/graphql";
import { ContentFormDialog } from "../../components/content-form-dialog";
import type { ContentFormConfig } from "../../components/content-form-dialog";
import { useUpdateContent } from "../../components/content-operations";
import { documentOperations } from "../api/documents-operations";
import { PDF_FILE } from "./pdf-file";

interface DocumentValues {
  title: string;
  /** A new PDF; none keeps the current one. */
  file: File | null;
}

/** Renames a document, replaces its PDF and/or changes its publishing; its download address stays the same. */
const DOCUMENT_FORM: ContentFormConfig<AdminDocument_DocumentFragment, DocumentValues> = {
  kind: "document",
  thing: "document",
  title: () => "Rename or Replace Document",
  intro: <Text>The download address stays the same, so links parents already have keep working.</Text>,
  fields: () => [
    { kind: "text", name: "title", label: "Document Title", required: true },
    { ...PDF_FILE, label: "New PDF File (optional)", helper: "Leave empty to keep the current file." },
  ],
  defaultValues: (document) => ({ title: document?.title ?? "", file: null }),
  useSave: () => {
    const [updateDocument] = useUpdateContent(documentOperations);
    return ({ title, file }, publication, document, expectedVersion) =>
      updateDocument({
        variables: {
          id: document?.id ?? "",
          expectedVersion,
          input: { title: title.trim(), ...(file ? { file } : {}), publication },
        },
      });
  },
  liveLabel: "Save Document",
  busyLabel: () => "Saving...",
  successMessage: (document, { title, file }) =>
    file ? "Document file replaced" : title !== document?.title ? "Document renamed" : "Document saved",
  failureMessage: () => "Failed to update document",
  failureInForm: "The document was not saved",
  history: documentOperations,
};

interface DocumentFormDialogProps {
  document: AdminDocument_DocumentFragment;
  onClose: () => void;
}

export function DocumentFormDialog({ document, onClose }: DocumentFormDialogProps) {
  return <ContentFormDialog config={DOCUMENT_FORM} item={document} onClose={onClose} />;
}
