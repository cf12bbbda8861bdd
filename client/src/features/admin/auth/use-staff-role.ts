import type { StaffRole } from "../../../gql/graphql";
import { useAuth } from "./use-auth";

/** The signed-in staff member's role; null while nobody is signed in. */
export function useStaffRole(): StaffRole | null {
  const auth = useAuth();
  return auth.status === "signed-in" ? auth.user.role : null;
}
