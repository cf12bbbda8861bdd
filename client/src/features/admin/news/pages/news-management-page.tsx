import { useState } from "react";
import type { AdminNewsRow_NewsFragment, PublicationState } from "../../../../gql/graphql";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { AdminList } from "../../components/admin-list";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { useContentList, useDeleteContent } from "../../components/content-operations";
import { PublicationFilter } from "../../components/publication-badge";
import { useConfirmedDelete } from "../../components/use-confirmed-delete";
import { useRestoreFromTrash } from "../../trash/api/restore-from-trash";
import { newsOperations } from "../api/news-operations";
import { NewsFormDialog } from "../components/news-form-dialog";
import { NewsRow } from "../components/news-row";
import { Newspaper } from "lucide-react";
import type { AdminSection } from "../../admin-section";

export function NewsManagementPage() {
  const [search, setSearch] = useState("");
  const [state, setState] = useState<PublicationState | "">("");
  const list = useContentList(newsOperations, {
    search: useDebouncedValue(search).trim() || undefined,
    state: state || null,
  });
  const [editing, setEditing] = useState<AdminNewsRow_NewsFragment | "new" | null>(null);
  const [deleteNews] = useDeleteContent(newsOperations);
  const [restoreFromTrash] = useRestoreFromTrash();
  const deletion = useConfirmedDelete(deleteNews, {
    thing: "news article",
    success: "News article moved to the Trash",
    failure: () => "Failed to delete news article. Please try again.",
    undo: (id) => restoreFromTrash("NEWS", id),
  });
  const nodes = list.nodes ?? [];

  return (
    <>
      <AdminList
        search={search}
        onSearch={setSearch}
        searchLabel="Search news"
        filters={<PublicationFilter value={state} onChange={setState} />}
        addLabel="Add News"
        onAdd={() => setEditing("new")}
        loading={list.loading && !list.data}
        loadingLabel="Loading news..."
        error={list.error && !list.data ? "Failed to fetch news. Please try again." : null}
        refetch={list.refetch}
        empty={
          nodes.length === 0
            ? {
                title: "No news articles found",
                message: search || state ? "No articles match your search." : "Create your first news article!",
              }
            : null
        }
        hasMore={!!list.pageInfo?.hasNextPage}
        loadingMore={list.loading && !!list.data}
        onLoadMore={() => void list.loadMore()}
      >
        {nodes.map((news) => (
          <NewsRow key={news.id} news={news} onEdit={() => setEditing(news)} onDelete={() => deletion.ask(news.id)} />
        ))}
      </AdminList>
      {editing && <NewsFormDialog news={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const newsAdminSection: AdminSection = {
  label: "News",
  title: "News Management",
  path: "/admin/news",
  icon: Newspaper,
  card: { title: "News Management", description: "Write, edit and remove news articles." },
  Page: NewsManagementPage,
};
