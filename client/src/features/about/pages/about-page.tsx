import { Box, Card, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { Eye, Target } from "lucide-react";
import { PageMeta } from "../../../components/page-meta";
import { BackToTop } from "../../../components/ui/back-to-top";
import { LinkButton } from "../../../components/ui/link-button";
import { PageHero } from "../../../components/ui/page-hero";
import { paths } from "../../../config/paths";
import { ScrollProgress } from "../components/scroll-progress";
import { Statistics } from "../components/statistics";
import { Timeline } from "../components/timeline";

const cards = [
  {
    title: "Our Mission",
    Icon: Target,
    text: "To provide a caring, challenging and inclusive education that develops each girl's mind, character and talents.",
  },
  {
    title: "Our Vision",
    Icon: Eye,
    text: "To be a school where every girl discovers her voice and grows into a confident, compassionate leader.",
  },
];

export function AboutPage() {
  return (
    <>
      <PageMeta
        page="About Us"
        description="Who we are: our mission and vision, our history since 1887 and our school in numbers."
      />
      <ScrollProgress />
      <PageHero
        maxW="6xl"
        title="About Us"
        subtitle="A proud tradition of educating girls in the heart of Johannesburg."
      />
      <Container maxW="6xl" py={{ base: "10", md: "16" }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {cards.map(({ title, Icon, text }) => (
            <Card.Root key={title} borderTopWidth="4px" borderTopColor="accent.500">
              <Card.Body gap="3">
                <Box color="school.700">
                  <Icon aria-hidden size={32} />
                </Box>
                <Heading as="h2" size="xl" color="school.800">
                  {title}
                </Heading>
                <Text fontSize="lg">{text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
      <Box as="section" aria-labelledby="timeline-heading" bg="school.50" py={{ base: "10", md: "16" }}>
        <Container maxW="4xl">
          <Heading as="h2" id="timeline-heading" size="2xl" color="school.800" mb="8">
            Our Journey
          </Heading>
          <Timeline />
        </Container>
      </Box>
      <Statistics />
      <Container maxW="3xl" py={{ base: "12", md: "16" }} textAlign="center">
        <Heading as="h2" size="2xl" color="school.800">
          Come and see us
        </Heading>
        <Text mt="3" fontSize="lg">
          We would love to show you around and answer your questions.
        </Text>
        <LinkButton to={paths.contact} mt="6" size="lg" colorPalette="accent">
          Contact Us
        </LinkButton>
      </Container>
      <BackToTop />
    </>
  );
}
