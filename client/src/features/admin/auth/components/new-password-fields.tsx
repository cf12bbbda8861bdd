import { Field } from "@chakra-ui/react";
import type { InputProps } from "@chakra-ui/react";
import { PASSWORDS_DO_NOT_MATCH } from "../auth-messages";
import { PasswordInput } from "./password-input";
import { PasswordRules } from "./password-rules";

export interface NewPassword {
  password: string;
  confirmation: string;
}

export const NO_PASSWORD: NewPassword = { password: "", confirmation: "" };

interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  /** What is wrong with the pair: a mismatch is shown under the confirmation, anything else under the password. */
  problem?: string | null;
  labels?: { password: string; confirmation: string };
  size?: InputProps["size"];
}

/**
 * A new password typed twice, with the rules shown before the first attempt: the same pair on every
 * screen that sets a password (first sign-in, forgotten password, invitation, My account).
 */
export function NewPasswordFields({
  value,
  onChange,
  problem,
  labels = { password: "New Password", confirmation: "Confirm Password" },
  size,
}: NewPasswordFieldsProps) {
  const mismatch = problem === PASSWORDS_DO_NOT_MATCH;
  return (
    <>
      <Field.Root required invalid={!!problem && !mismatch}>
        <Field.Label>{labels.password}</Field.Label>
        <PasswordInput
          name="new-password"
          autoComplete="new-password"
          size={size}
          value={value.password}
          onChange={(event) => onChange({ ...value, password: event.target.value })}
        />
        <PasswordRules />
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={mismatch}>
        <Field.Label>{labels.confirmation}</Field.Label>
        <PasswordInput
          name="confirm-password"
          autoComplete="new-password"
          size={size}
          value={value.confirmation}
          onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
        />
        <Field.ErrorText>{mismatch && problem}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
