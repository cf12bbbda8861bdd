import { Fieldset, RadioGroup, Stack } from "@chakra-ui/react";
import type { PublicationInput, PublishAction } from "../../../gql/graphql";
import { instantIn, nowIn } from "../../../lib/dates";
import { publicationStateOf } from "../../../lib/publication";
import { TextField } from "./text-field";

/** How staff want an item published, as the form holds it (times on the school's wall clock). */
export interface PublicationChoice {
  action: PublishAction;
  /** yyyy-mm-ddTHH:mm in the school's time zone; with SCHEDULE. */
  publishAt: string;
  /** yyyy-mm-ddTHH:mm in the school's time zone, or empty for none. */
  expiresAt: string;
}

/** The form's starting choice for an item (none: a new one, published when saved). */
export function initialPublication(
  item: { publishedAt?: string | null; expiresAt?: string | null } | undefined,
  timeZone: string,
): PublicationChoice {
  const wall = (iso: string | null | undefined) => (iso ? nowIn(timeZone, new Date(iso)) : "");
  const state = item ? publicationStateOf(item) : "PUBLISHED";
  return {
    action: state === "DRAFT" ? "DRAFT" : state === "SCHEDULED" ? "SCHEDULE" : "PUBLISH",
    publishAt: state === "SCHEDULED" ? wall(item?.publishedAt) : "",
    expiresAt: wall(item?.expiresAt),
  };
}

export function publicationInput(choice: PublicationChoice, timeZone: string): PublicationInput {
  const instant = (local: string) => (local ? instantIn(local, timeZone).toISOString() : null);
  return {
    action: choice.action,
    publishAt: choice.action === "SCHEDULE" ? instant(choice.publishAt) : null,
    expiresAt: instant(choice.expiresAt),
  };
}

/**
 * The save button's words: what will happen ('Save draft', 'Unpublish' for an item parents see now,
 * 'Schedule', or the form's own publish label).
 */
export function publicationSubmitLabel(
  choice: PublicationChoice,
  publishLabel: string,
  item?: { publishedAt?: string | null; expiresAt?: string | null },
): string {
  if (choice.action === "DRAFT") return item && publicationStateOf(item) === "PUBLISHED" ? "Unpublish" : "Save draft";
  if (choice.action === "SCHEDULE") return "Schedule";
  return publishLabel;
}

/** Errors the form finds itself, keyed as the server names them. */
export function publicationErrors(choice: PublicationChoice): Record<string, string> {
  return choice.action === "SCHEDULE" && !choice.publishAt ? { "publication.publishAt": "Choose when to publish" } : {};
}

const ACTIONS: { value: PublishAction; label: string }[] = [
  { value: "PUBLISH", label: "Published" },
  { value: "DRAFT", label: "Draft (only staff see it)" },
  { value: "SCHEDULE", label: "Scheduled for later" },
];

interface PublicationFieldsProps {
  value: PublicationChoice;
  onChange: (value: PublicationChoice) => void;
  errors: Partial<Record<string, string>>;
  timeZone: string;
}

/** Draft, published now, or scheduled; and when it comes down by itself. Times are the school's. */
export function PublicationFields({ value, onChange, errors, timeZone }: PublicationFieldsProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Publishing</Fieldset.Legend>
      <Stack gap="3">
        <RadioGroup.Root
          value={value.action}
          onValueChange={(details) => onChange({ ...value, action: details.value as PublishAction })}
          colorPalette="school"
          aria-label="Publishing"
        >
          <Stack gap="1">
            {ACTIONS.map((action) => (
              <RadioGroup.Item key={action.value} value={action.value} minH="11">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{action.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {value.action === "SCHEDULE" && (
          <TextField
            label="Publish at"
            type="datetime-local"
            required
            value={value.publishAt}
            onChange={(publishAt) => onChange({ ...value, publishAt })}
            error={errors["publication.publishAt"]}
            helper={`School time (${timeZone}). It goes public by itself.`}
          />
        )}
        <TextField
          label="Take down at"
          type="datetime-local"
          value={value.expiresAt}
          onChange={(expiresAt) => onChange({ ...value, expiresAt })}
          error={errors["publication.expiresAt"]}
          helper="Optional: it stops being public by itself then (an urgent notice, say)."
        />
      </Stack>
    </Fieldset.Root>
  );
}
