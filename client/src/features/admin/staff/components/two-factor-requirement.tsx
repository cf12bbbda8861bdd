import { Card, Stack, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { notify } from "../../components/notify";
import { useSecuritySettings } from "../api/security-settings";
import { useUpdateSecuritySettings } from "../api/update-security-settings";

const reasonOf = (caught: unknown) => (caught instanceof Error ? caught.message : String(caught));

/** The administrators' switch that requires two-factor sign-in of every staff account. */
export function TwoFactorRequirement() {
  const settings = useSecuritySettings();
  const [update, { loading }] = useUpdateSecuritySettings();
  const required = settings.data?.securitySettings.requireTwoFactor ?? false;
  // Shown while the server decides, so a refused change visibly springs back.
  const [asked, setAsked] = useState<boolean | null>(null);

  // The change the administrator is asked to confirm, while the dialog is open.
  const [confirming, setConfirming] = useState<boolean | null>(null);

  const change = async (requireTwoFactor: boolean) => {
    setConfirming(null);
    setAsked(requireTwoFactor);
    try {
      await update({ variables: { requireTwoFactor } });
      notify.success(
        requireTwoFactor
          ? "Two-factor authentication is now required of every staff member"
          : "Two-factor authentication is now optional",
      );
    } catch (caught) {
      notify.failure(reasonOf(caught));
    } finally {
      setAsked(null);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="2">
          <Switch.Root
            checked={confirming ?? asked ?? required}
            disabled={!settings.data || loading}
            onCheckedChange={(details) => setConfirming(details.checked)}
            colorPalette="school"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontWeight="semibold">Require two-factor authentication for all staff</Switch.Label>
          </Switch.Root>
          <Text fontWeight="medium" aria-live="polite">
            {required ? "On: every staff member signs in with a code." : "Off: two-factor is each person's choice."}
          </Text>
          <Text color="fg.muted">
            When on, a colleague without it must set it up right after their password before they can use the panel.
            Your own must be on first (My account).
          </Text>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? "Require two-factor of all staff?" : "Make two-factor optional?"}
        explanation={
          confirming
            ? "From their next sign-in, a colleague without two-factor must set it up before they can use the panel."
            : "Colleagues may then sign in with their password alone. Accounts that already use two-factor keep it."
        }
        confirmLabel={confirming ? "Require two-factor" : "Make optional"}
        busyLabel="Saving..."
        busy={loading}
        palette="school"
        onCancel={() => setConfirming(null)}
        onConfirm={() => void change(confirming === true)}
      />
    </Card.Root>
  );
}
