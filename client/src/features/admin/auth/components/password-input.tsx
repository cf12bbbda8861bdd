import { IconButton, Input, InputGroup } from "@chakra-ui/react";
import type { InputProps } from "@chakra-ui/react";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";

/** A password field with a show/hide toggle, so staff can check what they typed. */
export function PasswordInput(props: Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          variant="ghost"
          size="sm"
          me="-2"
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? "text" : "password"} />
    </InputGroup>
  );
}
