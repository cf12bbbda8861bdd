import { Navigate, Route } from "react-router-dom";
import { Toaster } from "../../components/ui/toaster";
import type { AdminSection } from "./admin-section";
import { mayOpen } from "./auth/may-open";
import { GuardedRoutes } from "./components/unsaved-changes-guard";
import { LoginPage } from "./auth/pages/login-page";
import { NotAllowed } from "./auth/not-allowed";
import { RequireAuth } from "./auth/require-auth";
import { DashboardPage } from "./dashboard/dashboard-page";
import { AdminLayout } from "./layout/admin-layout";
import { StaffSectionsProvider } from "./staff-sections";
import { adminPaths } from "./paths";
import { AcceptInvitationPage } from "./staff/pages/accept-invitation-page";
import { TwoFactorSetupPage } from "./account/pages/two-factor-setup-page";

/** Paths below /admin, where this app is mounted. */
const relative = (path: string) => path.replace(`${adminPaths.dashboard}/`, "");

/** The staff panel, with its `sections` in sidebar order: its own chunk, never part of what parents download. */
export function AdminApp({ sections }: { sections: AdminSection[] }) {
  return (
    <StaffSectionsProvider sections={sections}>
      <GuardedRoutes>
        <Route path={relative(adminPaths.login)} element={<LoginPage />} />
        <Route path={relative(adminPaths.invitation)} element={<AcceptInvitationPage />} />
        <Route path={relative(adminPaths.twoFactorSetup)} element={<TwoFactorSetupPage />} />
        <Route element={<RequireAuth>{(user) => <AdminLayout user={user} />}</RequireAuth>}>
          <Route index element={<RequireAuth>{(user) => <DashboardPage role={user.role} />}</RequireAuth>} />
          {sections.map((section) => (
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
    </StaffSectionsProvider>
  );
}

/** The panel as a page of the site's router, once its sections' code has arrived. */
export function staffPanel(sections: AdminSection[]) {
  return function StaffPanel() {
    return <AdminApp sections={sections} />;
  };
}
