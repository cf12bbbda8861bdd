import { Box, Card, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Award, Lightbulb, Shield, Sparkles } from "lucide-react";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";

const values = [
  {
    name: "Excellence",
    Icon: Award,
    text: "We set high standards and support every girl to reach them, celebrating effort as much as achievement.",
  },
  {
    name: "Integrity",
    Icon: Shield,
    text: "We act honestly and fairly, keep our promises, and treat everyone with respect.",
  },
  {
    name: "Empowerment",
    Icon: Sparkles,
    text: "We build confidence, independence and a strong voice, so that girls lead in their own way.",
  },
  {
    name: "Innovation",
    Icon: Lightbulb,
    text: "We encourage curiosity, creativity and the courage to try new things and learn from mistakes.",
  },
];

export function MissionValuesPage() {
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
      <Container maxW="5xl" py={{ base: "10", md: "14" }}>
        <Stack gap="10">
          <Box as="section" aria-labelledby="mission-heading">
            <Heading as="h2" id="mission-heading" size="2xl" color="school.800" mb="3">
              Our Mission
            </Heading>
            <Text fontSize="lg" maxW="measure">
              To provide a caring, challenging and inclusive education that develops each girl's mind, character and
              talents, so that she leaves us ready to thrive in high school and beyond.
            </Text>
          </Box>
          <Box as="section" aria-labelledby="values-heading">
            <Heading as="h2" id="values-heading" size="2xl" color="school.800" mb="5">
              Our Values
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
              {values.map(({ name, Icon, text }) => (
                <Card.Root as="li" key={name} borderTopWidth="4px" borderTopColor="accent.500">
                  <Card.Body gap="2">
                    <Box color="accent.700">
                      <Icon aria-hidden size={28} />
                    </Box>
                    <Heading as="h3" size="lg" color="school.800">
                      {name}
                    </Heading>
                    <Text>{text}</Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
