import { Alert, Button, Field, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { toaster } from "../../../../components/ui/toaster";
import { useConfirmForgotPassword } from "../api/confirm-forgot-password";
import { useForgotPassword } from "../api/forgot-password";
import { newPasswordProblem, resetPasswordErrorMessage } from "../auth-messages";
import { NO_PASSWORD, NewPasswordFields } from "./new-password-fields";
import type { NewPassword } from "./new-password-fields";

const CODE_SENT =
  "If an account with an e-mail address matches, a 6-digit code is on its way to it. The code works for 1 hour.";
const CODE_FORMAT = /^\d{6}$/;
const PASSWORD_RESET_DONE = "Your password has been reset. Sign in with your new password.";

interface ForgotPasswordFormProps {
  /** The password was reset: back to signing in, with this message. */
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Forgotten password, in two steps: ask for a code by e-mail, then enter it with a new password. */
export function ForgotPasswordForm({ onDone, onCancel }: ForgotPasswordFormProps) {
  const [username, setUsername] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState("");
  const [newPassword, setNewPassword] = useState<NewPassword>(NO_PASSWORD);
  const { password, confirmation } = newPassword;
  const [problems, setProblems] = useState<{ username?: string; code?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [requestCode, { loading: sending }] = useForgotPassword();
  const [confirm, { loading: confirming }] = useConfirmForgotPassword();

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!username.trim()) {
      setProblems({ username: "Username or e-mail is required" });
      return;
    }
    setProblems({});
    setError(null);
    try {
      await requestCode({ variables: { username: username.trim() } });
      setCodeSent(true);
      toaster.create({ title: "Code requested", description: CODE_SENT, type: "info" });
    } catch (caught) {
      setError(resetPasswordErrorMessage(caught));
    }
  };

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      code: CODE_FORMAT.test(code.trim()) ? undefined : "Enter the 6-digit code from the e-mail",
      password: newPasswordProblem(password, confirmation) ?? undefined,
    };
    setProblems(found);
    if (found.code || found.password) return;
    setError(null);
    try {
      await confirm({ variables: { username: username.trim(), code: code.trim(), newPassword: password } });
      toaster.create({ title: "Password reset", type: "success" });
      onDone(PASSWORD_RESET_DONE);
    } catch (caught) {
      setError(resetPasswordErrorMessage(caught));
    }
  };

  const errorAlert = error && (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Description>{error}</Alert.Description>
    </Alert.Root>
  );

  if (!codeSent) {
    return (
      <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={(event) => void sendCode(event)} noValidate>
        <Text color="fg.muted">Enter your username or e-mail. We will e-mail you a code to reset your password.</Text>
        {errorAlert}
        <Field.Root required invalid={!!problems.username}>
          <Field.Label>Username or e-mail</Field.Label>
          <Input
            name="username"
            autoComplete="username"
            size="lg"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <Field.ErrorText>{problems.username}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="lg" colorPalette="school" loading={sending} loadingText="Sending code...">
          Send code
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Back to sign in
        </Button>
      </chakra.form>
    );
  }

  return (
    <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={(event) => void reset(event)} noValidate>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{CODE_SENT}</Alert.Description>
      </Alert.Root>
      {errorAlert}
      <Field.Root required invalid={!!problems.code}>
        <Field.Label>Code</Field.Label>
        <Input
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          size="lg"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Field.ErrorText>{problems.code}</Field.ErrorText>
      </Field.Root>
      <NewPasswordFields value={newPassword} onChange={setNewPassword} problem={problems.password} size="lg" />
      <Button type="submit" size="lg" colorPalette="school" loading={confirming} loadingText="Resetting password...">
        Reset password
      </Button>
      <Stack direction="row" justify="space-between" wrap="wrap">
        <Button variant="ghost" onClick={() => void sendCode()} loading={sending}>
          Send a new code
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Back to sign in
        </Button>
      </Stack>
    </chakra.form>
  );
}
