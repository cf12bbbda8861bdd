import { Box, Container, Grid, HStack, Heading, Link, SimpleGrid, Stack, Table } from "@chakra-ui/react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSchoolIdentity } from "../../../api/school-identity";
import { PageMeta } from "../../../components/page-meta";
import { PageHero } from "../../../components/ui/page-hero";
import { ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import { groupOfficeHours } from "../../../lib/office-hours";
import { AddressMap } from "../components/address-map";
import { ContactForm } from "../components/contact-form";

function InfoLine({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="4">
      <Box bg="school.50" color="school.700" p="3" borderRadius="full" flexShrink={0}>
        {icon}
      </Box>
      <Box>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Box color="fg.muted">{children}</Box>
      </Box>
    </HStack>
  );
}

export function ContactPage() {
  const { data, error, refetch } = useSchoolIdentity();
  const school = data?.school;

  return (
    <>
      <PageMeta
        page="Contact Us"
        description="Contact the school office: send a message, call, e-mail, or find us in Berea, Johannesburg."
      />
      <PageHero
        title="Contact Us"
        subtitle="We would love to hear from you. Send us a message, call the office, or come and visit."
      />
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap={{ base: "10", lg: "12" }}>
          <Box as="section" aria-labelledby="contact-form-heading">
            <Heading as="h2" id="contact-form-heading" size="xl" color="school.800" mb="5">
              Send us a message
            </Heading>
            <ContactForm phone={school?.phone} />
          </Box>
          <Stack as="section" aria-labelledby="contact-info-heading" gap="6">
            <Heading as="h2" id="contact-info-heading" size="xl" color="school.800">
              Contact information
            </Heading>
            {school ? (
              <>
                <Stack as="address" fontStyle="normal" gap="5">
                  <InfoLine icon={<MapPin aria-hidden size={20} />} title="Address">
                    {school.address}
                  </InfoLine>
                  <InfoLine icon={<Phone aria-hidden size={20} />} title="Phone">
                    <Link
                      href={`tel:${school.phone.replace(/\s/g, "")}`}
                      minH="11"
                      display="inline-flex"
                      alignItems="center"
                    >
                      {school.phone}
                    </Link>
                  </InfoLine>
                  <InfoLine icon={<Mail aria-hidden size={20} />} title="E-mail">
                    <Link
                      href={`mailto:${school.email}`}
                      minH="11"
                      display="inline-flex"
                      alignItems="center"
                      wordBreak="break-all"
                    >
                      {school.email}
                    </Link>
                  </InfoLine>
                </Stack>
                <Box>
                  <HStack gap="2" mb="3" color="school.800">
                    <Clock aria-hidden size={20} />
                    <Heading as="h2" size="lg">
                      Office hours
                    </Heading>
                  </HStack>
                  <Table.Root size="md" variant="outline" borderRadius="md">
                    <Table.Body>
                      {groupOfficeHours(school.officeHours).map((row) => (
                        <Table.Row key={row.days}>
                          <Table.Cell fontWeight="semibold">{row.days}</Table.Cell>
                          <Table.Cell textAlign="end">{row.hours}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Box>
              </>
            ) : error ? (
              <ErrorState
                title="Error Loading Contact Details"
                message="There was a problem loading our address, phone number and office hours. Please try again later."
                onRetry={retry(refetch)}
              />
            ) : (
              <LoadingState label="Loading contact details" />
            )}
          </Stack>
        </Grid>
        <SimpleGrid as="section" aria-labelledby="map-heading" mt="12" gap="4">
          <Heading as="h2" id="map-heading" size="xl" color="school.800">
            Find us
          </Heading>
          {school && <AddressMap address={school.address} mapUrl={school.mapUrl} />}
        </SimpleGrid>
      </Container>
    </>
  );
}
