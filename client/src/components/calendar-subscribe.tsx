import { Box, Button, Flex, Input, Link, List, Stack, Text } from "@chakra-ui/react";
import { CalendarPlus, ChevronDown, Copy } from "lucide-react";
import { useId, useState } from "react";
import { useEventCalendars } from "../api/event-calendars";
import { useSchoolIdentity } from "../api/school-identity";
import { subscriptionLinks } from "../lib/calendar-links";
import { usePublicUrl } from "../lib/page-context";
import { SelectField } from "./ui/select-field";
import { toaster } from "./ui/toaster";

const ALL_EVENTS = "All events";

/**
 * "Subscribe to the calendar": links that add the school's calendar feed (every event, or one
 * category such as Term Dates) to Google, Apple or Outlook calendars, which then keep it up to date.
 * A native disclosure, so it opens without JavaScript too (the choice of calendar needs it).
 */
export function CalendarSubscribe() {
  const origin = usePublicUrl();
  const { data } = useEventCalendars();
  const schoolName = useSchoolIdentity().data?.school.name ?? "School";
  const calendars = data?.eventCalendars ?? [{ category: null, path: "/calendar.ics" }];
  const [chosenPath, setChosenPath] = useState(calendars[0].path);
  const feedFieldId = useId();
  const chosen = calendars.find((calendar) => calendar.path === chosenPath) ?? calendars[0];
  const name = `${schoolName}: ${chosen.category ?? ALL_EVENTS}`;
  const links = subscriptionLinks(origin, chosen.path, name);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.feed);
      toaster.create({ title: "Link copied", description: "Paste it into your calendar app.", type: "info" });
    } catch {
      toaster.create({ title: "Could not copy", description: "Select the link and copy it yourself.", type: "error" });
    }
  };

  const apps = [
    { label: "Google Calendar", href: links.google, howTo: "Opens Google Calendar; choose Add." },
    { label: "Apple Calendar", href: links.apple, howTo: "On an iPhone, iPad or Mac: choose Subscribe." },
    { label: "Outlook", href: links.outlook, howTo: "Opens Outlook on the web; choose Import." },
  ];

  return (
    <Box
      as="details"
      mb="6"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg"
      css={{ "&[open] > summary svg:last-of-type": { transform: "rotate(180deg)" } }}
    >
      <Flex
        as="summary"
        align="center"
        gap="2"
        px="4"
        minH="12"
        cursor="pointer"
        fontWeight="semibold"
        color="school.800"
        listStyleType="none"
        css={{ "&::-webkit-details-marker": { display: "none" } }}
        _focusVisible={{ outline: "2px solid", outlineColor: "school.600", outlineOffset: "2px" }}
      >
        <CalendarPlus size={18} aria-hidden />
        Subscribe to the calendar
        <Box as="span" ml="auto" display="inline-flex">
          <ChevronDown size={18} aria-hidden />
        </Box>
      </Flex>
      <Stack gap="4" px="4" pb="4">
        <Text color="fg.muted">New and changed events appear in your own calendar app by themselves.</Text>
        {calendars.length > 1 && (
          <SelectField
            label="Which calendar"
            value={chosen.path}
            onChange={setChosenPath}
            options={calendars.map((calendar) => ({ value: calendar.path, label: calendar.category ?? ALL_EVENTS }))}
          />
        )}
        <List.Root gap="3" listStyleType="none" ms="0">
          {apps.map((app) => (
            <List.Item key={app.label}>
              <Link
                href={app.href}
                target={app.href.startsWith("webcal:") ? undefined : "_blank"}
                rel="noopener"
                fontWeight="semibold"
                color="school.700"
                textDecoration="underline"
              >
                {app.label}
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {app.howTo}
              </Text>
            </List.Item>
          ))}
        </List.Root>
        <Stack gap="1">
          <Text asChild fontWeight="semibold" fontSize="sm">
            <label htmlFor={feedFieldId}>Another app: add a calendar from this address</label>
          </Text>
          <Flex gap="2" direction={{ base: "column", sm: "row" }}>
            <Input id={feedFieldId} readOnly value={links.feed} onFocus={(event) => event.target.select()} />
            <Button variant="outline" minH="10" onClick={() => void copy()} data-needs-js>
              <Copy size={16} aria-hidden /> Copy link
            </Button>
          </Flex>
        </Stack>
      </Stack>
    </Box>
  );
}
