import { Badge } from "@chakra-ui/react";
import { useSchoolTimeZone } from "../../../api/school-identity";
import { SelectField } from "../../../components/ui/select-field";
import type { PublicationState } from "../../../gql/graphql";
import { formatInstant } from "../../../lib/dates";
import { publicationStateOf } from "../../../lib/publication";

/** Where an item stands for the public, in words (the colour only repeats them). */
export function PublicationBadge({ item }: { item: { publishedAt?: string | null; expiresAt?: string | null } }) {
  const timeZone = useSchoolTimeZone();
  const state = publicationStateOf(item);
  if (state === "DRAFT") return <Badge colorPalette="gray">Draft</Badge>;
  if (state === "SCHEDULED")
    return <Badge colorPalette="blue">Scheduled: {formatInstant(item.publishedAt, timeZone)}</Badge>;
  if (state === "EXPIRED") return <Badge colorPalette="gray">Ended {formatInstant(item.expiresAt, timeZone)}</Badge>;
  return (
    <Badge colorPalette="green">
      {item.expiresAt ? `Published until ${formatInstant(item.expiresAt, timeZone)}` : "Published"}
    </Badge>
  );
}

const STATES = [
  { value: "", label: "Every state" },
  { value: "PUBLISHED", label: "Published" },
  { value: "SCHEDULED", label: "Scheduled" },
  { value: "DRAFT", label: "Drafts" },
  { value: "EXPIRED", label: "Ended" },
];

/** A management list's filter by publication state ('' for all). */
export function PublicationFilter({
  value,
  onChange,
}: {
  value: PublicationState | "";
  onChange: (value: PublicationState | "") => void;
}) {
  return (
    <SelectField
      label="Show"
      value={value}
      onChange={(state) => onChange(state as PublicationState | "")}
      options={STATES}
    />
  );
}
