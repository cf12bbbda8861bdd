import { Alert, Box, Button, Center, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { LoadingState } from "../../../../components/ui/state-message";
import { adminPaths } from "../../paths";
import { ForgotPasswordForm } from "../components/forgot-password-form";
import { NewPasswordForm } from "../components/new-password-form";
import { SignInForm } from "../components/sign-in-form";
import type { NewPasswordChallenge } from "../components/sign-in-form";
import { TotpCodeForm } from "../components/totp-code-form";
import type { TotpChallenge } from "../components/totp-code-form";
import type { LoginRedirectState } from "../require-auth";
import { useAuth } from "../use-auth";
import { SCHOOL_CREST } from "../../../../config/assets";

export function LoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const [challenge, setChallenge] = useState<NewPasswordChallenge | null>(null);
  const [totpChallenge, setTotpChallenge] = useState<TotpChallenge | null>(null);
  const [carriedError, setCarriedError] = useState<string | null>(null);
  const [forgotten, setForgotten] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (auth.status === "signed-in") {
    const from = (location.state as LoginRedirectState | null)?.from;
    return (
      <Navigate to={from ? `${from.pathname}${from.search ?? ""}${from.hash ?? ""}` : adminPaths.dashboard} replace />
    );
  }

  const title = totpChallenge
    ? "Two-Factor Authentication"
    : challenge
      ? "Set New Password"
      : forgotten
        ? "Reset Password"
        : "Admin Login";

  return (
    <Center as="main" minH="100dvh" bg="school.800" px="4" py="10">
      <title>{title}</title>
      <Box bg="bg" borderRadius="xl" shadow="xl" w="full" maxW="md" p={{ base: "6", md: "8" }}>
        <Stack align="center" gap="3" mb="6" textAlign="center">
          <Image src={SCHOOL_CREST} alt="" width="16" height="16" />
          <Heading as="h1" size="2xl" color="school.800">
            {title}
          </Heading>
        </Stack>
        {auth.status === "unknown" ? (
          <LoadingState label="Loading authentication..." />
        ) : totpChallenge ? (
          <TotpCodeForm
            challenge={totpChallenge}
            onExpired={(message) => {
              setCarriedError(message);
              setTotpChallenge(null);
            }}
          />
        ) : challenge ? (
          <NewPasswordForm
            challenge={challenge}
            onExpired={(message) => {
              setCarriedError(message);
              setChallenge(null);
            }}
            onTotpChallenge={(next) => {
              setChallenge(null);
              setTotpChallenge(next);
            }}
          />
        ) : forgotten ? (
          <ForgotPasswordForm
            onDone={(message) => {
              setNotice(message);
              setForgotten(false);
            }}
            onCancel={() => setForgotten(false)}
          />
        ) : (
          <Stack gap="4">
            {notice && (
              <Alert.Root status="success">
                <Alert.Indicator />
                <Alert.Description>{notice}</Alert.Description>
              </Alert.Root>
            )}
            <SignInForm
              key={carriedError}
              initialError={carriedError}
              onChallenge={setChallenge}
              onTotpChallenge={setTotpChallenge}
            />
            <Button
              variant="plain"
              colorPalette="school"
              alignSelf="center"
              textDecoration="underline"
              onClick={() => {
                setNotice(null);
                setForgotten(true);
              }}
            >
              Forgot password?
            </Button>
          </Stack>
        )}
        <Text mt="6" textAlign="center" fontSize="sm" color="fg.muted">
          Protected admin area for authorized personnel only
        </Text>
      </Box>
    </Center>
  );
}
