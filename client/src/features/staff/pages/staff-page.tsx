import { AspectRatio, Badge, Box, Container, Heading, Image, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";

interface Row {
  label: string;
  names: { name: string; role?: string }[];
}

interface Group {
  id: string;
  title: string;
  photo: string;
  alt: string;
  rows: Row[];
}

/**
 * Static content. The names are placeholders the school replaces with its own,
 * together with the photos under client/public/images/staff.
 */
const principal = { name: "The Principal", photo: "/images/staff/principal.svg" };

const groups: Group[] = [
  {
    id: "school-staff",
    title: "School Staff",
    photo: "/images/staff/school-staff.svg",
    alt: "Group photo of the teaching staff",
    rows: [
      {
        label: "Backrow",
        names: [
          { name: "Grade 7 Teacher" },
          { name: "Grade 6 Teacher" },
          { name: "Grade 5 Teacher" },
          { name: "Music Teacher" },
        ],
      },
      {
        label: "Middle Row",
        names: [
          { name: "Grade 4 Teacher" },
          { name: "Grade 3 Teacher" },
          { name: "Grade 2 Teacher" },
          { name: "Sport Coordinator" },
        ],
      },
      {
        label: "Seated",
        names: [
          { name: "Grade 1 Teacher" },
          { name: "Deputy Principal", role: "Deputy" },
          { name: "The Principal", role: "Principal" },
          { name: "Grade 0 Teacher" },
        ],
      },
    ],
  },
  {
    id: "admin",
    title: "Admin",
    photo: "/images/staff/admin.svg",
    alt: "Photo of the administrative staff",
    rows: [
      {
        label: "Administrative staff",
        names: [{ name: "School Secretary" }, { name: "Bursar" }, { name: "Admissions Officer" }],
      },
    ],
  },
  {
    id: "ground-staff",
    title: "Ground Staff",
    photo: "/images/staff/ground-staff.svg",
    alt: "Photo of the ground staff",
    rows: [
      { label: "Backrow", names: [{ name: "Head Groundsman" }, { name: "Groundsman" }] },
      { label: "Seated", names: [{ name: "Caretaker" }, { name: "Cleaner" }] },
    ],
  },
  {
    id: "kitchen-staff",
    title: "Kitchen Staff",
    photo: "/images/staff/kitchen-staff.svg",
    alt: "Photo of the kitchen staff",
    rows: [
      { label: "Standing", names: [{ name: "Head Cook" }, { name: "Cook" }] },
      { label: "Seated", names: [{ name: "Kitchen Assistant" }, { name: "Kitchen Assistant" }] },
    ],
  },
];

function StaffGroup({ group }: { group: Group }) {
  return (
    <Box as="section" aria-labelledby={`${group.id}-heading`}>
      <Heading as="h2" id={`${group.id}-heading`} size="2xl" color="school.800" mb="5">
        {group.title}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <AspectRatio ratio={3 / 2} borderRadius="lg" overflow="hidden" bg="school.50">
          <Image src={group.photo} alt={group.alt} htmlWidth="900" htmlHeight="600" loading="lazy" objectFit="cover" />
        </AspectRatio>
        <Stack gap="4">
          {group.rows.map((row) => (
            <Box key={row.label}>
              <Heading as="h3" size="md" color="accent.700" mb="1">
                {row.label}
              </Heading>
              <List.Root variant="plain" gap="1">
                {row.names.map((person, index) => (
                  <List.Item key={`${person.name}-${index}`} gap="2" alignItems="center">
                    {person.name}
                    {person.role && <Badge colorPalette="accent">{person.role}</Badge>}
                  </List.Item>
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
  return (
    <>
      <PageMeta
        page="Our Staff"
        description="Meet the principal, teachers, administrators, ground and kitchen staff of our school."
      />
      <PageHero
        maxW="6xl"
        title="Our Staff"
        subtitle="The people who teach, care for and look after our girls every day."
      />
      <Container maxW="6xl" py={{ base: "10", md: "14" }}>
        <Stack gap="14">
          <Box as="section" aria-labelledby="principal-heading" textAlign="center">
            <Heading as="h2" id="principal-heading" size="2xl" color="school.800" mb="5">
              Principal
            </Heading>
            <AspectRatio ratio={3 / 4} w="15rem" mx="auto" borderRadius="lg" overflow="hidden" bg="school.50">
              <Image
                src={principal.photo}
                alt="Portrait of the principal"
                htmlWidth="300"
                htmlHeight="400"
                loading="lazy"
                objectFit="cover"
              />
            </AspectRatio>
            <Text mt="3" fontSize="lg" fontWeight="semibold">
              {principal.name}
            </Text>
          </Box>
          {groups.map((group) => (
            <StaffGroup key={group.id} group={group} />
          ))}
        </Stack>
      </Container>
    </>
  );
}
