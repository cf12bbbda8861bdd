import { Box, Button, Card, Flex, Heading, Link, Stack, Text, chakra } from "@chakra-ui/react";
import { Download, FileText } from "lucide-react";
import { useState } from "react";
import type { MouseEvent } from "react";
import { useSchoolTimeZone } from "../../../../api/school-identity";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import { LoadMoreButton } from "../../../../components/ui/load-more-button";
import { formatDateTime } from "../../../../lib/dates";
import { downloadAsStaff } from "../../../../lib/download";
import { publicationStateOf } from "../../../../lib/publication";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { useContentList, useCreateContent, useDeleteContent } from "../../components/content-operations";
import { ItemActions } from "../../components/item-actions";
import { notify } from "../../components/notify";
import { PublicationBadge, PublicationFilter } from "../../components/publication-badge";
import { initialPublication, publicationInput, publicationSubmitLabel } from "../../components/publication-fields";
import type { PublicationChoice } from "../../components/publication-fields";
import { useStaffForm } from "../../components/staff-form";
import type { FieldSpec } from "../../components/staff-form";
import { useConfirmedDelete } from "../../components/use-confirmed-delete";
import { useRestoreFromTrash } from "../../trash/api/restore-from-trash";
import type { AdminDocument_DocumentFragment, PublicationState } from "../../../../gql/graphql";
import { documentOperations } from "../api/documents-operations";
import { DocumentFormDialog } from "../components/document-form-dialog";
import { PDF_FILE } from "../components/pdf-file";
import type { AdminSection } from "../../admin-section";
import { adminPaths } from "../../paths";

const UPLOAD_FAILED = "Failed to upload document";

interface UploadValues {
  title: string;
  file: File | null;
  publication: PublicationChoice;
}

/** Adds a document; after each upload the form starts empty again. */
function UploadForm() {
  const [uploads, setUploads] = useState(0);
  return <UploadFields key={uploads} onUploaded={() => setUploads((count) => count + 1)} />;
}

function UploadFields({ onUploaded }: { onUploaded: () => void }) {
  const timeZone = useSchoolTimeZone();
  const [createDocument] = useCreateContent(documentOperations);
  const [fields] = useState((): FieldSpec[] => [
    { kind: "text", name: "title", label: "Document Title", required: true, placeholder: "Enter document title" },
    { ...PDF_FILE, requiredMessage: "Please select a file to upload" },
    { kind: "publication", timeZone, live: false },
  ]);
  const [defaultValues] = useState((): UploadValues => ({
    title: "",
    file: null,
    publication: initialPublication(undefined, timeZone),
  }));
  const upload = useStaffForm<UploadValues>({
    fields,
    defaultValues,
    save: ({ title, file, publication }) =>
      createDocument({
        variables: { input: { title: title.trim(), file, publication: publicationInput(publication, timeZone) } },
      }),
    onSaved: onUploaded,
    successMessage: "Document uploaded successfully",
    failureMessage: UPLOAD_FAILED,
    failureInForm: UPLOAD_FAILED,
  });

  return (
    <Card.Root>
      <Card.Body>
        <chakra.form
          display="flex"
          flexDirection="column"
          gap="4"
          onSubmit={(event) => void upload.submit(event)}
          noValidate
        >
          <Heading as="h2" size="lg">
            Add a Document
          </Heading>
          {upload.fields}
          <Button
            type="submit"
            colorPalette="school"
            alignSelf="flex-start"
            loading={upload.form.formState.isSubmitting}
            loadingText="Uploading..."
          >
            {publicationSubmitLabel(upload.values.publication, "Publish")}
          </Button>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}

/** A public document downloads from its address; one parents cannot fetch yet, with the staff member's sign-in. */
function DownloadLink({ document }: { document: AdminDocument_DocumentFragment }) {
  const isPublic = publicationStateOf(document) === "PUBLISHED";
  const downloadUnpublished = (event: MouseEvent) => {
    event.preventDefault();
    downloadAsStaff(document.fileUrl, `${document.title}.pdf`).catch(() =>
      notify.failure(`Failed to download ${document.title}`),
    );
  };
  return (
    <Link
      href={document.fileUrl}
      target="_blank"
      rel="noopener noreferrer"
      color="school.700"
      fontWeight="medium"
      minH="11"
      onClick={isPublic ? undefined : downloadUnpublished}
    >
      <Download size={18} aria-hidden /> Download
    </Link>
  );
}

export function DocumentsManagementPage() {
  const [state, setState] = useState<PublicationState | "">("");
  const list = useContentList(documentOperations, { state: state || null });
  const [deleteDocument] = useDeleteContent(documentOperations);
  const [restoreFromTrash] = useRestoreFromTrash();
  const deletion = useConfirmedDelete(deleteDocument, {
    thing: "document",
    success: "Document moved to the Trash",
    failure: (error) => `Failed to delete document: ${(error instanceof Error && error.message) || "Unknown error"}`,
    undo: (id) => restoreFromTrash("DOCUMENT", id),
  });
  const nodes = list.nodes ?? [];
  const [editing, setEditing] = useState<AdminDocument_DocumentFragment | null>(null);

  return (
    <Stack gap="8">
      <UploadForm />
      <Stack gap="4">
        <Heading as="h2" size="lg">
          Uploaded Documents
        </Heading>
        <Box maxW="xs">
          <PublicationFilter value={state} onChange={setState} />
        </Box>
        {list.loading && !list.data ? (
          <LoadingState label="Loading documents..." />
        ) : list.error && !list.data ? (
          <ErrorState message="Failed to fetch documents" onRetry={retry(list.refetch)} />
        ) : nodes.length === 0 ? (
          <EmptyState
            title="No documents"
            message={state ? "No documents are in this state." : "No documents uploaded yet."}
          />
        ) : (
          nodes.map((document) => (
            <Card.Root key={document.id} size="sm" as="article">
              <Card.Body>
                <Flex gap="4" align={{ sm: "center" }} direction={{ base: "column", sm: "row" }}>
                  <Box flex="1" minW="0">
                    <Flex gap="2" align="center" wrap="wrap">
                      <Heading as="h3" size="md">
                        {document.title}
                      </Heading>
                      <PublicationBadge item={document} />
                    </Flex>
                    <Text fontSize="sm" color="fg.muted">
                      Size: {document.size} · {formatDateTime(document.uploadDate)}
                    </Text>
                  </Box>
                  <Flex gap="4" align="center">
                    <DownloadLink document={document} />
                    <ItemActions
                      name={document.title}
                      onEdit={() => setEditing(document)}
                      onDelete={() => deletion.ask(document.id)}
                    />
                  </Flex>
                </Flex>
              </Card.Body>
            </Card.Root>
          ))
        )}
        {list.pageInfo?.hasNextPage && <LoadMoreButton loading={list.loading} onClick={() => void list.loadMore()} />}
      </Stack>
      {editing && <DocumentFormDialog document={editing} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const documentsAdminSection: AdminSection = {
  label: "Documents",
  title: "Document Management",
  path: adminPaths.documents,
  icon: FileText,
  card: { title: "Documents", description: "Upload PDFs parents can download." },
  Page: DocumentsManagementPage,
};
