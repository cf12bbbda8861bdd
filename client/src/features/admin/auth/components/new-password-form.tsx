import { Alert, Button, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { toaster } from "../../../../components/ui/toaster";
import { authSession } from "../../../../lib/auth-session";
import { useConfirmNewPassword } from "../api/confirm-new-password";
import {
  NEW_PASSWORD_FAILED_TOAST,
  NEW_PASSWORD_SUCCESS_TOAST,
  isChallengeExpired,
  newPasswordErrorMessage,
  newPasswordProblem,
} from "../auth-messages";
import type { NewPasswordChallenge } from "./sign-in-form";
import type { TotpChallenge } from "./totp-code-form";
import { NO_PASSWORD, NewPasswordFields } from "./new-password-fields";
import type { NewPassword } from "./new-password-fields";

interface NewPasswordFormProps {
  challenge: NewPasswordChallenge;
  /** The one-time session expired: sign in again, with this message. */
  onExpired: (message: string) => void;
  /** The account has two-factor on: its code comes next. */
  onTotpChallenge: (challenge: TotpChallenge) => void;
}

export function NewPasswordForm({ challenge, onExpired, onTotpChallenge }: NewPasswordFormProps) {
  const [newPassword, setNewPassword] = useState<NewPassword>(NO_PASSWORD);
  const { password, confirmation } = newPassword;
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, { loading }] = useConfirmNewPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, confirmation);
    setProblem(found);
    if (found) return;
    setError(null);
    try {
      const { data } = await confirm({ variables: { session: challenge.session, newPassword: password } });
      const result = data?.confirmSignInWithNewPassword;
      const signedIn = result?.signedIn;
      if (result?.nextStep === "CONFIRM_SIGN_IN_WITH_TOTP_CODE" && result.session) {
        onTotpChallenge({ session: result.session });
      } else if (signedIn) {
        toaster.create({ title: NEW_PASSWORD_SUCCESS_TOAST, type: "success" });
        authSession.start(signedIn);
      }
    } catch (caught) {
      const message = newPasswordErrorMessage(caught);
      toaster.create({ title: NEW_PASSWORD_FAILED_TOAST, description: message, type: "error" });
      if (isChallengeExpired(caught)) onExpired(message);
      else setError(message);
    }
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={(event) => void submit(event)} noValidate>
      <Text color="fg.muted">This is a one-time step required for your account.</Text>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      <NewPasswordFields value={newPassword} onChange={setNewPassword} problem={problem} size="lg" />
      <Button type="submit" size="lg" colorPalette="school" loading={loading} loadingText="Updating password...">
        Set New Password
      </Button>
    </chakra.form>
  );
}
