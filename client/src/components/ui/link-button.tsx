import { Button } from "@chakra-ui/react";
import type { ButtonProps } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

/** A link to a route of the site that looks like a button, at least 44 px tall. */
export function LinkButton({ to, children, ...rest }: ButtonProps & { to: string }) {
  return (
    <Button asChild minH="11" {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
