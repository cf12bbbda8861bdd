import { Link } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";

/** A link back to a list: on screen only, since paper cannot follow it. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      asChild
      color="inherit"
      fontWeight="semibold"
      minH="11"
      display="inline-flex"
      alignItems="center"
      gap="2"
      _print={{ display: "none" }}
    >
      <RouterLink to={to}>
        <ArrowLeft size={18} aria-hidden />
        {children}
      </RouterLink>
    </Link>
  );
}
