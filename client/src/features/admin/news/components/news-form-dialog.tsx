import type { AdminNewsRow_NewsFragment } from "../../../../gql/graphql";
import { ContentFormDialog } from "../../components/content-form-dialog";
import type { ContentFormConfig } from "../../components/content-form-dialog";
import { NO_PICTURE_CHANGE } from "../../components/staff-form";
import type { PictureValue } from "../../components/staff-form";
import { useCreateContent, useUpdateContent } from "../../components/content-operations";
import { newsOperations } from "../api/news-operations";

interface NewsValues {
  title: string;
  excerpt: string;
  content: string;
  date: string;
  category: string;
  image: PictureValue;
}

const NEWS_FORM: ContentFormConfig<AdminNewsRow_NewsFragment, NewsValues> = {
  kind: "news",
  thing: "article",
  title: (news) => (news ? "Edit News Article" : "Create News Article"),
  fields: (news) => [
    { kind: "text", name: "title", label: "Title", required: true },
    { kind: "text", name: "excerpt", label: "Excerpt", required: true, rows: 2 },
    { kind: "richText", name: "content", label: "Content", required: true },
    { kind: "text", name: "date", label: "Date", required: true, type: "date" },
    { kind: "text", name: "category", label: "Category", required: true, placeholder: "e.g. Sport" },
    { kind: "picture", name: "image", label: "Image", savedUrl: news?.image ?? null },
  ],
  defaultValues: (news, today) => ({
    title: news?.title ?? "",
    excerpt: news?.excerpt ?? "",
    content: news?.content ?? "",
    date: news?.date ?? today,
    category: news?.category ?? "",
    image: NO_PICTURE_CHANGE,
  }),
  useSave: () => {
    const [createNews] = useCreateContent(newsOperations);
    const [updateNews] = useUpdateContent(newsOperations);
    return ({ image, ...texts }, publication, news, expectedVersion) => {
      const input = { ...texts, image: image.file ?? undefined, removeImage: image.removed || undefined, publication };
      return news
        ? updateNews({ variables: { id: news.id, input, expectedVersion } })
        : createNews({ variables: { input } });
    };
  },
  liveLabel: "Update Article",
  busyLabel: (news) => (news ? "Updating..." : "Creating..."),
  successMessage: (news) => (news ? "News article updated successfully" : "News article created successfully"),
  failureMessage: (news) => `Failed to ${news ? "update" : "create"} news article. Please try again.`,
  history: newsOperations,
};

interface NewsFormDialogProps {
  /** The article to edit; none to write a new one. */
  news?: AdminNewsRow_NewsFragment;
  onClose: () => void;
}

export function NewsFormDialog({ news, onClose }: NewsFormDialogProps) {
  return <ContentFormDialog config={NEWS_FORM} item={news} onClose={onClose} />;
}
