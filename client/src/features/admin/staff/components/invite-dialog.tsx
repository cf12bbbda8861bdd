import { Field, Input, NativeSelect } from "@chakra-ui/react";
import { useState } from "react";
import type { StaffRole } from "../../../../gql/graphql";
import { fieldErrorsOf } from "../../../../lib/graphql-errors";
import { FormDialog } from "../../components/form-dialog";
import { notify } from "../../components/notify";
import { useInviteStaff } from "../api/invite-staff";
import { ROLE_LABELS } from "./staff-row";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asks for a colleague's e-mail and role; the server e-mails them a link valid 7 days. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("EDITOR");
  const [error, setError] = useState<string | undefined>();
  const [invite, { loading }] = useInviteStaff();

  const close = () => {
    setEmail("");
    setRole("EDITOR");
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setError("Enter a valid e-mail address");
      return;
    }
    setError(undefined);
    try {
      await invite({ variables: { email: address, role } });
      notify.success(`Invitation sent to ${address}`);
      close();
    } catch (caught) {
      // The form stays as typed, with the server's reason beside the field.
      const message = fieldErrorsOf(caught).email ?? (caught instanceof Error ? caught.message : String(caught));
      setError(message);
      notify.failure(message);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Invite a colleague"
      onSubmit={submit}
      submitLabel="Send invitation"
      busy={loading}
      busyLabel="Sending..."
      dirty={email.trim() !== ""}
    >
      <Field.Root required invalid={!!error}>
        <Field.Label>
          E-mail
          <Field.RequiredIndicator />
        </Field.Label>
        <Input type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
        <Field.HelperText color="fg">They get a link, valid 7 days, to choose their password.</Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Role</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {Object.entries(ROLE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText color="fg">
          Editors look after the site's content; administrators also run staff accounts, the school's settings and the
          activity log.
        </Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}
