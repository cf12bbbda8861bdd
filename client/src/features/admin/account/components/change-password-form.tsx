import { Alert, Button, Field, Heading, Stack, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { changePasswordErrorMessage, newPasswordProblem } from "../../auth/auth-messages";
import { PasswordInput } from "../../auth/components/password-input";
import { notify } from "../../components/notify";
import { useChangePassword } from "../api/change-password";
import { NO_PASSWORD, NewPasswordFields } from "../../auth/components/new-password-fields";
import type { NewPassword } from "../../auth/components/new-password-fields";

const PASSWORD_CHANGED = "Password changed. You were signed out everywhere else.";

/** Changes the signed-in staff member's password; the current one is required. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const [newPassword, setNewPassword] = useState<NewPassword>(NO_PASSWORD);
  const { password, confirmation } = newPassword;
  const [problems, setProblems] = useState<{ current?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [changePassword, { loading }] = useChangePassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: current ? undefined : "Current password is required",
      password: newPasswordProblem(password, confirmation) ?? undefined,
    };
    setProblems(found);
    if (found.current || found.password) return;
    setError(null);
    try {
      await changePassword({ variables: { currentPassword: current, newPassword: password } });
      notify.success(PASSWORD_CHANGED);
      setCurrent("");
      setNewPassword(NO_PASSWORD);
    } catch (caught) {
      const message = changePasswordErrorMessage(caught);
      setError(message);
      notify.failure(message);
    }
  };

  return (
    <Stack as="section" aria-labelledby="change-password-heading" gap="4" maxW="lg">
      <Heading as="h2" size="lg" id="change-password-heading">
        Change password
      </Heading>
      <Text color="fg.muted">Changing it signs you out on every other device.</Text>
      <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={(event) => void submit(event)} noValidate>
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{error}</Alert.Description>
          </Alert.Root>
        )}
        <Field.Root required invalid={!!problems.current}>
          <Field.Label>Current password</Field.Label>
          <PasswordInput
            name="current-password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
          <Field.ErrorText>{problems.current}</Field.ErrorText>
        </Field.Root>
        <NewPasswordFields
          value={newPassword}
          onChange={setNewPassword}
          problem={problems.password}
          labels={{ password: "New password", confirmation: "Confirm new password" }}
        />
        <Button type="submit" colorPalette="school" alignSelf="start" loading={loading} loadingText="Changing...">
          Change password
        </Button>
      </chakra.form>
    </Stack>
  );
}
