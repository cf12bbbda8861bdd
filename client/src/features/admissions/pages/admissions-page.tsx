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
import { PageContent } from "../../../components/page-content";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";
import { Paragraphs } from "../../../components/ui/paragraphs";
import type { AdmissionsPageContentQuery } from "../../../gql/graphql";
import { formatLocalDateTime, formatPeriod, nowIn, todayIn } from "../../../lib/dates";
import { fillPlaceholders } from "../../../lib/text";
import { useAdmissionsContent } from "../api/admissions-content";
import { RequiredDocuments } from "../components/required-documents";

type Admissions = AdmissionsPageContentQuery["admissionsContent"];
type KeyDate = Admissions["keyDates"][number];
type AdmissionsSection = Admissions["sections"][number];

/** A key date still ahead (or under way) on the school's `today`; one given in words always is. */
function isCurrent(date: KeyDate, today: string): boolean {
  const last = date.endDate ?? date.startDate;
  return !last || last >= today;
}

function keyDateValue(date: KeyDate): string {
  return date.startDate ? formatPeriod(date.startDate, date.endDate) : (date.note ?? "");
}

/** Open or about to open: when; once closed, that they have. */
function ApplicationsBanner({ admissions, now }: { admissions: Admissions; now: string }) {
  const closed = now >= admissions.applicationsClose;
  const close = formatLocalDateTime(admissions.applicationsClose);
  return (
    <Alert.Root status="info" variant="solid" colorPalette="school" borderRadius="lg" p="5">
      <Alert.Indicator>
        <CalendarDays aria-hidden />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title fontSize="lg">
          {closed
            ? `Applications for ${admissions.intakeYear} have closed`
            : `Applications are open from ${formatLocalDateTime(admissions.applicationsOpen)}`}
        </Alert.Title>
        <Alert.Description fontSize="md">
          {closed ? `They closed on ${close}.` : `Applications close on ${close}.`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A folding section's body: its introduction, then its items as a list, or as questions and answers. */
function SectionBody({ section }: { section: AdmissionsSection }) {
  const { intro, items, numbered } = section;
  const answered = items.some((item) => item.title);
  return (
    <Stack gap="3">
      {intro && <Paragraphs text={intro} gap="3" />}
      {items.length > 0 &&
        (answered ? (
          <Stack gap="3">
            {items.map((item, index) => (
              <Box key={index}>
                {item.title && <Text fontWeight="semibold">{item.title}</Text>}
                <Text whiteSpace="pre-line">{item.text}</Text>
              </Box>
            ))}
          </Stack>
        ) : (
          <List.Root as={numbered ? "ol" : "ul"} gap="2" ps="5">
            {items.map((item, index) => (
              <List.Item key={index}>{item.text}</List.Item>
            ))}
          </List.Root>
        ))}
    </Stack>
  );
}

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
  const identity = useSchoolIdentity();
  const school = identity.data?.school;
  const { data, error, refetch } = useAdmissionsContent();
  return (
    <>
      <PageMeta
        page="Admissions"
        description="Apply for Grade 0 to Grade 7: dates, documents and how the online application works."
      />
      <PageHero
        maxW="4xl"
        title="Admissions"
        subtitle={
          data && fillPlaceholders(data.admissionsContent.subtitle, { intakeYear: data.admissionsContent.intakeYear })
        }
      />
      <PageContent data={data} error={error} refetch={refetch}>
        {({ admissionsContent: admissions, school: { admissionsPortalUrl, timeZone } }) => {
          const today = todayIn(timeZone);
          const keyDates = admissions.keyDates.filter((date) => isCurrent(date, today));
          return (
            <Container maxW="4xl" py={{ base: "8", md: "12" }}>
              <Stack gap="6">
                <ApplicationsBanner admissions={admissions} now={nowIn(timeZone)} />

                <Section title="Application Process">
                  <List.Root gap="2" ps="5">
                    {admissions.processSteps.map((step, index) => (
                      <List.Item key={index}>{step}</List.Item>
                    ))}
                  </List.Root>
                </Section>

                <Section title="Required Documents">
                  <RequiredDocuments documents={admissions.requiredDocuments} />
                </Section>

                <Alert.Root status="warning" borderRadius="lg" p="5">
                  <Alert.Indicator>
                    <Info aria-hidden />
                  </Alert.Indicator>
                  <Alert.Content>
                    <Alert.Title as="h2" fontSize="lg">
                      Important Note
                    </Alert.Title>
                    <Alert.Description fontSize="md" whiteSpace="pre-line">
                      {admissions.importantNote}
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>

                <Section title="Key Dates">
                  {keyDates.length > 0 && (
                    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                      {keyDates.map((item, index) => (
                        <Box key={`${index}-${item.label}`} p="4" bg="school.50" borderRadius="md">
                          <Text fontSize="sm" color="fg.muted">
                            {item.label}
                          </Text>
                          <Text fontWeight="bold" color="school.800">
                            {keyDateValue(item)}
                          </Text>
                        </Box>
                      ))}
                    </SimpleGrid>
                  )}
                  <Paragraphs text={admissions.closingNote} gap="3" />
                </Section>

                <Box>
                  <Button asChild size="lg" colorPalette="accent">
                    <a href={admissionsPortalUrl} target="_blank" rel="noopener noreferrer">
                      Visit d6 Portal <ExternalLink aria-hidden size={18} />
                      <Box as="span" srOnly>
                        {" "}
                        (opens in a new tab)
                      </Box>
                    </a>
                  </Button>
                </Box>

                <Accordion.Root collapsible variant="enclosed" size="lg">
                  {admissions.sections.map((section, index) => (
                    <Accordion.Item key={index} value={`section-${index}`}>
                      <Heading as="h2" size="md">
                        <Accordion.ItemTrigger minH="12" cursor="pointer">
                          <Box flex="1" textAlign="start">
                            {section.title}
                          </Box>
                          <Accordion.ItemIndicator />
                        </Accordion.ItemTrigger>
                      </Heading>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody>
                          <SectionBody section={section} />
                        </Accordion.ItemBody>
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
          );
        }}
      </PageContent>
    </>
  );
}
