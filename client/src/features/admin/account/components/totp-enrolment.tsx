import { Alert, Box, Button, Code, Field, Flex, Image, Input, Stack, Text, chakra } from "@chakra-ui/react";
import { Copy } from "lucide-react";
import { useState } from "react";
import type { FormEvent } from "react";
import type { SetUpTotpMutation } from "../../../../gql/graphql";
import { WRONG_SETUP_CODE, twoFactorErrorMessage } from "../../auth/auth-messages";
import { notify } from "../../components/notify";
import { useVerifyTotpSetup } from "../api/verify-totp-setup";
import { RecoveryCodes } from "./recovery-codes";

type TotpSetup = SetUpTotpMutation["setUpTotp"];

/** The QR code's side: large enough for any phone camera, small enough beside the steps on a phone. */
const QR_CODE_SIZE = "12rem";
const SIX_DIGITS = /^\d{6}$/;

/** The secret in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

interface TotpEnrolmentProps {
  setup: TotpSetup;
  /** Who the codes are for, in the downloaded file. */
  account: string;
  /** Two-factor is on and the recovery codes were shown: what "Done" does. */
  onDone: () => void;
  doneLabel?: string;
}

/**
 * Setting up two-factor: scan the QR code (or type the key) into an authenticator app, confirm
 * with the code it shows, then keep the recovery codes.
 */
export function TotpEnrolment({ setup, account, onDone, doneLabel = "Done" }: TotpEnrolmentProps) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [verify, { loading }] = useVerifyTotpSetup();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, "");
    const found = SIX_DIGITS.test(typed) ? null : "Enter the 6-digit code your app shows";
    setProblem(found);
    if (found) return;
    setError(null);
    try {
      const { data } = await verify({ variables: { code: typed } });
      if (data) setRecoveryCodes(data.verifyTotpSetup);
    } catch (caught) {
      setError(
        twoFactorErrorMessage(
          caught,
          "Failed to turn on two-factor authentication. Please try again.",
          WRONG_SETUP_CODE,
        ),
      );
    }
  };

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(setup.sharedSecret);
      notify.success("Key copied");
    } catch {
      notify.failure("Could not copy the key. Select it and copy it yourself.");
    }
  };

  if (recoveryCodes)
    return (
      <Stack gap="5">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Description>
            Two-factor authentication is on. Signing in now asks for a code from your app.
          </Alert.Description>
        </Alert.Root>
        <RecoveryCodes codes={recoveryCodes} account={account} />
        <Button colorPalette="school" minH="11" alignSelf="start" onClick={onDone}>
          {doneLabel}
        </Button>
      </Stack>
    );

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text fontWeight="semibold">1. Add this account to an authenticator app</Text>
        <Text>
          Open an app such as Google Authenticator, Microsoft Authenticator or 1Password on your phone, choose to add an
          account, and scan this code.
        </Text>
      </Stack>
      <Flex gap="5" direction={{ base: "column", sm: "row" }} align={{ base: "center", sm: "start" }}>
        <Box bg="white" p="2" borderWidth="1px" borderRadius="md" flexShrink="0">
          <Image
            src={setup.qrCode}
            alt="QR code to add this account to an authenticator app"
            width={QR_CODE_SIZE}
            height={QR_CODE_SIZE}
          />
        </Box>
        <Stack gap="2" minW="0" alignSelf="stretch">
          <Text>Cannot scan it? Type this key into the app instead:</Text>
          <Code fontSize="md" p="2" wordBreak="break-word" whiteSpace="normal" display="block">
            {grouped(setup.sharedSecret)}
          </Code>
          <Button variant="outline" size="sm" minH="11" alignSelf="start" onClick={() => void copyKey()}>
            <Copy aria-hidden /> Copy key
          </Button>
        </Stack>
      </Flex>
      <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={(event) => void submit(event)} noValidate>
        <Text fontWeight="semibold">2. Enter the code the app shows</Text>
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{error}</Alert.Description>
          </Alert.Root>
        )}
        <Field.Root required invalid={!!problem} maxW="xs">
          <Field.Label>6-digit code</Field.Label>
          <Input
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            fontFamily="mono"
            letterSpacing="widest"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="school"
          minH="11"
          alignSelf="start"
          loading={loading}
          loadingText="Turning on..."
        >
          Turn on two-factor
        </Button>
      </chakra.form>
    </Stack>
  );
}
