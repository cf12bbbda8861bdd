import { Alert, Badge, Button, Field, Flex, Heading, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import type { SetUpTotpMutation } from "../../../../gql/graphql";
import { authSession } from "../../../../lib/auth-session";
import { twoFactorErrorMessage } from "../../auth/auth-messages";
import { PasswordInput } from "../../auth/components/password-input";
import { notify } from "../../components/notify";
import { useDisableTotp } from "../api/disable-totp";
import { useMyTwoFactor } from "../api/my-two-factor";
import { useRegenerateRecoveryCodes } from "../api/regenerate-recovery-codes";
import { useSetUpTotp } from "../api/set-up-totp";
import { RecoveryCodes } from "./recovery-codes";
import { TotpEnrolment } from "./totp-enrolment";
import { TwoFactorDialog } from "./two-factor-dialog";

const CODE_HINT = "The 6-digit code your app shows now, or one of your recovery codes.";

/** Who the signed-in staff member is, for the recovery codes' file. */
function accountName(): string {
  const state = authSession.get();
  return state.status === "signed-in" ? (state.user.email ?? state.user.username) : "your account";
}

/** A code field that takes an app's code or a recovery code. */
function SecondFactorCodeField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  problem?: string;
}) {
  return (
    <Field.Root required invalid={!!problem}>
      <Field.Label>Code</Field.Label>
      <Input
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        fontFamily="mono"
        maxLength={32}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>{CODE_HINT}</Field.HelperText>}
    </Field.Root>
  );
}

function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Description>{error}</Alert.Description>
    </Alert.Root>
  );
}

/** New recovery codes for the old ones, with a current code as proof. */
function NewRecoveryCodes({ onDone }: { onDone: () => void }) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [regenerate, { loading }] = useRegenerateRecoveryCodes();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(code.trim() ? undefined : "Code is required");
    if (!code.trim()) return;
    setError(null);
    try {
      const { data } = await regenerate({ variables: { code: code.trim() } });
      if (data) setCodes(data.regenerateRecoveryCodes);
    } catch (caught) {
      setError(twoFactorErrorMessage(caught, "Failed to make new recovery codes. Please try again."));
    }
  };

  if (codes)
    return (
      <Stack gap="5">
        <RecoveryCodes codes={codes} account={accountName()} />
        <Button colorPalette="school" minH="11" alignSelf="start" onClick={onDone}>
          Done
        </Button>
      </Stack>
    );
  return (
    <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={(event) => void submit(event)} noValidate>
      <Text>Your old recovery codes stop working as soon as the new ones are made.</Text>
      <FormError error={error} />
      <SecondFactorCodeField value={code} onChange={setCode} problem={problem} />
      <Button
        type="submit"
        colorPalette="school"
        minH="11"
        alignSelf="start"
        loading={loading}
        loadingText="Making codes..."
      >
        Make new codes
      </Button>
    </chakra.form>
  );
}

/** Turning two-factor off, with the current password and a current code. */
function TurnOff({ required, onDone }: { required: boolean; onDone: () => void }) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [problems, setProblems] = useState<{ password?: string; code?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [disable, { loading }] = useDisableTotp();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: password ? undefined : "Current password is required",
      code: code.trim() ? undefined : "Code is required",
    };
    setProblems(found);
    if (found.password || found.code) return;
    setError(null);
    try {
      await disable({ variables: { currentPassword: password, code: code.trim() } });
      notify.success("Two-factor authentication is off");
      // The school may require it: the panel then sends them straight back to set it up.
      authSession.holdForTwoFactorSetup(required);
      onDone();
    } catch (caught) {
      setError(twoFactorErrorMessage(caught, "Failed to turn off two-factor authentication. Please try again."));
    }
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="4" onSubmit={(event) => void submit(event)} noValidate>
      <Text>
        {required
          ? "The school requires two-factor authentication: once it is off, you will set it up again (with a new phone, say) before you can go on."
          : "Signing in will ask for your password only. Your recovery codes stop working."}
      </Text>
      <FormError error={error} />
      <Field.Root required invalid={!!problems.password}>
        <Field.Label>Current password</Field.Label>
        <PasswordInput
          name="current-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field.ErrorText>{problems.password}</Field.ErrorText>
      </Field.Root>
      <SecondFactorCodeField value={code} onChange={setCode} problem={problems.code} />
      <Button
        type="submit"
        colorPalette="red"
        minH="11"
        alignSelf="start"
        loading={loading}
        loadingText="Turning off..."
      >
        Turn off two-factor
      </Button>
    </chakra.form>
  );
}

type OpenDialog = { kind: "enrol"; setup: SetUpTotpMutation["setUpTotp"] } | { kind: "codes" } | { kind: "off" } | null;

/** The signed-in staff member's two-factor sign-in: set it up, make new recovery codes, or turn it off. */
export function TwoFactorSection() {
  const state = useMyTwoFactor();
  const [setUp, { loading: starting }] = useSetUpTotp();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const status = state.data?.myTwoFactor;
  const close = () => setDialog(null);

  const start = async () => {
    try {
      const { data } = await setUp();
      if (data) setDialog({ kind: "enrol", setup: data.setUpTotp });
    } catch {
      notify.failure("Failed to start setting up two-factor authentication. Please try again.");
    }
  };

  let body;
  if (state.error && !status)
    body = <ErrorState message="Failed to load your two-factor settings." onRetry={retry(state.refetch)} />;
  else if (!status) body = <LoadingState label="Loading two-factor settings..." />;
  else if (!status.enabled)
    body = (
      <Stack gap="4" align="start">
        <Text>
          Off. With two-factor authentication, signing in also asks for a code from an authenticator app on your phone,
          so a stolen password alone cannot open the panel.
        </Text>
        <Button
          colorPalette="school"
          minH="11"
          loading={starting}
          loadingText="Starting..."
          onClick={() => void start()}
        >
          Set up two-factor authentication
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap="4" align="start">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette="green">On</Badge>
          {status.required && <Badge colorPalette="blue">Required by the school</Badge>}
        </Flex>
        <Text>
          Signing in asks for a code from your authenticator app. You have {status.recoveryCodesLeft} of 10 recovery
          codes left.
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button variant="outline" minH="11" onClick={() => setDialog({ kind: "codes" })}>
            Make new recovery codes
          </Button>
          <Button variant="outline" colorPalette="red" minH="11" onClick={() => setDialog({ kind: "off" })}>
            Turn off two-factor
          </Button>
        </Flex>
      </Stack>
    );

  return (
    <Stack as="section" aria-labelledby="two-factor-heading" gap="4" maxW="2xl">
      <Heading as="h2" size="lg" id="two-factor-heading">
        Two-factor authentication
      </Heading>
      <div aria-live="polite">{body}</div>
      <TwoFactorDialog title="Set up two-factor authentication" open={dialog?.kind === "enrol"} onClose={close}>
        {dialog?.kind === "enrol" && <TotpEnrolment setup={dialog.setup} account={accountName()} onDone={close} />}
      </TwoFactorDialog>
      <TwoFactorDialog title="New recovery codes" open={dialog?.kind === "codes"} onClose={close}>
        {dialog?.kind === "codes" && <NewRecoveryCodes onDone={close} />}
      </TwoFactorDialog>
      <TwoFactorDialog title="Turn off two-factor authentication" open={dialog?.kind === "off"} onClose={close}>
        {dialog?.kind === "off" && <TurnOff required={status?.required ?? false} onDone={close} />}
      </TwoFactorDialog>
    </Stack>
  );
}
