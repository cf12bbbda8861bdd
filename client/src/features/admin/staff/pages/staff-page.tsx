import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { DEFAULT_TIME_ZONE } from "../../../../api/school-identity";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../../components/ui/state-message";
import type { StaffRole, StaffRow_AccountFragment } from "../../../../gql/graphql";
import { useAuth } from "../../auth/use-auth";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { notify } from "../../components/notify";
import { useChangeStaffRole } from "../api/change-staff-role";
import { useDisableStaffAccount } from "../api/disable-staff-account";
import { useEnableStaffAccount } from "../api/enable-staff-account";
import { useResendStaffInvitation } from "../api/resend-staff-invitation";
import { useResetStaffTwoFactor } from "../api/reset-staff-two-factor";
import { useStaffAccounts } from "../api/staff-accounts";
import { InviteDialog } from "../components/invite-dialog";
import { StaffRow } from "../components/staff-row";
import { TwoFactorRequirement } from "../components/two-factor-requirement";
import type { AdminSection } from "../../admin-section";

type ConfirmedAction = "disable" | "reset";

/** What an administrator is asked before an action that signs a colleague out. */
const CONFIRMATIONS: Record<ConfirmedAction, { title: string; explanation: string; button: string; doing: string }> = {
  disable: {
    title: "Disable",
    explanation:
      "They are signed out everywhere at once and cannot sign in until an administrator enables the account again. What they wrote stays.",
    button: "Disable account",
    doing: "Disabling...",
  },
  reset: {
    title: "Reset two-factor of",
    explanation:
      "Do this when they have lost their phone. They are signed out everywhere at once, then sign in with their password alone and set up two-factor again.",
    button: "Reset two-factor",
    doing: "Resetting...",
  },
};

const reasonOf = (caught: unknown) => (caught instanceof Error ? caught.message : String(caught));

/** Administrators list every staff account, invite colleagues, change roles and disable or enable accounts. */
export function StaffPage() {
  const accounts = useStaffAccounts();
  const [inviting, setInviting] = useState(false);
  const [changeRole, roleChange] = useChangeStaffRole();
  const [disable, disabling] = useDisableStaffAccount();
  const [enable, enabling] = useEnableStaffAccount();
  const [resend, resending] = useResendStaffInvitation();
  const [resetTwoFactor, resetting] = useResetStaffTwoFactor();
  const auth = useAuth();
  const myId = auth.status === "signed-in" ? auth.user.id : null;
  // What is about to happen to whose account, while the administrator confirms.
  const [confirming, setConfirming] = useState<{ action: ConfirmedAction; account: StaffRow_AccountFragment } | null>(
    null,
  );
  const busy = roleChange.loading || disabling.loading || enabling.loading || resending.loading || resetting.loading;
  const timeZone = accounts.data?.school.timeZone ?? DEFAULT_TIME_ZONE;

  // Each failure keeps the list as the server has it and says why (e.g. the last administrator).
  const attempt = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      notify.success(success);
    } catch (caught) {
      notify.failure(reasonOf(caught));
    }
  };

  const actionsFor = (account: StaffRow_AccountFragment) => {
    const { id, username, email } = account;
    return {
      changeRole: (role: StaffRole) =>
        void attempt(
          () => changeRole({ variables: { id, role } }),
          `${username} is now ${role === "EDITOR" ? "an editor" : "an administrator"}`,
        ),
      enable: () => void attempt(() => enable({ variables: { id } }), `${username} can sign in again`),
      disable: () => setConfirming({ action: "disable", account }),
      resendInvitation: () =>
        void attempt(() => resend({ variables: { id } }), `A new invitation went to ${email ?? username}`),
      resetTwoFactor: () => setConfirming({ action: "reset", account }),
    };
  };

  const confirm = async () => {
    if (!confirming) return;
    const { id, username } = confirming.account;
    await (confirming.action === "disable"
      ? attempt(() => disable({ variables: { id } }), `${username} is disabled and signed out everywhere`)
      : attempt(
          () => resetTwoFactor({ variables: { id } }),
          `${username}'s two-factor authentication is reset and they are signed out everywhere`,
        ));
    setConfirming(null);
  };
  const asked = confirming && CONFIRMATIONS[confirming.action];

  let body;
  if (accounts.error && !accounts.data)
    body = <ErrorState message="Failed to load staff accounts." onRetry={retry(accounts.refetch)} />;
  else if (!accounts.data) body = <LoadingState label="Loading staff accounts..." />;
  else if (accounts.data.staffAccounts.length === 0)
    body = <EmptyState title="No staff accounts" message="Invite a colleague to get started." />;
  else
    body = (
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Staff accounts">
        {accounts.data.staffAccounts.map((account) => (
          <StaffRow
            key={account.id}
            account={account}
            isYou={account.id === myId}
            timeZone={timeZone}
            busy={busy}
            actions={actionsFor(account)}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="6">
      <Flex gap="4" direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "center" }}>
        <Text>Who can sign in to this panel. Disabling an account signs its owner out everywhere at once.</Text>
        <Button colorPalette="school" minH="11" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden /> Invite a colleague
        </Button>
      </Flex>
      <Box aria-live="polite">{body}</Box>
      <TwoFactorRequirement />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={confirming !== null}
        title={`${asked?.title} ${confirming?.account.username}?`}
        explanation={asked?.explanation}
        confirmLabel={asked?.button ?? ""}
        busyLabel={asked?.doing ?? ""}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}

/** Its place in the staff panel: the sidebar's link, the dashboard's card and the route. */
export const staffAccountsAdminSection: AdminSection = {
  label: "Staff",
  title: "Staff accounts",
  path: "/admin/staff",
  icon: Users,
  card: { title: "Staff accounts", description: "Invite colleagues, choose their roles, disable accounts." },
  Page: StaffPage,
  adminOnly: true,
};
