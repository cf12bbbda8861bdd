import { Box, Container, HStack, Heading, IconButton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";
import { PrincipalCard } from "../components/principal-card";
import type { Principal } from "../components/principal-card";

/** The six previous principals; a school adds their names and portraits. */
const principals: Principal[] = [
  { id: "1", name: "Founding Principal", years: "1887-1903", image: "/images/principals/principal-1.svg" },
  { id: "2", name: "Principal", years: "1966-1987", image: "/images/principals/principal-2.svg" },
  { id: "3", name: "Principal", years: "1988-1995", image: "/images/principals/principal-3.svg" },
  { id: "4", name: "Principal", years: "1996-1998", image: "/images/principals/principal-4.svg" },
  { id: "5", name: "Principal", years: "1999-2013", image: "/images/principals/principal-5.svg" },
  { id: "6", name: "Principal", years: "2014-2022", image: "/images/principals/principal-6.svg" },
];

/** Phones show one principal at a time with previous and next buttons. */
function PrincipalsCarousel() {
  const [index, setIndex] = useState(0);
  const move = (by: number) => setIndex((current) => (current + by + principals.length) % principals.length);
  return (
    <Stack
      display={{ base: "flex", md: "none" }}
      gap="4"
      align="center"
      role="region"
      aria-roledescription="carousel"
      aria-label="Previous principals"
    >
      <Box w="full" maxW="20rem" aria-live="polite">
        <PrincipalCard principal={principals[index]} />
      </Box>
      <HStack gap="4">
        <IconButton
          aria-label="Previous principal"
          variant="outline"
          colorPalette="school"
          size="lg"
          rounded="full"
          onClick={() => move(-1)}
        >
          <ChevronLeft aria-hidden />
        </IconButton>
        <Text fontWeight="semibold" minW="16" textAlign="center">
          {index + 1} of {principals.length}
        </Text>
        <IconButton
          aria-label="Next principal"
          variant="outline"
          colorPalette="school"
          size="lg"
          rounded="full"
          onClick={() => move(1)}
        >
          <ChevronRight aria-hidden />
        </IconButton>
      </HStack>
    </Stack>
  );
}

export function HistoryPage() {
  return (
    <>
      <PageMeta
        page="History"
        description="Our history: founded in 1897 by its first principal, and the principals who have led the school since."
      />
      <PageHero
        maxW="4xl"
        title="Our History"
        subtitle="More than a century of educating girls in Berea, Johannesburg."
      />
      <Container maxW="4xl" py={{ base: "10", md: "14" }}>
        <Stack gap="4" fontSize="lg">
          <Text>
            The school was founded in 1897 by its first principal, who believed that girls deserved an education every
            bit as rich and demanding as any other. From a few pupils in a modest building, the school grew with the
            city around it.
          </Text>
          <Text>
            Through changing times, generations of girls have learnt, played and made lifelong friends here. Each of
            them has added to the traditions, the values and the spirit that our learners carry forward today.
          </Text>
        </Stack>
      </Container>
      <Box as="section" aria-labelledby="principals-heading" bg="school.50" py={{ base: "10", md: "14" }}>
        <Container maxW="6xl">
          <Heading as="h2" id="principals-heading" size="2xl" color="school.800" mb="8" textAlign="center">
            Previous Principals
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" display={{ base: "none", md: "grid" }} columns={{ md: 3 }} gap="6">
            {principals.map((principal) => (
              <Box as="li" key={principal.id} display="flex">
                <PrincipalCard principal={principal} />
              </Box>
            ))}
          </SimpleGrid>
          <PrincipalsCarousel />
        </Container>
      </Box>
      <Container as="section" aria-labelledby="legacy-heading" maxW="4xl" py={{ base: "10", md: "14" }}>
        <Heading as="h2" id="legacy-heading" size="xl" color="school.800" mb="3">
          A living legacy
        </Heading>
        <Text fontSize="lg">
          Our history is not only in the past. It lives in our assemblies and traditions, in the old girls who return to
          visit, and in every learner who walks through our gates today.
        </Text>
      </Container>
    </>
  );
}
