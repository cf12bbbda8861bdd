import { Alert, Button, Field, Input, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { toaster } from "../../../../components/ui/toaster";
import { authSession } from "../../../../lib/auth-session";
import { useConfirmTotp } from "../api/confirm-totp";
import { LOGIN_FAILED_TOAST, LOGIN_SUCCESS_TOAST, isChallengeExpired, totpSignInErrorMessage } from "../auth-messages";

/** The signed session of the two-factor step, which the right password earned. */
export interface TotpChallenge {
  session: string;
}

interface TotpCodeFormProps {
  challenge: TotpChallenge;
  /** The session ran out: sign in again, with this message. */
  onExpired: (message: string) => void;
}

const AUTHENTICATOR_CODE = /^\d{6}$/;

/** The second step of signing in: the 6-digit code from the authenticator app, or a recovery code. */
export function TotpCodeForm({ challenge, onExpired }: TotpCodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, { loading }] = useConfirmTotp();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const found = recovery
      ? typed
        ? null
        : "Enter one of your recovery codes"
      : AUTHENTICATOR_CODE.test(typed.replace(/\s/g, ""))
        ? null
        : "Enter the 6-digit code from your authenticator app";
    setProblem(found);
    if (found) return;
    setError(null);
    try {
      const { data } = await confirm({ variables: { session: challenge.session, code: typed } });
      const signedIn = data?.confirmSignInWithTotp.signedIn;
      if (signedIn) {
        toaster.create({ title: LOGIN_SUCCESS_TOAST, type: "success" });
        authSession.start(signedIn);
      }
    } catch (caught) {
      const message = totpSignInErrorMessage(caught, recovery);
      toaster.create({ title: LOGIN_FAILED_TOAST, description: message, type: "error" });
      if (isChallengeExpired(caught)) onExpired(message);
      else setError(message);
    }
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    setCode("");
    setProblem(null);
    setError(null);
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={(event) => void submit(event)} noValidate>
      <Text color="fg.muted">
        {recovery
          ? "Enter one of the recovery codes you saved when you set up two-factor authentication. Each works once."
          : "Open the authenticator app on your phone and enter the 6-digit code it shows for this site."}
      </Text>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      <Field.Root required invalid={!!problem}>
        <Field.Label>{recovery ? "Recovery code" : "6-digit code"}</Field.Label>
        <Input
          key={recovery ? "recovery" : "authenticator"}
          name={recovery ? "recovery-code" : "code"}
          size="lg"
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          fontFamily="mono"
          letterSpacing={recovery ? undefined : "widest"}
          maxLength={recovery ? 32 : 7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" size="lg" colorPalette="school" loading={loading} loadingText="Verifying...">
        Verify
      </Button>
      <Button variant="plain" colorPalette="school" alignSelf="center" textDecoration="underline" onClick={switchKind}>
        {recovery ? "Use the code from your app" : "Use a recovery code instead"}
      </Button>
    </chakra.form>
  );
}
