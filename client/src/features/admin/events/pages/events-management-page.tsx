import { useState } from "react";
import type { AdminEventRow_EventFragment, PublicationState } from "../../../../gql/graphql";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { AdminList } from "../../components/admin-list";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { useContentList, useDeleteContent } from "../../components/content-operations";
import { PublicationFilter } from "../../components/publication-badge";
import { useConfirmedDelete } from "../../components/use-confirmed-delete";
import { useRestoreFromTrash } from "../../trash/api/restore-from-trash";
import { eventOperations } from "../api/events-operations";
import { EventFormDialog } from "../components/event-form-dialog";
import { EventRow } from "../components/event-row";
import { CalendarDays } from "lucide-react";
import type { AdminSection } from "../../admin-section";

export function EventsManagementPage() {
  const [search, setSearch] = useState("");
  const [state, setState] = useState<PublicationState | "">("");
  const list = useContentList(eventOperations, {
    search: useDebouncedValue(search).trim() || undefined,
    state: state || null,
  });
  const [editing, setEditing] = useState<AdminEventRow_EventFragment | "new" | null>(null);
  const [deleteEvent] = useDeleteContent(eventOperations);
  const [restoreFromTrash] = useRestoreFromTrash();
  const deletion = useConfirmedDelete(deleteEvent, {
    thing: "event",
    success: "Event moved to the Trash",
    failure: () => "Failed to delete event. Please try again.",
    undo: (id) => restoreFromTrash("EVENT", id),
  });
  const nodes = list.nodes ?? [];

  return (
    <>
      <AdminList
        search={search}
        onSearch={setSearch}
        searchLabel="Search events"
        filters={<PublicationFilter value={state} onChange={setState} />}
        addLabel="Add Event"
        onAdd={() => setEditing("new")}
        loading={list.loading && !list.data}
        loadingLabel="Loading events..."
        error={list.error && !list.data ? "Failed to fetch events. Please try again." : null}
        refetch={list.refetch}
        empty={
          nodes.length === 0
            ? {
                title: "No events found",
                message: search || state ? "No events match your search." : "Create your first event!",
              }
            : null
        }
        hasMore={!!list.pageInfo?.hasNextPage}
        loadingMore={list.loading && !!list.data}
        onLoadMore={() => void list.loadMore()}
      >
        {nodes.map((event) => (
          <EventRow
            key={event.id}
            event={event}
            onEdit={() => setEditing(event)}
            onDelete={() => deletion.ask(event.id)}
          />
        ))}
      </AdminList>
      {editing && <EventFormDialog event={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const eventsAdminSection: AdminSection = {
  label: "Events",
  title: "Event Management",
  path: "/admin/events",
  icon: CalendarDays,
  card: { title: "Events Management", description: "Add and update school events." },
  Page: EventsManagementPage,
};
