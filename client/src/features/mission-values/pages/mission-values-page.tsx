import { Box, Card, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { PageContent } from "../../../components/page-content";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";
import { Paragraphs } from "../../../components/ui/paragraphs";
import { ValueIcon } from "../../../components/ui/value-icon";
import { useMissionValuesContent } from "../api/mission-values-content";

export function MissionValuesPage() {
  const { data, error, refetch } = useMissionValuesContent();
  return (
    <>
      <PageMeta
        page="Mission and Values"
        description="Our guiding principles and commitment to excellence in education."
      />
      <PageHero
        maxW="5xl"
        title="Mission & Values"
        subtitle="Our guiding principles and commitment to excellence in education."
      />
      <PageContent data={data} error={error} refetch={refetch} maxW="5xl">
        {({ missionValuesContent: { mission, values } }) => (
          <Container maxW="5xl" py={{ base: "10", md: "14" }}>
            <Stack gap="10">
              <Box as="section" aria-labelledby="mission-heading">
                <Heading as="h2" id="mission-heading" size="2xl" color="school.800" mb="3">
                  Our Mission
                </Heading>
                <Paragraphs text={mission} fontSize="lg" maxW="measure" />
              </Box>
              <Box as="section" aria-labelledby="values-heading">
                <Heading as="h2" id="values-heading" size="2xl" color="school.800" mb="5">
                  Our Values
                </Heading>
                <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
                  {values.map(({ name, icon, description }, index) => (
                    <Card.Root as="li" key={`${index}-${name}`} borderTopWidth="4px" borderTopColor="accent.500">
                      <Card.Body gap="2">
                        <Box color="accent.700">
                          <ValueIcon icon={icon} size={28} />
                        </Box>
                        <Heading as="h3" size="lg" color="school.800">
                          {name}
                        </Heading>
                        <Text>{description}</Text>
                      </Card.Body>
                    </Card.Root>
                  ))}
                </SimpleGrid>
              </Box>
            </Stack>
          </Container>
        )}
      </PageContent>
    </>
  );
}
