import { Link } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild color="inherit" fontWeight="semibold" minH="11" display="inline-flex" alignItems="center" gap="2">
      <RouterLink to={to}>
        <ArrowLeft size={18} aria-hidden />
        {children}
      </RouterLink>
    </Link>
  );
}
