import { Box, Heading, Image, Link, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { diffWords } from "diff";
import { RichText } from "../../../components/ui/rich-text";
import type { VersionChanges_FieldFragment } from "../../../gql/graphql";
import { formatDate, formatInstant } from "../../../lib/dates";

type VersionField = VersionChanges_FieldFragment;

/** 'take-down date' → 'Take-down date', for a label that starts a line. */
const capitalised = (label: string) => label[0].toUpperCase() + label.slice(1);

/** The fields whose value differs from the version before (none to compare with: none). */
export function changedFields(fields: VersionField[], before: VersionField[] | undefined): VersionField[] {
  if (!before) return [];
  const earlier = new Map(before.map((field) => [field.name, field.value]));
  return fields.filter((field) => earlier.has(field.name) && earlier.get(field.name) !== field.value);
}

/** A field's value in words: dates and times on the school's clock, yes or no, what no value means. */
function readable(field: VersionField, timeZone: string): string {
  if (field.value === null) return field.empty;
  switch (field.format) {
    case "DATE":
      return formatDate(field.value);
    case "INSTANT":
      return formatInstant(field.value, timeZone);
    case "YES_NO":
      return field.value === "true" ? "Yes" : "No";
    case "PICTURE":
      return "a picture";
    case "FILE":
      return "a PDF file";
    default:
      return field.value;
  }
}

/** Formatted text as the words a reader sees: one line per paragraph, heading or list item. */
function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const blocks = [...body.querySelectorAll("p, h2, h3, li")];
  return blocks.length > 0
    ? blocks.map((block) => block.textContent?.trim() ?? "").join("\n")
    : (body.textContent ?? "");
}

/** Words removed struck through and added underlined, each also named for screen readers (not colour alone). */
function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word">
      {diffWords(before, after).map((part, index) => {
        if (part.removed)
          return (
            <Box as="del" key={index} bg="red.100" color="red.900" textDecoration="line-through">
              <VisuallyHidden>[removed: </VisuallyHidden>
              {part.value}
              <VisuallyHidden>]</VisuallyHidden>
            </Box>
          );
        if (part.added)
          return (
            <Box as="ins" key={index} bg="green.100" color="green.900" textDecoration="underline">
              <VisuallyHidden>[added: </VisuallyHidden>
              {part.value}
              <VisuallyHidden>]</VisuallyHidden>
            </Box>
          );
        return <span key={index}>{part.value}</span>;
      })}
    </Text>
  );
}

function FieldChange({ field, before, timeZone }: { field: VersionField; before: VersionField; timeZone: string }) {
  const texts = field.format === "TEXT" || field.format === "RICH_TEXT";
  if (texts && field.value !== null && before.value !== null) {
    const words = field.format === "RICH_TEXT" ? plainText : (text: string) => text;
    return <WordDiff before={words(before.value)} after={words(field.value)} />;
  }
  return (
    <Stack gap="0">
      <Text>
        <Text as="span" fontWeight="semibold">
          Before:
        </Text>{" "}
        {readable(before, timeZone)}
      </Text>
      <Text>
        <Text as="span" fontWeight="semibold">
          After:
        </Text>{" "}
        {readable(field, timeZone)}
      </Text>
    </Stack>
  );
}

interface VersionChangesProps {
  version: number;
  fields: VersionField[];
  before: VersionField[];
  timeZone: string;
}

/** What a version changed from the one before it, field by field in staff's words. */
export function VersionChanges({ version, fields, before, timeZone }: VersionChangesProps) {
  const changed = changedFields(fields, before);
  const earlier = new Map(before.map((field) => [field.name, field]));
  if (changed.length === 0) return <Text>Nothing changed in the fields you edit.</Text>;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        Compared with version {version - 1}: removed words are struck through, added words underlined.
      </Text>
      <Stack as="dl" gap="3">
        {changed.map((field) => (
          <Box key={field.name}>
            <Text as="dt" fontWeight="semibold">
              {capitalised(field.label)}
            </Text>
            <Box as="dd">
              <FieldChange field={field} before={earlier.get(field.name)!} timeZone={timeZone} />
            </Box>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/** A version as it read: its formatted text drawn as the public page draws it, its other fields listed. */
export function VersionPreview({
  version,
  fields,
  timeZone,
}: {
  version: number;
  fields: VersionField[];
  timeZone: string;
}) {
  const title = fields.find((field) => field.name === "title")?.value;
  const rest = fields.filter((field) => field.name !== "title");
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Heading as="h4" size="md">
        {title ?? `Version ${version}`}
      </Heading>
      {rest.map((field) => {
        if (field.format === "RICH_TEXT")
          return field.value === null ? null : <RichText key={field.name} html={field.value} fontSize="md" />;
        if (field.format === "PICTURE" && field.value !== null)
          return (
            <Image
              key={field.name}
              src={field.value}
              alt={`The ${field.label} of version ${version}`}
              maxW="xs"
              aspectRatio="4 / 3"
              objectFit="cover"
              borderRadius="md"
            />
          );
        if (field.format === "FILE" && field.value !== null)
          return (
            <Link key={field.name} href={field.value} color="school.700" textDecoration="underline">
              Open the PDF file of version {version}
            </Link>
          );
        return (
          <Text key={field.name}>
            <Text as="span" fontWeight="semibold">
              {capitalised(field.label)}:
            </Text>{" "}
            {readable(field, timeZone)}
          </Text>
        );
      })}
    </Stack>
  );
}
