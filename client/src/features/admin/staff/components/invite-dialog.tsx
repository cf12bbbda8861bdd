import type { StaffRole } from "../../../../gql/graphql";
import { fieldErrorsOf } from "../../../../lib/graphql-errors";
import { StaffForm } from "../../components/staff-form";
import type { FieldSpec } from "../../components/staff-form";
import { useInviteStaff } from "../api/invite-staff";
import { ROLE_LABELS } from "./staff-row";

interface InviteValues {
  email: string;
  role: StaffRole;
}

const FIELDS: readonly FieldSpec[] = [
  {
    kind: "text",
    name: "email",
    label: "E-mail",
    type: "email",
    required: true,
    helper: "They get a link, valid 7 days, to choose their password.",
    pattern: { test: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: "Enter a valid e-mail address" },
  },
  {
    kind: "select",
    name: "role",
    label: "Role",
    options: Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label })),
    helper:
      "Editors look after the site's content; administrators also run staff accounts, the school's settings and the activity log.",
  },
];

const NO_ONE: InviteValues = { email: "", role: "EDITOR" };

/** Asks for a colleague's e-mail and role; the server e-mails them a link valid 7 days. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [invite] = useInviteStaff();
  return (
    <StaffForm<InviteValues>
      open={open}
      onClose={onClose}
      title="Invite a colleague"
      fields={FIELDS}
      defaultValues={NO_ONE}
      save={({ email, role }) => invite({ variables: { email: email.trim(), role } })}
      submitLabel="Send invitation"
      busyLabel="Sending..."
      successMessage={({ email }) => `Invitation sent to ${email.trim()}`}
      // The form stays as typed, with the server's reason beside the field.
      failureMessage={(error) => fieldErrorsOf(error).email ?? (error instanceof Error ? error.message : String(error))}
    />
  );
}
