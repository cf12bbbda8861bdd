import { createContext, useContext } from "react";
import type { ReactNode } from "react";
import type { AdminSection } from "./admin-section";

const StaffSectionsContext = createContext<AdminSection[] | null>(null);

/** The panel's sections, in sidebar order, as the app's one list of sections declares them (app/sections.ts). */
export function StaffSectionsProvider({ sections, children }: { sections: AdminSection[]; children: ReactNode }) {
  return <StaffSectionsContext.Provider value={sections}>{children}</StaffSectionsContext.Provider>;
}

export function useStaffSections(): AdminSection[] {
  const sections = useContext(StaffSectionsContext);
  if (!sections) throw new Error("The staff panel is drawn without its sections (StaffSectionsProvider)");
  return sections;
}
