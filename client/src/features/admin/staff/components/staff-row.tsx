import { Badge, Button, Card, Flex, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { SelectField } from "../../../../components/ui/select-field";
import { graphql } from "../../../../gql";
import type { StaffRole, StaffRow_AccountFragment, UserStatus } from "../../../../gql/graphql";
import { formatInstant } from "../../../../lib/dates";

/** @fragment Codegen reads it here; documents spread it by name. */
export const StaffRowFragment = graphql(`
  fragment StaffRow_account on User {
    id
    username
    email
    role
    status
    lastSignInAt
    twoFactorEnabled
  }
`);

export const ROLE_LABELS: Record<StaffRole, string> = { ADMINISTRATOR: "Administrator", EDITOR: "Editor" };

const STATUS: Record<UserStatus, { label: string; palette: string }> = {
  CONFIRMED: { label: "Active", palette: "green" },
  FORCE_CHANGE_PASSWORD: { label: "Must choose a password", palette: "orange" },
  INVITED: { label: "Invited", palette: "blue" },
  DISABLED: { label: "Disabled", palette: "gray" },
};

export interface StaffRowActions {
  changeRole: (role: StaffRole) => void;
  enable: () => void;
  /** Asks first: it signs them out everywhere. */
  disable: () => void;
  resendInvitation: () => void;
  resetTwoFactor: () => void;
}

/** One account: who, role (changeable), status, last sign-in, and what an administrator may do with it. */
export function StaffRow({
  account,
  isYou,
  timeZone,
  busy,
  actions,
}: {
  account: StaffRow_AccountFragment;
  /** The signed-in administrator's own account, which they cannot disable. */
  isYou: boolean;
  timeZone: string;
  busy: boolean;
  actions: StaffRowActions;
}) {
  const status = STATUS[account.status];
  const disabled = account.status === "DISABLED";
  return (
    <Card.Root as="li">
      <Card.Body>
        <Flex gap="4" direction={{ base: "column", md: "row" }} align={{ md: "center" }}>
          <Stack gap="1" flex="1" minW="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="semibold">
                {account.username}
                {isYou && " (you)"}
              </Text>
              <Badge colorPalette={status.palette}>{status.label}</Badge>
              {account.twoFactorEnabled && <Badge colorPalette="teal">Two-factor on</Badge>}
            </Flex>
            <Text color="fg.muted" overflowWrap="anywhere">
              {account.email ?? "No e-mail"}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {account.lastSignInAt ? (
                <>
                  Last sign-in:{" "}
                  <time dateTime={account.lastSignInAt}>{formatInstant(account.lastSignInAt, timeZone)}</time>
                </>
              ) : (
                "Never signed in"
              )}
            </Text>
          </Stack>
          <SelectField
            label={`Role of ${account.username}`}
            value={account.role}
            onChange={(role) => actions.changeRole(role as StaffRole)}
            options={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <Flex gap="2" wrap="wrap">
            {account.status === "INVITED" && (
              <Button variant="outline" minH="11" disabled={busy} onClick={actions.resendInvitation}>
                Resend invitation<VisuallyHidden> to {account.username}</VisuallyHidden>
              </Button>
            )}
            {account.twoFactorEnabled && (
              <Button variant="outline" minH="11" disabled={busy} onClick={actions.resetTwoFactor}>
                Reset two-factor<VisuallyHidden> of {account.username}</VisuallyHidden>
              </Button>
            )}
            {disabled ? (
              <Button variant="outline" colorPalette="school" minH="11" disabled={busy} onClick={actions.enable}>
                Enable<VisuallyHidden> {account.username}</VisuallyHidden>
              </Button>
            ) : (
              !isYou && (
                <Button variant="outline" colorPalette="red" minH="11" disabled={busy} onClick={actions.disable}>
                  Disable<VisuallyHidden> {account.username}</VisuallyHidden>
                </Button>
              )
            )}
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
