import { Box, Button, Center, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { ErrorState, LoadingState } from "../../../../components/ui/state-message";
import { SCHOOL_CREST } from "../../../../config/assets";
import { adminPaths } from "../../paths";
import type { SetUpTotpMutation } from "../../../../gql/graphql";
import { authSession } from "../../../../lib/auth-session";
import { useSignOut } from "../../auth/api/sign-out";
import { useAuth } from "../../auth/use-auth";
import { useSetUpTotp } from "../api/set-up-totp";
import { TotpEnrolment } from "../components/totp-enrolment";

const TITLE = "Set Up Two-Factor Authentication";

/**
 * Where a staff member the school requires two-factor of lands after the password: the server lets
 * their sign-in do nothing else until it is set up.
 */
export function TwoFactorSetupPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [setUp, { error }] = useSetUpTotp();
  const [setup, setSetup] = useState<SetUpTotpMutation["setUpTotp"] | null>(null);
  const [signOut, { loading: signingOut }] = useSignOut();
  // One secret per visit: React's development double effects must not ask for a second one.
  const asked = useRef(false);
  const mustSetUp = auth.status === "signed-in" && auth.mustSetUpTwoFactor;

  const start = () => {
    asked.current = true;
    void setUp()
      .then(({ data }) => setSetup(data?.setUpTotp ?? null))
      .catch(() => undefined);
  };

  useEffect(() => {
    if (mustSetUp && !asked.current) start();
  });

  if (auth.status === "signed-out") return <Navigate to={adminPaths.login} replace />;
  // Reached by its address without the need, or set up in another tab: nothing to do here.
  if (auth.status === "signed-in" && !mustSetUp) return <Navigate to={adminPaths.dashboard} replace />;

  let body;
  if (error && !setup)
    body = <ErrorState message="Failed to start setting up two-factor authentication." onRetry={start} />;
  else if (!setup) body = <LoadingState label="Preparing your set-up..." />;
  else
    body = (
      <TotpEnrolment
        setup={setup}
        account={auth.status === "signed-in" ? (auth.user.email ?? auth.user.username) : "your account"}
        doneLabel="Continue to the panel"
        onDone={() => {
          authSession.holdForTwoFactorSetup(false);
          void navigate(adminPaths.dashboard, { replace: true });
        }}
      />
    );

  return (
    <Center as="main" minH="100dvh" bg="school.800" px="4" py="10">
      <title>{TITLE}</title>
      <Box bg="bg" borderRadius="xl" shadow="xl" w="full" maxW="2xl" p={{ base: "6", md: "8" }}>
        <Stack align="center" gap="3" mb="6" textAlign="center">
          <Image src={SCHOOL_CREST} alt="" width="16" height="16" />
          <Heading as="h1" size="2xl" color="school.800">
            {TITLE}
          </Heading>
          <Text color="fg.muted">
            The school asks every staff member to sign in with a code from their phone as well as a password. Set it up
            now to continue.
          </Text>
        </Stack>
        <Box aria-live="polite">{body}</Box>
        <Button
          variant="plain"
          colorPalette="school"
          textDecoration="underline"
          mt="6"
          w="full"
          loading={signingOut}
          onClick={() => void signOut()}
        >
          Sign out
        </Button>
      </Box>
    </Center>
  );
}
