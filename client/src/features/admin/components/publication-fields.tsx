import { Fieldset, RadioGroup, Stack } from "@chakra-ui/react";
import { useController } from "react-hook-form";
import { z } from "zod";
import type { PublicationInput, PublishAction } from "../../../gql/graphql";
import { instantIn, nowIn } from "../../../lib/dates";
import { publicationStateOf } from "../../../lib/publication";
import { useFieldError } from "./field-error";
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

/** Where a form built on the engine keeps the publishing choice; its errors are keyed as the server names them. */
export const PUBLICATION_FIELD = "publication";

/** A schedule needs its time: checked before anything is sent. */
export const publicationSchema = z
  .object({ action: z.enum(["DRAFT", "PUBLISH", "SCHEDULE"]), publishAt: z.string(), expiresAt: z.string() })
  .refine((choice) => choice.action !== "SCHEDULE" || choice.publishAt !== "", {
    message: "Choose when to publish",
    path: ["publishAt"],
  });

const ACTIONS: { value: PublishAction; label: string }[] = [
  { value: "PUBLISH", label: "Published" },
  { value: "DRAFT", label: "Draft (only staff see it)" },
  { value: "SCHEDULE", label: "Scheduled for later" },
];

function WallClockField({
  name,
  label,
  helper,
  required,
}: {
  name: string;
  label: string;
  helper: string;
  required?: boolean;
}) {
  const { field } = useController({ name });
  return (
    <TextField
      label={label}
      type="datetime-local"
      required={required}
      value={field.value as string}
      onChange={field.onChange}
      error={useFieldError(name)}
      helper={helper}
    />
  );
}

/** Draft, published now, or scheduled; and when it comes down by itself. Times are the school's. */
export function PublicationFields({ timeZone }: { timeZone: string }) {
  const { field } = useController({ name: `${PUBLICATION_FIELD}.action` });
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Publishing</Fieldset.Legend>
      <Stack gap="3">
        <RadioGroup.Root
          value={field.value as string}
          onValueChange={(details) => field.onChange(details.value)}
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
        {field.value === "SCHEDULE" && (
          <WallClockField
            name={`${PUBLICATION_FIELD}.publishAt`}
            label="Publish at"
            required
            helper={`School time (${timeZone}). It goes public by itself.`}
          />
        )}
        <WallClockField
          name={`${PUBLICATION_FIELD}.expiresAt`}
          label="Take down at"
          helper="Optional: it stops being public by itself then (an urgent notice, say)."
        />
      </Stack>
    </Fieldset.Root>
  );
}
