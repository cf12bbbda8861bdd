import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Award, Lightbulb, Shield, Sparkles } from "lucide-react";
import { LinkButton } from "../../../components/ui/link-button";
import { paths } from "../../../config/paths";

const values = [
  {
    name: "Excellence",
    Icon: Award,
    text: "We aim high in the classroom, on the field and on the stage, and celebrate every step of growth.",
  },
  {
    name: "Integrity",
    Icon: Shield,
    text: "We are honest, fair and kind, and we take responsibility for our words and actions.",
  },
  {
    name: "Empowerment",
    Icon: Sparkles,
    text: "We give every girl the confidence to lead, to speak up and to make a difference.",
  },
  {
    name: "Innovation",
    Icon: Lightbulb,
    text: "We stay curious, try new ideas and prepare our learners for a changing world.",
  },
];

export function AboutSection() {
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
              Our Story
            </Heading>
            <Text fontSize="lg">
              For well over a century our school in Berea has been a place where girls from every part of Johannesburg
              learn, play and grow together. From a handful of pupils in a single classroom we have grown into a
              thriving preparatory school from Grade 0 to Grade 7.
            </Text>
            <Heading as="h3" size="lg" color="school.700" mt="2">
              Our Mission
            </Heading>
            <Text>
              To provide a caring, challenging and inclusive education that develops each girl's mind, character and
              talents, so that she leaves us ready to thrive in high school and beyond.
            </Text>
            <LinkButton to={paths.about} alignSelf="flex-start" colorPalette="school" variant="outline">
              About Us
            </LinkButton>
          </Stack>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4" aria-label="Our values">
            {values.map(({ name, Icon, text }) => (
              <Box
                as="li"
                key={name}
                p="5"
                borderRadius="lg"
                bg="school.50"
                borderTopWidth="4px"
                borderColor="accent.500"
              >
                <Box color="accent.700" mb="2">
                  <Icon aria-hidden size={28} />
                </Box>
                <Heading as="h3" size="md" color="school.800">
                  {name}
                </Heading>
                <Text mt="1" color="fg.muted">
                  {text}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
