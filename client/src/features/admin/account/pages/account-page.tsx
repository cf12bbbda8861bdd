import { Stack } from "@chakra-ui/react";
import { ChangePasswordForm } from "../components/change-password-form";
import { SessionList } from "../components/session-list";
import { TwoFactorSection } from "../components/two-factor-section";
import { UserCog } from "lucide-react";
import type { AdminSection } from "../../admin-section";

/** The signed-in staff member's own account: their password, two-factor sign-in and where they are signed in. */
export function AccountPage() {
  return (
    <Stack gap="10">
      <ChangePasswordForm />
      <TwoFactorSection />
      <SessionList />
    </Stack>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const accountAdminSection: AdminSection = {
  label: "My account",
  title: "My account",
  path: "/admin/account",
  icon: UserCog,
  card: { title: "My account", description: "Change your password and sign out of other devices." },
  Page: AccountPage,
};
