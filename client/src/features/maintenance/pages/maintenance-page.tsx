import { Box, Container, Heading, Image, Link, Stack, Text } from "@chakra-ui/react";
import { Wrench } from "lucide-react";
import { useSchoolIdentity } from "../../../api/school-identity";
import { PageMeta } from "../../../components/page-meta";
import { SCHOOL_CREST } from "../../../config/assets";

export function MaintenancePage() {
  const { data } = useSchoolIdentity();
  const school = data?.school;
  return (
    <>
      <PageMeta page="Website Under Maintenance" description="The website is being updated. Please check back soon." />
      <meta name="robots" content="noindex" />
      <Box bg="school.800" color="white" py="16" flex="1" display="flex" alignItems="center">
        <Container maxW="2xl" textAlign="center">
          <Stack gap="5" align="center">
            <Image src={SCHOOL_CREST} alt="School crest" htmlWidth="80" htmlHeight="96" w="20" h="24" />
            <Box color="accent.300">
              <Wrench aria-hidden size={36} />
            </Box>
            <Heading as="h1" size="3xl">
              Website Under Maintenance
            </Heading>
            <Text fontSize="lg">We are updating our website to serve you better. Please check back soon.</Text>
            {school && (
              <Text fontSize="lg">
                For urgent inquiries, e-mail{" "}
                <Link href={`mailto:${school.email}`} color="accent.200" textDecoration="underline">
                  {school.email}
                </Link>{" "}
                or call{" "}
                <Link href={`tel:${school.phone.replace(/\s/g, "")}`} color="accent.200" textDecoration="underline">
                  {school.phone}
                </Link>
                .
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
    </>
  );
}
