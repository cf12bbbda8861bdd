import { Field, List } from "@chakra-ui/react";
import { PASSWORD_RULES } from "../auth-messages";

/** The password rule, shown under a new-password field before anything is typed. */
export function PasswordRules() {
  return (
    // A block, not the helper text's own span, because it holds a list.
    <Field.HelperText asChild textStyle="sm">
      <div>
        Your password needs:
        <List.Root ps="5" mt="1">
          {PASSWORD_RULES.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List.Root>
      </div>
    </Field.HelperText>
  );
}
