import { Box, Card, Container, Heading, SimpleGrid } from "@chakra-ui/react";
import { Eye, Target } from "lucide-react";
import { PageContent } from "../../../components/page-content";
import { PageMeta } from "../../../components/page-meta";
import { BackToTop } from "../../../components/ui/back-to-top";
import { LinkButton } from "../../../components/ui/link-button";
import { PageHero } from "../../../components/ui/page-hero";
import { Paragraphs } from "../../../components/ui/paragraphs";
import { contactPath } from "../../contact/paths";
import { useAboutContent } from "../api/about-content";
import { ScrollProgress } from "../components/scroll-progress";
import { Statistics } from "../components/statistics";
import { Timeline } from "../components/timeline";

export function AboutPage() {
  const { data, error, refetch } = useAboutContent();
  return (
    <>
      <PageMeta
        page="About Us"
        description="Who we are: our mission and vision, our history and our school in numbers."
      />
      <ScrollProgress />
      <PageHero maxW="6xl" title="About Us" subtitle={data?.aboutContent.subtitle} />
      <PageContent data={data} error={error} refetch={refetch} maxW="6xl">
        {({ missionValuesContent: { mission, vision }, aboutContent: about }) => (
          <>
            <Container maxW="6xl" py={{ base: "10", md: "16" }}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
                {[
                  { title: "Our Mission", Icon: Target, text: mission },
                  { title: "Our Vision", Icon: Eye, text: vision },
                ].map(({ title, Icon, text }) => (
                  <Card.Root key={title} borderTopWidth="4px" borderTopColor="accent.500">
                    <Card.Body gap="3">
                      <Box color="school.700">
                        <Icon aria-hidden size={32} />
                      </Box>
                      <Heading as="h2" size="xl" color="school.800">
                        {title}
                      </Heading>
                      <Paragraphs text={text} gap="3" fontSize="lg" />
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
                <Timeline entries={about.timeline} />
              </Container>
            </Box>
            <Statistics statistics={about.statistics} />
            <Container maxW="3xl" py={{ base: "12", md: "16" }} textAlign="center">
              <Heading as="h2" size="2xl" color="school.800">
                {about.closingTitle}
              </Heading>
              <Paragraphs text={about.closingText} mt="3" gap="3" fontSize="lg" />
              <LinkButton to={contactPath} mt="6" size="lg" colorPalette="accent">
                Contact Us
              </LinkButton>
            </Container>
          </>
        )}
      </PageContent>
      <BackToTop />
    </>
  );
}
