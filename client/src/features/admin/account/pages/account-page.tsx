import { Stack } from "@chakra-ui/react";
import { ChangePasswordForm } from "../components/change-password-form";
import { SessionList } from "../components/session-list";

/** The signed-in staff member's own account: their password and where they are signed in. */
export function AccountPage() {
  return (
    <Stack gap="10">
      <ChangePasswordForm />
      <SessionList />
    </Stack>
  );
}
