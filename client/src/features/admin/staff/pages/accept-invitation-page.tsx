import { Alert, Box, Button, Center, Heading, Image, Stack, Text, chakra } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { FormEvent } from "react";
import { Link as RouterLink, Navigate, useLocation } from "react-router-dom";
import { LoadingState } from "../../../../components/ui/state-message";
import { toaster } from "../../../../components/ui/toaster";
import { SCHOOL_CREST } from "../../../../config/assets";
import { adminPaths } from "../../paths";
import { authSession } from "../../../../lib/auth-session";
import { useSignIn } from "../../auth/api/sign-in";
import { newPasswordErrorMessage, newPasswordProblem, newPasswordRefusalReason } from "../../auth/auth-messages";
import { useAcceptStaffInvitation } from "../api/accept-staff-invitation";
import { useCheckStaffInvitation } from "../api/check-staff-invitation";
import { NO_PASSWORD, NewPasswordFields } from "../../auth/components/new-password-fields";
import type { NewPassword } from "../../auth/components/new-password-fields";

const TITLE = "Accept your invitation";
const NO_TOKEN =
  "This invitation link is incomplete. Open the link from your e-mail again, or ask an administrator to send a new one.";
const WELCOME_TOAST = "Welcome! Your password is set.";
const CHECK_FAILED = "We could not check your invitation link. Please reload the page to try again.";

/**
 * Where an invitation e-mail's link leads (its token after the #): the colleague chooses a password,
 * then is signed in with it. A used or expired link says so and asks for a new one.
 */
export function AcceptInvitationPage() {
  const token = useLocation().hash.slice(1);
  const [newPassword, setNewPassword] = useState<NewPassword>(NO_PASSWORD);
  const { password, confirmation } = newPassword;
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; reason: string | null } | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [accept, accepting] = useAcceptStaffInvitation();
  const [signIn, signingIn] = useSignIn();
  const [check] = useCheckStaffInvitation();
  // Asked as the page opens, so a replaced or used link says so before anyone chooses a password.
  const [link, setLink] = useState<{ username: string } | { refusal: string } | null>(null);
  useEffect(() => {
    if (!token) return;
    check({ variables: { token } }).then(
      ({ data }) => setLink(data ? { username: data.checkStaffInvitation } : { refusal: CHECK_FAILED }),
      (caught: unknown) => setLink({ refusal: newPasswordErrorMessage(caught) }),
    );
  }, [check, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, confirmation);
    setProblem(found);
    if (found) return;
    setError(null);
    let username: string;
    try {
      const { data } = await accept({ variables: { token, newPassword: password } });
      if (!data) return;
      username = data.acceptStaffInvitation.username;
    } catch (caught) {
      setError({ message: newPasswordErrorMessage(caught), reason: newPasswordRefusalReason(caught) });
      return;
    }
    const { data } = await signIn({ variables: { username, password } }).catch(() => ({ data: undefined }));
    toaster.create({ title: WELCOME_TOAST, type: "success" });
    if (data?.signIn.signedIn) authSession.start(data.signIn.signedIn);
    setSignedIn(true);
  };

  // Signed in: the dashboard; if signing in failed, the login page, where the new password works.
  if (signedIn) return <Navigate to={authSession.accessToken() ? adminPaths.dashboard : adminPaths.login} replace />;

  return (
    <Center as="main" minH="100dvh" bg="school.800" px="4" py="10">
      <title>{TITLE}</title>
      <meta name="robots" content="noindex" />
      <Box bg="bg" borderRadius="xl" shadow="xl" w="full" maxW="md" p={{ base: "6", md: "8" }}>
        <Stack align="center" gap="3" mb="6" textAlign="center">
          <Image src={SCHOOL_CREST} alt="" width="16" height="16" />
          <Heading as="h1" size="2xl" color="school.800">
            {TITLE}
          </Heading>
        </Stack>
        {!token || (link && "refusal" in link) ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{!token ? NO_TOKEN : link && "refusal" in link && link.refusal}</Alert.Description>
          </Alert.Root>
        ) : !link ? (
          <LoadingState label="Checking your invitation..." />
        ) : (
          <chakra.form
            display="flex"
            flexDirection="column"
            gap="5"
            onSubmit={(event) => void submit(event)}
            noValidate
          >
            <Text color="fg.muted">
              You will sign in as <strong>{link.username}</strong>. Choose the password you will sign in with.
            </Text>
            {error && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>{error.message}</Alert.Description>
                  {error.reason && error.reason !== error.message && (
                    <Alert.Description>{error.reason}</Alert.Description>
                  )}
                </Alert.Content>
              </Alert.Root>
            )}
            <NewPasswordFields value={newPassword} onChange={setNewPassword} problem={problem} size="lg" />
            <Button
              type="submit"
              size="lg"
              colorPalette="school"
              loading={accepting.loading || signingIn.loading}
              loadingText="Setting password..."
            >
              Set password and sign in
            </Button>
          </chakra.form>
        )}
        <Text mt="6" textAlign="center" fontSize="sm">
          <RouterLink to={adminPaths.login}>Already have a password? Sign in</RouterLink>
        </Text>
      </Box>
    </Center>
  );
}
