import { Card, Heading, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { adminPaths } from "../../../config/paths";
import { adminNav } from "../layout/admin-nav";

const CARDS: { title: string; description: string; path: string }[] = [
  { title: "News Management", description: "Write, edit and remove news articles.", path: adminPaths.news },
  { title: "Events Management", description: "Add and update school events.", path: adminPaths.events },
  { title: "Gallery Management", description: "Upload and remove gallery photos.", path: adminPaths.gallery },
  {
    title: "Announcements",
    description: "Post notices, mark them urgent or inactive.",
    path: adminPaths.announcements,
  },
  { title: "Documents", description: "Upload PDFs parents can download.", path: adminPaths.documents },
  { title: "Messages", description: "Read what visitors sent through the contact form.", path: adminPaths.messages },
];

export function DashboardPage() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {CARDS.map((card) => {
        const Icon = adminNav.find((item) => item.path === card.path)?.icon;
        return (
          <Card.Root key={card.path} position="relative" _hover={{ shadow: "md" }}>
            <Card.Body gap="2">
              {Icon && <Icon size={28} aria-hidden color="var(--chakra-colors-school-600)" />}
              <Heading as="h2" size="md">
                <LinkOverlay asChild>
                  <RouterLink to={card.path}>{card.title}</RouterLink>
                </LinkOverlay>
              </Heading>
              <Text color="fg.muted">{card.description}</Text>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
