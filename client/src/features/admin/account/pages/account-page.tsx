import { Stack } from "@chakra-ui/react";
import { ChangePasswordForm } from "../components/change-password-form";
import { SessionList } from "../components/session-list";
import { TwoFactorSection } from "../components/two-factor-section";

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
