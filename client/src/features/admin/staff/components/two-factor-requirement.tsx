import { Card, Stack, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
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

  const change = async (requireTwoFactor: boolean) => {
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
            checked={asked ?? required}
            disabled={!settings.data || loading}
            onCheckedChange={(details) => void change(details.checked)}
            colorPalette="school"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontWeight="semibold">Require two-factor authentication for all staff</Switch.Label>
          </Switch.Root>
          <Text color="fg.muted">
            When on, a colleague without it must set it up right after their password before they can use the panel.
            Your own must be on first (My account).
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
