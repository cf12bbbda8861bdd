import { useState } from "react";
import { useSchoolTimeZone, useSchoolToday } from "../../../../api/school-identity";
import type { AdminNewsRow_NewsFragment } from "../../../../gql/graphql";
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
import { useCreateNews } from "../api/create-news";
import { useUpdateNews } from "../api/update-news";

const LABELS = { title: "Title", excerpt: "Excerpt", content: "Content", date: "Date", category: "Category" } as const;

interface NewsFormDialogProps {
  /** The article to edit; none to write a new one. */
  news?: AdminNewsRow_NewsFragment;
  onClose: () => void;
}

export function NewsFormDialog({ news, onClose }: NewsFormDialogProps) {
  const today = useSchoolToday();
  const timeZone = useSchoolTimeZone();
  const [startingPublication] = useState(() => initialPublication(news, timeZone));
  const [publication, setPublication] = useState(startingPublication);
  const [createNews, created] = useCreateNews();
  const [updateNews, updated] = useUpdateNews();
  const form = useIllustratedForm({
    labels: LABELS,
    initial: {
      title: news?.title ?? "",
      excerpt: news?.excerpt ?? "",
      content: news?.content ?? "",
      date: news?.date ?? today,
      category: news?.category ?? "",
    },
    savedImage: news?.image ?? null,
    save: (fields) => {
      const input = { ...fields, publication: publicationInput(publication, timeZone) };
      return news ? updateNews({ variables: { id: news.id, input } }) : createNews({ variables: { input } });
    },
    check: () => publicationErrors(publication),
    successMessage: news ? "News article updated successfully" : "News article created successfully",
    failureMessage: `Failed to ${news ? "update" : "create"} news article. Please try again.`,
    onClose,
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={news ? "Edit News Article" : "Create News Article"}
      onSubmit={form.submit}
      submitLabel={publicationSubmitLabel(publication, news ? "Update Article" : "Create Article")}
      busy={created.loading || updated.loading}
      busyLabel={news ? "Updating..." : "Creating..."}
      submitDisabled={form.processingImage}
      dirty={form.dirty || JSON.stringify(publication) !== JSON.stringify(startingPublication)}
    >
      <TextField {...form.field("title")} />
      <TextField {...form.field("excerpt")} rows={2} />
      <RichTextEditor {...form.field("content")} />
      <TextField {...form.field("date")} type="date" />
      <TextField {...form.field("category")} placeholder="e.g. Sport" />
      {form.imageField}
      <PublicationFields value={publication} onChange={setPublication} errors={form.errors} timeZone={timeZone} />
    </FormDialog>
  );
}
