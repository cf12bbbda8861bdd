import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { LinkButton } from "../../../components/ui/link-button";
import { Paragraphs } from "../../../components/ui/paragraphs";
import { ValueIcon } from "../../../components/ui/value-icon";
import { aboutPath } from "../../about/paths";
import { graphql } from "../../../gql";
import type { AboutSection_HomeFragment, AboutSection_MissionValuesFragment } from "../../../gql/graphql";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const AboutSectionHomeFragment = graphql(`
  fragment AboutSection_home on HomeContent {
    storyTitle
    story
  }
`);

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const AboutSectionMissionValuesFragment = graphql(`
  fragment AboutSection_missionValues on MissionValuesContent {
    mission
    values {
      name
      icon
      summary
    }
  }
`);

interface AboutSectionProps {
  home: AboutSection_HomeFragment;
  missionValues: AboutSection_MissionValuesFragment;
}

export function AboutSection({ home, missionValues }: AboutSectionProps) {
  return (
    <Box
      as="section"
      id="about"
      aria-labelledby="about-heading"
      py={{ base: "14", md: "20" }}
      scrollMarginTop="var(--header-height, 4.5rem)"
    >
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: "8", lg: "16" }}>
          <Stack gap="4">
            <Heading as="h2" id="about-heading" size={{ base: "2xl", md: "3xl" }} color="school.800">
              {home.storyTitle}
            </Heading>
            <Paragraphs text={home.story} fontSize="lg" />
            <Heading as="h3" size="lg" color="school.700" mt="2">
              Our Mission
            </Heading>
            <Paragraphs text={missionValues.mission} gap="3" />
            <LinkButton to={aboutPath} alignSelf="flex-start" colorPalette="school" variant="outline">
              About Us
            </LinkButton>
          </Stack>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4" aria-label="Our values">
            {missionValues.values.map(({ name, icon, summary }, index) => (
              <Box
                as="li"
                key={`${index}-${name}`}
                p="5"
                borderRadius="lg"
                bg="school.50"
                borderTopWidth="4px"
                borderColor="accent.500"
              >
                <Box color="accent.700" mb="2">
                  <ValueIcon icon={icon} size={28} />
                </Box>
                <Heading as="h3" size="md" color="school.800">
                  {name}
                </Heading>
                <Text mt="1" color="fg.muted">
                  {summary}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
