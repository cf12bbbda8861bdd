import { Alert, Button, Field, Input, chakra } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { toaster } from "../../../../components/ui/toaster";
import { authSession } from "../../../../lib/auth-session";
import { useSignIn } from "../api/sign-in";
import { LOGIN_FAILED_TOAST, LOGIN_SUCCESS_TOAST, signInErrorMessage } from "../auth-messages";
import { PasswordInput } from "./password-input";
import type { TotpChallenge } from "./totp-code-form";

/** The one-time session of the new-password challenge. */
export interface NewPasswordChallenge {
  session: string;
}

interface SignInFormProps {
  onChallenge: (challenge: NewPasswordChallenge) => void;
  /** The password was right and two-factor is on: the code comes next. */
  onTotpChallenge: (challenge: TotpChallenge) => void;
  /** A message carried over from a step that sent the user back here. */
  initialError?: string | null;
}

export function SignInForm({ onChallenge, onTotpChallenge, initialError = null }: SignInFormProps) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [error, setError] = useState<string | null>(initialError);
  const [signIn, { loading }] = useSignIn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const blank = { username: !username.trim(), password: !password };
    setMissing(blank);
    if (blank.username || blank.password) return;
    setError(null);
    try {
      const { data } = await signIn({ variables: { username: username.trim(), password } });
      const result = data?.signIn;
      if (result?.nextStep === "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED" && result.session) {
        onChallenge({ session: result.session });
      } else if (result?.nextStep === "CONFIRM_SIGN_IN_WITH_TOTP_CODE" && result.session) {
        onTotpChallenge({ session: result.session });
      } else if (result?.signedIn) {
        toaster.create({ title: LOGIN_SUCCESS_TOAST, type: "success" });
        authSession.start(result.signedIn);
      }
    } catch (caught) {
      const message = signInErrorMessage(caught);
      setError(message);
      toaster.create({ title: LOGIN_FAILED_TOAST, description: message, type: "error" });
    }
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={(event) => void submit(event)} noValidate>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      <Field.Root required invalid={missing.username}>
        <Field.Label>Username</Field.Label>
        <Input
          name="username"
          autoComplete="username"
          size="lg"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <Field.ErrorText>Username is required</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={missing.password}>
        <Field.Label>Password</Field.Label>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          size="lg"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field.ErrorText>Password is required</Field.ErrorText>
      </Field.Root>
      <Button type="submit" size="lg" colorPalette="school" loading={loading} loadingText="Signing in...">
        Sign in
      </Button>
    </chakra.form>
  );
}
