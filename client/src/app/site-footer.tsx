import { Box, Container, HStack, Heading, Image, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useSchoolIdentity, useSchoolYear } from "../api/school-identity";
import { aboutPath } from "../features/about/paths";
import { academicCalendarPath } from "../features/academic-calendar/paths";
import { alertsPaths } from "../features/alerts/paths";
import { announcementsPaths } from "../features/announcements/paths";
import { contactPath } from "../features/contact/paths";
import { eventsPaths } from "../features/events/paths";
import { homePath } from "../features/home/paths";
import { newsPaths } from "../features/news/paths";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon } from "../components/ui/social-icons";
import type { SocialNetwork } from "../gql/graphql";
import { fillPlaceholders } from "../lib/text";
import { SCHOOL_CREST } from "../config/assets";

const quickLinks = [
  { name: "Home", path: homePath },
  { name: "About Us", path: aboutPath },
  { name: "News", path: newsPaths.list },
  { name: "Events", path: eventsPaths.list },
  { name: "Announcements", path: announcementsPaths.list },
  { name: "Contact Us", path: contactPath },
];

/** Careers has no page of its own yet: it opens the contact form with the Careers subject. */
const resources = [
  { name: "Academic Calendar", path: academicCalendarPath },
  { name: "E-mail Alerts", path: alertsPaths.signUp },
  { name: "Careers", path: `${contactPath}?subject=Careers` },
];

/** Each network the school may link to: its name (the link's label) and its mark. */
const NETWORKS: Record<SocialNetwork, { name: string; Icon: typeof FacebookIcon }> = {
  FACEBOOK: { name: "Facebook", Icon: FacebookIcon },
  TWITTER: { name: "Twitter", Icon: TwitterIcon },
  INSTAGRAM: { name: "Instagram", Icon: InstagramIcon },
  LINKEDIN: { name: "LinkedIn", Icon: LinkedInIcon },
};

/** The school's pages on the networks it is on; nothing at all when it is on none. */
function SocialLinks({ links }: { links: { network: SocialNetwork; url: string }[] }) {
  if (links.length === 0) return null;
  return (
    <HStack as="ul" listStyleType="none" gap="1">
      {links.map(({ network, url }) => {
        const { name, Icon } = NETWORKS[network];
        return (
          <li key={network}>
            <Link
              href={url}
              aria-label={name}
              color="school.100"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="11"
              borderRadius="full"
              _hover={{ bg: "whiteAlpha.200", color: "white" }}
            >
              <Icon />
            </Link>
          </li>
        );
      })}
    </HStack>
  );
}

function FooterLinks({ title, links }: { title: string; links: { name: string; path: string }[] }) {
  return (
    <Box as="nav" aria-label={title}>
      <Heading as="h2" size="md" color="white" mb="3">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="0">
        {links.map((link) => (
          <li key={link.name}>
            <Link
              asChild
              color="school.100"
              minH="11"
              display="inline-flex"
              alignItems="center"
              _hover={{ color: "white" }}
            >
              <RouterLink to={link.path}>{link.name}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="3" minH="11" align="center">
      <Box color="accent.300" flexShrink={0}>
        {icon}
      </Box>
      <Box>{children}</Box>
    </HStack>
  );
}

export function SiteFooter() {
  const { data } = useSchoolIdentity();
  const school = data?.school;
  const year = useSchoolYear();
  return (
    <Box as="footer" bg="school.900" color="school.50" pt="12" pb="6">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="8">
          <Stack gap="3">
            <HStack gap="3">
              <Image src={SCHOOL_CREST} alt="" w="10" h="12" htmlWidth="40" htmlHeight="48" loading="lazy" />
              <Text fontWeight="bold" fontSize="lg" color="white">
                {school?.name}
              </Text>
            </HStack>
            {school && <Text fontStyle="italic">“{school.motto}”</Text>}
            {school && (
              <>
                <Text>{fillPlaceholders(school.tagline, { foundingYear: school.foundingYear })}</Text>
                <SocialLinks links={school.socialLinks} />
              </>
            )}
          </Stack>
          <FooterLinks title="Quick Links" links={quickLinks} />
          <FooterLinks title="Resources" links={resources} />
          <Box>
            <Heading as="h2" size="md" color="white" mb="3">
              Contact
            </Heading>
            {school && (
              <Stack as="address" fontStyle="normal" gap="0">
                <ContactLine icon={<MapPin size={20} aria-hidden />}>{school.address}</ContactLine>
                <ContactLine icon={<Phone size={20} aria-hidden />}>
                  <Link href={`tel:${school.phone.replace(/\s/g, "")}`} color="school.50">
                    {school.phone}
                  </Link>
                </ContactLine>
                <ContactLine icon={<Mail size={20} aria-hidden />}>
                  <Link href={`mailto:${school.email}`} color="school.50" wordBreak="break-all">
                    {school.email}
                  </Link>
                </ContactLine>
              </Stack>
            )}
          </Box>
        </SimpleGrid>
        <Text mt="10" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.300" fontSize="sm" textAlign="center">
          © {year} {school?.name}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
