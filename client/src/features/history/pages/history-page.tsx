import { Box, Container, HStack, Heading, IconButton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { PageContent } from "../../../components/page-content";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";
import { Paragraphs } from "../../../components/ui/paragraphs";
import type { PrincipalCard_PrincipalFragment } from "../../../gql/graphql";
import { fillPlaceholders } from "../../../lib/text";
import { useHistoryContent } from "../api/history-content";
import { PrincipalCard } from "../components/principal-card";

/** Phones show one principal at a time with previous and next buttons. */
function PrincipalsCarousel({ principals }: { principals: PrincipalCard_PrincipalFragment[] }) {
  const [shown, setIndex] = useState(0);
  // A list edited while the page is open may have become shorter.
  const index = shown % principals.length;
  const move = (by: number) =>
    setIndex((current) => ((current % principals.length) + by + principals.length) % principals.length);
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
  const { data, error, refetch } = useHistoryContent();
  return (
    <>
      <PageMeta
        page="History"
        description="Our history: how the school was founded, and the principals who have led it since."
      />
      <PageHero maxW="4xl" title="Our History" subtitle={data?.historyContent.subtitle} />
      <PageContent data={data} error={error} refetch={refetch}>
        {({ school, historyContent: history }) => (
          <>
            <Container maxW="4xl" py={{ base: "10", md: "14" }}>
              <Paragraphs text={fillPlaceholders(history.story, { foundingYear: school.foundingYear })} fontSize="lg" />
            </Container>
            {history.principals.length > 0 && (
              <Box as="section" aria-labelledby="principals-heading" bg="school.50" py={{ base: "10", md: "14" }}>
                <Container maxW="6xl">
                  <Heading as="h2" id="principals-heading" size="2xl" color="school.800" mb="8" textAlign="center">
                    Previous Principals
                  </Heading>
                  <SimpleGrid
                    as="ul"
                    listStyleType="none"
                    display={{ base: "none", md: "grid" }}
                    columns={{ md: 3 }}
                    gap="6"
                  >
                    {history.principals.map((principal, index) => (
                      <Box as="li" key={index} display="flex">
                        <PrincipalCard principal={principal} />
                      </Box>
                    ))}
                  </SimpleGrid>
                  <PrincipalsCarousel principals={history.principals} />
                </Container>
              </Box>
            )}
            <Container as="section" aria-labelledby="legacy-heading" maxW="4xl" py={{ base: "10", md: "14" }}>
              <Heading as="h2" id="legacy-heading" size="xl" color="school.800" mb="3">
                {history.legacyTitle}
              </Heading>
              <Paragraphs text={history.legacyText} fontSize="lg" />
            </Container>
          </>
        )}
      </PageContent>
    </>
  );
}
