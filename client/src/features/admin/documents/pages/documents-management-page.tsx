import { Box, Button, Card, Field, Flex, Heading, Input, Link, Stack, Text, chakra } from "@chakra-ui/react";
import { Download } from "lucide-react";
import { useState } from "react";
import type { FormEvent, MouseEvent } from "react";
import { useSchoolTimeZone } from "../../../../api/school-identity";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import { LoadMoreButton } from "../../../../components/ui/load-more-button";
import { formatDateTime } from "../../../../lib/dates";
import { downloadAsStaff } from "../../../../lib/download";
import { fieldErrorsOf } from "../../../../lib/graphql-errors";
import { publicationStateOf } from "../../../../lib/publication";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { ItemActions } from "../../components/item-actions";
import { notify } from "../../components/notify";
import { PublicationBadge, PublicationFilter } from "../../components/publication-badge";
import {
  PublicationFields,
  initialPublication,
  publicationErrors,
  publicationInput,
  publicationSubmitLabel,
} from "../../components/publication-fields";
import { useConfirmedDelete } from "../../components/use-confirmed-delete";
import { useRestoreFromTrash } from "../../trash/api/restore-from-trash";
import type { AdminDocument_DocumentFragment, PublicationState } from "../../../../gql/graphql";
import { useAdminDocuments } from "../api/admin-documents";
import { useCreateDocument } from "../api/create-document";
import { useDeleteDocument } from "../api/delete-document";
import { DocumentFormDialog } from "../components/document-form-dialog";

const UPLOAD_FAILED = "Failed to upload document";

function UploadForm() {
  const timeZone = useSchoolTimeZone();
  const [title, setTitle] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [publication, setPublication] = useState(() => initialPublication(undefined, timeZone));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [createDocument, { loading }] = useCreateDocument();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = publicationErrors(publication);
    if (!title.trim()) missing.title = "Document Title is required";
    if (!file) missing.file = "Please select a file to upload";
    else if (!file.name.toLowerCase().endsWith(".pdf")) missing.file = "Please upload a PDF file";
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await createDocument({
        variables: { input: { title: title.trim(), file, publication: publicationInput(publication, timeZone) } },
      });
      notify.success("Document uploaded successfully");
      setTitle("");
      setFile(null);
      setFileInputKey((key) => key + 1);
      setPublication(initialPublication(undefined, timeZone));
    } catch (error) {
      setErrors({ ...fieldErrorsOf(error), form: UPLOAD_FAILED });
      notify.failure(UPLOAD_FAILED);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={(event) => void submit(event)} noValidate>
          <Heading as="h2" size="lg">
            Add a Document
          </Heading>
          <Field.Root required invalid={!!errors.title}>
            <Field.Label>
              Document Title <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={title}
              placeholder="Enter document title"
              onChange={(event) => setTitle(event.target.value)}
            />
            <Field.ErrorText>{errors.title}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!(errors.file || errors.fileData)}>
            <Field.Label>
              PDF File <Field.RequiredIndicator />
            </Field.Label>
            <Input
              key={fileInputKey}
              type="file"
              accept=".pdf,application/pdf"
              p="1"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <Field.ErrorText>{errors.file ?? errors.fileData}</Field.ErrorText>
          </Field.Root>
          <PublicationFields value={publication} onChange={setPublication} errors={errors} timeZone={timeZone} />
          {errors.form && (
            <Text color="fg.error" role="alert">
              {errors.form}
            </Text>
          )}
          <Button
            type="submit"
            colorPalette="school"
            alignSelf="flex-start"
            loading={loading}
            loadingText="Uploading..."
          >
            {publicationSubmitLabel(publication, "Upload Document")}
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
  const list = useAdminDocuments(state || null);
  const [deleteDocument] = useDeleteDocument();
  const [restoreFromTrash] = useRestoreFromTrash();
  const deletion = useConfirmedDelete(deleteDocument, {
    thing: "document",
    success: "Document moved to the Trash",
    failure: (error) => `Failed to delete document: ${(error instanceof Error && error.message) || "Unknown error"}`,
    undo: (id) => restoreFromTrash("DOCUMENT", id),
  });
  const nodes = list.data?.documents.nodes ?? [];
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
        {list.data?.documents.pageInfo.hasNextPage && (
          <LoadMoreButton loading={list.loading} onClick={() => void list.loadMore()} />
        )}
      </Stack>
      {editing && <DocumentFormDialog document={editing} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}
