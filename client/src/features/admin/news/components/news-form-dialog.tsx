import { useState } from "react";
import type { AdminNewsRow_NewsFragment } from "../../../../gql/graphql";
import { todayIsoDate } from "../../../../lib/dates";
import { fieldErrorsOf } from "../../../../lib/graphql-errors";
import { FormDialog } from "../../components/form-dialog";
import { ImageField, useImageChoice } from "../../components/image-field";
import { notify } from "../../components/notify";
import { TextField, requiredErrors } from "../../components/text-field";
import { useCreateNews } from "../api/create-news";
import { useUpdateNews } from "../api/update-news";

const LABELS = { title: "Title", excerpt: "Excerpt", content: "Content", date: "Date", category: "Category" } as const;
type Values = Record<keyof typeof LABELS, string>;

interface NewsFormDialogProps {
  /** The article to edit; none to write a new one. */
  news?: AdminNewsRow_NewsFragment;
  onClose: () => void;
}

export function NewsFormDialog({ news, onClose }: NewsFormDialogProps) {
  const [values, setValues] = useState<Values>({
    title: news?.title ?? "",
    excerpt: news?.excerpt ?? "",
    content: news?.content ?? "",
    date: news?.date ?? todayIsoDate(),
    category: news?.category ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const image = useImageChoice(news?.image ?? null);
  const [createNews, created] = useCreateNews();
  const [updateNews, updated] = useUpdateNews();
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
      if (news) await updateNews({ variables: { id: news.id, input } });
      else await createNews({ variables: { input } });
      notify.success(news ? "News article updated successfully" : "News article created successfully");
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify.failure(`Failed to ${news ? "update" : "create"} news article. Please try again.`);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={news ? "Edit News Article" : "Create News Article"}
      onSubmit={save}
      submitLabel={news ? "Update Article" : "Create Article"}
      busy={created.loading || updated.loading}
      busyLabel={news ? "Updating..." : "Creating..."}
      submitDisabled={image.choice.processing}
    >
      <TextField {...field("title")} />
      <TextField {...field("excerpt")} rows={2} />
      <TextField {...field("content")} rows={6} />
      <TextField {...field("date")} type="date" />
      <TextField {...field("category")} placeholder="e.g. Sport" />
      <ImageField
        label="Image"
        choice={{ ...image.choice, error: image.choice.error ?? errors.image ?? errors.imageData ?? null }}
        onChoose={image.choose}
        onRemove={image.remove}
      />
    </FormDialog>
  );
}
