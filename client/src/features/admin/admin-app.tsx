import { Navigate, Route, Routes } from "react-router-dom";
import { Toaster } from "../../components/ui/toaster";
import { adminPaths } from "../../config/paths";
import { LoginPage } from "./auth/pages/login-page";
import { RequireAuth } from "./auth/require-auth";
import { DashboardPage } from "./dashboard/dashboard-page";
import { AdminLayout } from "./layout/admin-layout";
import { AnnouncementsManagementPage } from "./announcements/pages/announcements-management-page";
import { DocumentsManagementPage } from "./documents/pages/documents-management-page";
import { EventsManagementPage } from "./events/pages/events-management-page";
import { GalleryManagementPage } from "./gallery/pages/gallery-management-page";
import { MessagesPage } from "./messages/pages/messages-page";
import { NewsManagementPage } from "./news/pages/news-management-page";

/** Paths below /admin, where this app is mounted. */
const relative = (path: string) => path.replace(`${adminPaths.dashboard}/`, "");

/** The staff panel: its own chunk, never part of what parents download. */
export function AdminApp() {
  return (
    <>
      <Routes>
        <Route path={relative(adminPaths.login)} element={<LoginPage />} />
        <Route element={<RequireAuth>{(user) => <AdminLayout user={user} />}</RequireAuth>}>
          <Route index element={<DashboardPage />} />
          <Route path={relative(adminPaths.news)} element={<NewsManagementPage />} />
          <Route path={relative(adminPaths.events)} element={<EventsManagementPage />} />
          <Route path={relative(adminPaths.announcements)} element={<AnnouncementsManagementPage />} />
          <Route path={relative(adminPaths.gallery)} element={<GalleryManagementPage />} />
          <Route path={relative(adminPaths.documents)} element={<DocumentsManagementPage />} />
          <Route path={relative(adminPaths.messages)} element={<MessagesPage />} />
          <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
        </Route>
      </Routes>
      <Toaster />
    </>
  );
}
