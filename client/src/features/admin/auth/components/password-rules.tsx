import { Field, List } from "@chakra-ui/react";
import { PASSWORD_RULES } from "../auth-messages";

/** The password rule, shown under a new-password field before anything is typed. */
export function PasswordRules() {
  return (
    <Field.HelperText>
      Your password needs:
      <List.Root ps="5" mt="1">
        {PASSWORD_RULES.map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List.Root>
    </Field.HelperText>
  );
}
