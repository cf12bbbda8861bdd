import { Box, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { graphql } from "../../../../gql";
import type { SchoolInput, SchoolSettingsForm_SchoolFragment, SocialNetwork, Weekday } from "../../../../gql/graphql";
import { contactPath } from "../../../contact/paths";
import { schoolSettingsApi } from "../api/school-settings";
import { ContentEditor } from "../components/content-editor";
import type { ContentEditorDefinition, ContentFormProps } from "../components/content-editor";
import type { FieldErrors } from "../components/fields";
import { CheckboxField, FieldGroup, TextInput, isWholeNumber, optionalText, textBinder } from "../components/fields";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const SchoolSettingsFormFragment = graphql(`
  fragment SchoolSettingsForm_school on School {
    name
    motto
    foundingYear
    tagline
    address
    phone
    email
    mapUrl
    admissionsPortalUrl
    timeZone
    officeHours {
      day
      opens
      closes
    }
    socialLinks {
      network
      url
    }
    version
    updatedAt
    updatedBy
  }
`);

const WEEKDAYS: { day: Weekday; label: string }[] = [
  { day: "MONDAY", label: "Monday" },
  { day: "TUESDAY", label: "Tuesday" },
  { day: "WEDNESDAY", label: "Wednesday" },
  { day: "THURSDAY", label: "Thursday" },
  { day: "FRIDAY", label: "Friday" },
  { day: "SATURDAY", label: "Saturday" },
  { day: "SUNDAY", label: "Sunday" },
];

const NETWORKS: { network: SocialNetwork; label: string }[] = [
  { network: "FACEBOOK", label: "Facebook" },
  { network: "TWITTER", label: "Twitter / X" },
  { network: "INSTAGRAM", label: "Instagram" },
  { network: "LINKEDIN", label: "LinkedIn" },
];

/** A day keeps its times while ticked closed, so unticking brings them back. */
interface OfficeDayValue {
  day: Weekday;
  closed: boolean;
  opens: string;
  closes: string;
}

interface SchoolValues {
  name: string;
  motto: string;
  foundingYear: string;
  tagline: string;
  address: string;
  phone: string;
  email: string;
  mapUrl: string;
  admissionsPortalUrl: string;
  /** Shown, not edited: it is configuration. */
  timeZone: string;
  officeHours: OfficeDayValue[];
  /** A link per network; blank for a network the school is not on. */
  social: Record<SocialNetwork, string>;
}

function fromData(school: SchoolSettingsForm_SchoolFragment): SchoolValues {
  return {
    name: school.name,
    motto: school.motto,
    foundingYear: String(school.foundingYear),
    tagline: school.tagline,
    address: school.address,
    phone: school.phone,
    email: school.email,
    mapUrl: school.mapUrl ?? "",
    admissionsPortalUrl: school.admissionsPortalUrl,
    timeZone: school.timeZone,
    officeHours: WEEKDAYS.map(({ day }) => {
      const saved = school.officeHours.find((item) => item.day === day);
      return { day, closed: !saved?.opens, opens: saved?.opens ?? "", closes: saved?.closes ?? "" };
    }),
    social: Object.fromEntries(
      NETWORKS.map(({ network }) => [network, school.socialLinks.find((link) => link.network === network)?.url ?? ""]),
    ) as Record<SocialNetwork, string>,
  };
}

/** The networks sent, in the order above: the server's messages name them by this position. */
const sentNetworks = (values: SchoolValues) => NETWORKS.filter(({ network }) => values.social[network].trim());

function toInput(values: SchoolValues): SchoolInput {
  return {
    name: values.name,
    motto: values.motto,
    foundingYear: Number(values.foundingYear),
    tagline: values.tagline,
    address: values.address,
    phone: values.phone,
    email: values.email,
    mapUrl: optionalText(values.mapUrl),
    admissionsPortalUrl: values.admissionsPortalUrl,
    officeHours: values.officeHours.map(({ day, closed, opens, closes }) =>
      closed ? { day, opens: null, closes: null } : { day, opens: opens || null, closes: closes || null },
    ),
    socialLinks: sentNetworks(values).map(({ network }) => ({ network, url: values.social[network].trim() })),
  };
}

function check(values: SchoolValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!isWholeNumber(values.foundingYear)) errors.foundingYear = "Founding year must be a year";
  values.officeHours.forEach((day, index) => {
    if (day.closed) return;
    if (!day.opens) errors[`officeHours.${index}.opens`] = "Give the opening time, or tick Closed";
    if (!day.closes) errors[`officeHours.${index}.closes`] = "Give the closing time, or tick Closed";
  });
  return errors;
}

function OfficeHoursEditor({ values, onChange, errors }: ContentFormProps<SchoolValues>) {
  const update = (index: number, change: Partial<OfficeDayValue>) =>
    onChange({
      ...values,
      officeHours: values.officeHours.map((day, at) => (at === index ? { ...day, ...change } : day)),
    });
  return (
    <FieldGroup
      legend="Office hours"
      helper={`Times are in the school's time zone (${values.timeZone}). A closed day shows as Closed.`}
    >
      {values.officeHours.map((day, index) => {
        const { label } = WEEKDAYS[index];
        const dayError = errors[`officeHours.${index}.day`];
        return (
          <Box key={day.day} as="fieldset" aria-label={label} borderBottomWidth="1px" pb="3">
            <Flex gap="4" align={{ md: "flex-end" }} direction={{ base: "column", md: "row" }}>
              <Heading as="h4" size="sm" w={{ md: "8rem" }} pb={{ md: "3" }} aria-hidden>
                {label}
              </Heading>
              <Box pb={{ md: "1" }}>
                <CheckboxField label="Closed" checked={day.closed} onChange={(closed) => update(index, { closed })} />
              </Box>
              {!day.closed && (
                <>
                  <TextInput
                    label="Opens"
                    type="time"
                    width="9rem"
                    value={day.opens}
                    onChange={(opens) => update(index, { opens })}
                    error={errors[`officeHours.${index}.opens`]}
                  />
                  <TextInput
                    label="Closes"
                    type="time"
                    width="9rem"
                    value={day.closes}
                    onChange={(closes) => update(index, { closes })}
                    error={errors[`officeHours.${index}.closes`]}
                  />
                </>
              )}
            </Flex>
            {dayError && <Text color="fg.error">{dayError}</Text>}
          </Box>
        );
      })}
    </FieldGroup>
  );
}

function SchoolSettingsForm(props: ContentFormProps<SchoolValues>) {
  const { values, onChange, errors } = props;
  const text = textBinder(values, onChange, errors);
  const sent = sentNetworks(values);
  return (
    <>
      <FieldGroup legend="The school">
        <TextInput {...text("name", "School name")} />
        <TextInput {...text("motto", "Motto")} />
        <TextInput {...text("foundingYear", "Founding year", { numeric: true, width: "10rem" })} />
        <TextInput
          {...text("tagline", "Footer line", { rows: 2 })}
          helper="{foundingYear} stands for the founding year."
        />
      </FieldGroup>
      <FieldGroup legend="Contact details">
        <TextInput {...text("address", "Address", { rows: 2 })} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextInput {...text("phone", "Phone", { type: "tel" })} />
          <TextInput {...text("email", "E-mail", { type: "email" })} />
        </SimpleGrid>
        <TextInput
          {...text("mapUrl", "Map link", { type: "url", required: false })}
          helper="Optional. Without it, the address links to a map search."
        />
      </FieldGroup>
      <OfficeHoursEditor {...props} />
      <FieldGroup legend="Social media" helper="Leave a network empty if the school is not on it.">
        {NETWORKS.map(({ network, label }) => {
          const index = sent.findIndex((item) => item.network === network);
          return (
            <TextInput
              key={network}
              label={`${label} link`}
              type="url"
              value={values.social[network]}
              onChange={(url) => onChange({ ...values, social: { ...values.social, [network]: url } })}
              error={
                index < 0 ? undefined : (errors[`socialLinks.${index}.url`] ?? errors[`socialLinks.${index}.network`])
              }
            />
          );
        })}
      </FieldGroup>
      <FieldGroup legend="Admissions">
        <TextInput
          {...text("admissionsPortalUrl", "Admissions portal", { type: "url" })}
          helper="The provincial admissions portal that applications go through."
        />
      </FieldGroup>
    </>
  );
}

const schoolSettings: ContentEditorDefinition<SchoolSettingsForm_SchoolFragment, SchoolValues, SchoolInput> = {
  page: "SCHOOL",
  title: "School settings",
  publicPath: contactPath,
  api: schoolSettingsApi,
  fromData,
  toInput,
  check,
  Form: SchoolSettingsForm,
};

export function SchoolSettingsEditor() {
  return <ContentEditor definition={schoolSettings} />;
}
