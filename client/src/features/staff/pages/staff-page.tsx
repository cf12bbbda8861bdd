import { AspectRatio, Badge, Box, Container, Heading, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PageContent } from "../../../components/page-content";
import { PageMeta } from "../../../components/page-meta";
import { ContentImage } from "../../../components/ui/content-image";
import { PageHero } from "../../../components/ui/page-hero";
import type { StaffPageDirectoryQuery } from "../../../gql/graphql";
import { useStaffDirectory } from "../api/staff-directory";
import { StaffPerson } from "../components/staff-person";

type Group = StaffPageDirectoryQuery["staffDirectory"]["groups"][number];

/** "School Staff" → "school-staff": each department's heading id, which its section is labelled by. */
function slug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "group"
  );
}

/** Heading ids from the titles, numbered when two departments share a title. */
function headingIds(groups: Group[]): string[] {
  const seen = new Map<string, number>();
  return groups.map(({ title }) => {
    const base = slug(title);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return `${count === 1 ? base : `${base}-${count}`}-heading`;
  });
}

function StaffGroup({ group, headingId }: { group: Group; headingId: string }) {
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="2xl" color="school.800" mb="5">
        {group.title}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        {group.picture && (
          <AspectRatio ratio={3 / 2} borderRadius="lg" overflow="hidden" bg="school.50">
            <ContentImage
              picture={group.picture}
              sizes="(min-width: 62rem) 36rem, 100vw"
              w="full"
              h="full"
              objectFit="cover"
            />
          </AspectRatio>
        )}
        <Stack gap="4">
          {group.rows.map((row, index) => (
            <Box key={`${index}-${row.label}`}>
              <Heading as="h3" size="md" color="accent.700" mb="1">
                {row.label}
              </Heading>
              <List.Root variant="plain" gap="1">
                {row.people.map((person, index) => (
                  <StaffPerson key={`${person.name}-${index}`} person={person} />
                ))}
              </List.Root>
            </Box>
          ))}
        </Stack>
      </SimpleGrid>
    </Box>
  );
}

export function StaffPage() {
  const { data, error, refetch } = useStaffDirectory();
  return (
    <>
      <PageMeta
        page="Our Staff"
        description="Meet the principal, teachers, administrators, ground and kitchen staff of our school."
      />
      <PageHero maxW="6xl" title="Our Staff" subtitle={data?.staffDirectory.subtitle} />
      <PageContent data={data} error={error} refetch={refetch} maxW="6xl">
        {({ staffDirectory: { principal, groups } }) => {
          const ids = headingIds(groups);
          return (
            <Container maxW="6xl" py={{ base: "10", md: "14" }}>
              <Stack gap="14">
                <Box as="section" aria-labelledby="principal-heading" textAlign="center">
                  <Heading as="h2" id="principal-heading" size="2xl" color="school.800" mb="5">
                    Principal
                  </Heading>
                  {principal.picture && (
                    <AspectRatio ratio={3 / 4} w="15rem" mx="auto" borderRadius="lg" overflow="hidden" bg="school.50">
                      <ContentImage picture={principal.picture} sizes="15rem" w="full" h="full" objectFit="cover" />
                    </AspectRatio>
                  )}
                  <Text mt="3" fontSize="lg" fontWeight="semibold">
                    {principal.name}
                  </Text>
                  {principal.role && (
                    <Badge mt="1" colorPalette="accent">
                      {principal.role}
                    </Badge>
                  )}
                </Box>
                {groups.map((group, index) => (
                  <StaffGroup key={ids[index]} group={group} headingId={ids[index]} />
                ))}
              </Stack>
            </Container>
          );
        }}
      </PageContent>
    </>
  );
}
