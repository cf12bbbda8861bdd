import { Card, Heading, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { LayoutDashboard } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import type { StaffRole } from "../../../gql/graphql";
import type { AdminPage } from "../admin-section";
import { mayOpen } from "../auth/may-open";
import { adminPaths } from "../paths";
import { useStaffSections } from "../staff-sections";

/** The panel's front page; it lists the sections as cards. */
export const dashboardPage: AdminPage = {
  label: "Dashboard",
  title: "Admin Dashboard",
  path: adminPaths.dashboard,
  icon: LayoutDashboard,
};

/** A card for each section `role` may open. */
export function DashboardPage({ role }: { role: StaffRole }) {
  const sections = useStaffSections();
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {sections
        .filter((section) => mayOpen(section, role))
        .map(({ path, icon: Icon, card }) => (
          <Card.Root key={path} position="relative" _hover={{ shadow: "md" }}>
            <Card.Body gap="2">
              <Icon size={28} aria-hidden color="var(--chakra-colors-school-600)" />
              <Heading as="h2" size="md">
                <LinkOverlay asChild>
                  <RouterLink to={path}>{card.title}</RouterLink>
                </LinkOverlay>
              </Heading>
              <Text color="fg.muted">{card.description}</Text>
            </Card.Body>
          </Card.Root>
        ))}
    </SimpleGrid>
  );
}
