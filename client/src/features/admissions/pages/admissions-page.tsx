import {
  Accordion,
  Alert,
  Box,
  Button,
  Card,
  Container,
  Heading,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { CalendarDays, ExternalLink, Info, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSchoolIdentity } from "../../../api/school-identity";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";
import { RequiredDocuments } from "../components/required-documents";

const D6_PORTAL_URL = "https://www.gdeadmissions.gov.za/";

const keyDates = [
  { label: "Application period", value: "11 July – 14 August 2025" },
  { label: "Outcomes announced", value: "16 September – 11 October 2025" },
  { label: "Accepting an offer", value: "Within 7 days of the offer" },
];

const sections: { value: string; title: string; body: ReactNode }[] = [
  {
    value: "placement",
    title: "Placement Criteria",
    body: (
      <>
        <Text mb="3">Places are offered in this order:</Text>
        <List.Root as="ol" gap="2" ps="5">
          <List.Item>Learners who live in the school's feeder zone</List.Item>
          <List.Item>Learners who attended a linked previous school</List.Item>
          <List.Item>Learners with a sibling at the school</List.Item>
          <List.Item>Learners whose parent works in the feeder zone</List.Item>
          <List.Item>Learners who live beyond 30 km of the school</List.Item>
        </List.Root>
      </>
    ),
  },
  {
    value: "foreign",
    title: "Foreign National Requirements",
    body: (
      <>
        <Text mb="3">Parents who are foreign nationals upload one of the following, as it applies:</Text>
        <List.Root gap="2" ps="5">
          <List.Item>Passport or refugee permit</List.Item>
          <List.Item>Asylum seeker permit</List.Item>
          <List.Item>Permanent residence permit</List.Item>
          <List.Item>Study permit</List.Item>
          <List.Item>Work permit</List.Item>
        </List.Root>
      </>
    ),
  },
  {
    value: "verification",
    title: "Document Verification",
    body: (
      <Text>
        Documents are uploaded on the portal or taken to the school for verification within the time the department
        gives. An application is complete only once its documents have been verified.
      </Text>
    ),
  },
  {
    value: "faq",
    title: "FAQ",
    body: (
      <Stack gap="3">
        <Box>
          <Text fontWeight="semibold">Can I apply to only one school?</Text>
          <Text>No. Select 3 to 5 schools in order of preference; never apply to only one school.</Text>
        </Box>
        <Box>
          <Text fontWeight="semibold">What if I receive more than one offer?</Text>
          <Text>Accept one offer within 7 days of receiving it.</Text>
        </Box>
      </Stack>
    ),
  },
];

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg" color="school.800" display="flex" alignItems="center" gap="2">
          {icon}
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function AdmissionsPage() {
  const { data } = useSchoolIdentity();
  const school = data?.school;
  return (
    <>
      <PageMeta
        page="Admissions"
        description="Apply for Grade 0 to Grade 7 for 2026: dates, documents and how the online application works."
      />
      <PageHero
        maxW="4xl"
        title="Admissions"
        subtitle="Join our preparatory school family: applications for Grade 0-7 for 2026."
      />
      <Container maxW="4xl" py={{ base: "8", md: "12" }}>
        <Stack gap="6">
          <Alert.Root status="info" variant="solid" colorPalette="school" borderRadius="lg" p="5">
            <Alert.Indicator>
              <CalendarDays aria-hidden />
            </Alert.Indicator>
            <Alert.Content>
              <Alert.Title fontSize="lg">Applications are open from 11 July 2025 at 08:00</Alert.Title>
              <Alert.Description fontSize="md">Applications close on 14 August 2025 at 00:00.</Alert.Description>
            </Alert.Content>
          </Alert.Root>

          <Section title="Application Process">
            <List.Root gap="2" ps="5">
              <List.Item>
                Applications are made online through the provincial education department admissions portal.
              </List.Item>
              <List.Item>Your home address is confirmed by SMS.</List.Item>
              <List.Item>The language of instruction must be included in the application.</List.Item>
            </List.Root>
          </Section>

          <Section title="Required Documents">
            <RequiredDocuments />
          </Section>

          <Alert.Root status="warning" borderRadius="lg" p="5">
            <Alert.Indicator>
              <Info aria-hidden />
            </Alert.Indicator>
            <Alert.Content>
              <Alert.Title as="h2" fontSize="lg">
                Important Note
              </Alert.Title>
              <Alert.Description fontSize="md">
                Select 3 to 5 schools in order of preference, at most 5. Never apply to only one school.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>

          <Section title="Key Dates">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              {keyDates.map((item) => (
                <Box key={item.label} p="4" bg="school.50" borderRadius="md">
                  <Text fontSize="sm" color="fg.muted">
                    {item.label}
                  </Text>
                  <Text fontWeight="bold" color="school.800">
                    {item.value}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
            <Text>
              If your application is unsuccessful, the department will place your child at a school with space, as close
              as possible to your home.
            </Text>
          </Section>

          <Box>
            <Button asChild size="lg" colorPalette="accent">
              <a href={D6_PORTAL_URL} target="_blank" rel="noopener noreferrer">
                Visit d6 Portal <ExternalLink aria-hidden size={18} />
                <Box as="span" srOnly>
                  {" "}
                  (opens in a new tab)
                </Box>
              </a>
            </Button>
          </Box>

          <Accordion.Root collapsible variant="enclosed" size="lg">
            {sections.map((section) => (
              <Accordion.Item key={section.value} value={section.value}>
                <Heading as="h2" size="md">
                  <Accordion.ItemTrigger minH="12" cursor="pointer">
                    <Box flex="1" textAlign="start">
                      {section.title}
                    </Box>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                </Heading>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>{section.body}</Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>

          <Section title="Admissions Office">
            <Text>Questions about your application? Contact the admissions office:</Text>
            {school && (
              <Stack gap="1">
                <Link href={`mailto:${school.email}`} minH="11" display="inline-flex" alignItems="center" gap="2">
                  <Mail aria-hidden size={18} /> {school.email}
                </Link>
                <Link
                  href={`tel:${school.phone.replace(/\s/g, "")}`}
                  minH="11"
                  display="inline-flex"
                  alignItems="center"
                  gap="2"
                >
                  <Phone aria-hidden size={18} /> {school.phone}
                </Link>
              </Stack>
            )}
          </Section>
        </Stack>
      </Container>
    </>
  );
}
