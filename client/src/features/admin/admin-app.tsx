import { Navigate, Route } from "react-router-dom";
import { Toaster } from "../../components/ui/toaster";
import { adminSections } from "./admin-sections";
import { mayOpen } from "./auth/may-open";
import { GuardedRoutes } from "./components/unsaved-changes-guard";
import { LoginPage } from "./auth/pages/login-page";
import { NotAllowed } from "./auth/not-allowed";
import { RequireAuth } from "./auth/require-auth";
import { DashboardPage } from "./dashboard/dashboard-page";
import { AdminLayout } from "./layout/admin-layout";
import { adminPaths } from "./paths";
import { AcceptInvitationPage } from "./staff/pages/accept-invitation-page";
import { TwoFactorSetupPage } from "./account/pages/two-factor-setup-page";

/** Paths below /admin, where this app is mounted. */
const relative = (path: string) => path.replace(`${adminPaths.dashboard}/`, "");

/** The staff panel: its own chunk, never part of what parents download. */
export function AdminApp() {
  return (
    <>
      <GuardedRoutes>
        <Route path={relative(adminPaths.login)} element={<LoginPage />} />
        <Route path={relative(adminPaths.invitation)} element={<AcceptInvitationPage />} />
        <Route path={relative(adminPaths.twoFactorSetup)} element={<TwoFactorSetupPage />} />
        <Route element={<RequireAuth>{(user) => <AdminLayout user={user} />}</RequireAuth>}>
          <Route index element={<RequireAuth>{(user) => <DashboardPage role={user.role} />}</RequireAuth>} />
          {adminSections.map((section) => (
            <Route
              key={section.path}
              path={`${relative(section.path)}/*`}
              element={
                <RequireAuth>{(user) => (mayOpen(section, user.role) ? <section.Page /> : <NotAllowed />)}</RequireAuth>
              }
            />
          ))}
          <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
        </Route>
      </GuardedRoutes>
      <Toaster />
    </>
  );
}
