import { useState } from "react";
import type { AdminAnnouncementRow_AnnouncementFragment, PublicationState } from "../../../../gql/graphql";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { AdminList } from "../../components/admin-list";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { useContentList, useDeleteContent } from "../../components/content-operations";
import { PublicationFilter } from "../../components/publication-badge";
import { useConfirmedDelete } from "../../components/use-confirmed-delete";
import { useRestoreFromTrash } from "../../trash/api/restore-from-trash";
import { announcementOperations } from "../api/announcements-operations";
import { AnnouncementFormDialog } from "../components/announcement-form-dialog";
import { AnnouncementRow } from "../components/announcement-row";
import { Bell } from "lucide-react";
import type { AdminSection } from "../../admin-section";

export function AnnouncementsManagementPage() {
  const [search, setSearch] = useState("");
  const [state, setState] = useState<PublicationState | "">("");
  const list = useContentList(announcementOperations, {
    search: useDebouncedValue(search).trim() || undefined,
    state: state || null,
  });
  const [editing, setEditing] = useState<AdminAnnouncementRow_AnnouncementFragment | "new" | null>(null);
  const [deleteAnnouncement] = useDeleteContent(announcementOperations);
  const [restoreFromTrash] = useRestoreFromTrash();
  const deletion = useConfirmedDelete(deleteAnnouncement, {
    thing: "announcement",
    success: "Announcement moved to the Trash",
    failure: () => "Failed to delete announcement. Please try again.",
    undo: (id) => restoreFromTrash("ANNOUNCEMENT", id),
  });
  const nodes = list.nodes ?? [];

  return (
    <>
      <AdminList
        heading="All Announcements"
        search={search}
        onSearch={setSearch}
        searchLabel="Search announcements"
        filters={<PublicationFilter value={state} onChange={setState} />}
        addLabel="Add Announcement"
        onAdd={() => setEditing("new")}
        loading={list.loading && !list.data}
        loadingLabel="Loading announcements..."
        error={list.error && !list.data ? "Failed to fetch announcements. Please try again." : null}
        refetch={list.refetch}
        empty={
          nodes.length === 0
            ? search || state
              ? { title: "No announcements found", message: "No announcements match your search." }
              : { title: "No announcements found.", message: "Create your first announcement!" }
            : null
        }
        hasMore={!!list.pageInfo?.hasNextPage}
        loadingMore={list.loading && !!list.data}
        onLoadMore={() => void list.loadMore()}
      >
        {nodes.map((announcement) => (
          <AnnouncementRow
            key={announcement.id}
            announcement={announcement}
            onEdit={() => setEditing(announcement)}
            onDelete={() => deletion.ask(announcement.id)}
          />
        ))}
      </AdminList>
      {editing && (
        <AnnouncementFormDialog
          announcement={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const announcementsAdminSection: AdminSection = {
  label: "Announcements",
  title: "Announcements Management",
  path: "/admin/announcements",
  icon: Bell,
  card: { title: "Announcements", description: "Post notices, mark them urgent or inactive." },
  Page: AnnouncementsManagementPage,
};
