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
import { HistorySection, ItemVersions, useVersionedSave } from "../../components/versioned-edit";
import { useCreateNews } from "../api/create-news";
import { useLatestNews } from "../api/latest-news";
import { useRestoreNewsVersion } from "../api/restore-news-version";
import { useUpdateNews } from "../api/update-news";
import { useNewsVersions } from "../api/news-versions";

const LABELS = { title: "Title", excerpt: "Excerpt", content: "Content", date: "Date", category: "Category" } as const;

interface NewsFormDialogProps {
  /** The article to edit; none to write a new one. */
  news?: AdminNewsRow_NewsFragment;
  onClose: () => void;
}

export function NewsFormDialog({ news, onClose }: NewsFormDialogProps) {
  // Someone else's version reloaded, or an old one restored: the form starts again from it.
  const [item, setItem] = useState(news);
  return <NewsForm key={item?.version ?? "new"} news={item} onClose={onClose} onReload={setItem} />;
}

function NewsForm({
  news,
  onClose,
  onReload,
}: NewsFormDialogProps & { onReload: (item: AdminNewsRow_NewsFragment) => void }) {
  const today = useSchoolToday();
  const timeZone = useSchoolTimeZone();
  const [startingPublication] = useState(() => initialPublication(news, timeZone));
  const [publication, setPublication] = useState(startingPublication);
  const [createNews, created] = useCreateNews();
  const [updateNews, updated] = useUpdateNews();
  const latest = useLatestNews();
  const versioned = useVersionedSave(news?.version, async () => {
    const theirs = news && (await latest(news.id));
    if (theirs) onReload(theirs);
  });
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
    autosaveKey: `news:${news?.id ?? "new"}`,
    save: (fields) => {
      const input = { ...fields, publication: publicationInput(publication, timeZone) };
      return news
        ? versioned.save((expectedVersion) => updateNews({ variables: { id: news.id, input, expectedVersion } }))
        : createNews({ variables: { input } });
    },
    check: () => publicationErrors(publication),
    successMessage: news ? "News article updated successfully" : "News article created successfully",
    failureMessage: `Failed to ${news ? "update" : "create"} news article. Please try again.`,
    onClose,
  });

  const dirty = form.dirty || JSON.stringify(publication) !== JSON.stringify(startingPublication);

  return (
    <FormDialog
      open
      onClose={onClose}
      title={news ? "Edit News Article" : "Create News Article"}
      onSubmit={form.submit}
      submitLabel={publicationSubmitLabel(publication, news ? "Update Article" : "Create Article", news)}
      busy={created.loading || updated.loading}
      busyLabel={news ? "Updating..." : "Creating..."}
      submitDisabled={form.processingImage}
      dirty={dirty}
      autosave={form.autosave}
    >
      <TextField {...form.field("title")} />
      <TextField {...form.field("excerpt")} rows={2} />
      <RichTextEditor {...form.field("content")} />
      <TextField {...form.field("date")} type="date" />
      <TextField {...form.field("category")} placeholder="e.g. Sport" />
      {form.imageField}
      <PublicationFields value={publication} onChange={setPublication} errors={form.errors} timeZone={timeZone} />
      {versioned.conflictAlert(form.submit)}
      {news && (
        <HistorySection>
          <NewsVersions news={news} dirty={dirty} onRestored={onReload} />
        </HistorySection>
      )}
    </FormDialog>
  );
}

function NewsVersions({
  news,
  dirty,
  onRestored,
}: {
  news: AdminNewsRow_NewsFragment;
  dirty: boolean;
  onRestored: (item: AdminNewsRow_NewsFragment) => void;
}) {
  const versions = useNewsVersions(news.id);
  const restore = useRestoreNewsVersion();
  return (
    <ItemVersions
      versions={versions}
      currentVersion={news.version}
      thing="article"
      dirty={dirty}
      restore={(version, expectedVersion) => restore(news.id, version, expectedVersion)}
      onRestored={onRestored}
    />
  );
}
