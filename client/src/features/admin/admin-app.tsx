import { Navigate, Route, Routes } from "react-router-dom";
import { Toaster } from "../../components/ui/toaster";
import { adminPaths } from "../../config/paths";
import { adminSections } from "./admin-sections";
import { LoginPage } from "./auth/pages/login-page";
import { RequireAuth } from "./auth/require-auth";
import { DashboardPage } from "./dashboard/dashboard-page";
import { AdminLayout } from "./layout/admin-layout";

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
          {adminSections.map(({ path, Page }) => (
            <Route key={path} path={`${relative(path)}/*`} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
        </Route>
      </Routes>
      <Toaster />
    </>
  );
}
