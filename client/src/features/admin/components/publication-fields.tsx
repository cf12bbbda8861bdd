import { Fieldset, Stack, chakra } from "@chakra-ui/react";
import { useId } from "react";
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

/** The form's starting choice for an item (none: a new one, a draft until staff choose to publish it). */
export function initialPublication(
  item: { publishedAt?: string | null; expiresAt?: string | null } | undefined,
  timeZone: string,
): PublicationChoice {
  const wall = (iso: string | null | undefined) => (iso ? nowIn(timeZone, new Date(iso)) : "");
  const state = item ? publicationStateOf(item) : "DRAFT";
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

/** Parents see the item now. */
export const isLive = (item: { publishedAt?: string | null; expiresAt?: string | null } | undefined) =>
  !!item && publicationStateOf(item) === "PUBLISHED";

/**
 * The save button's words: what will happen ('Save draft', 'Unpublish' for an item parents see now,
 * 'Schedule', 'Publish' for one they do not see yet, or the form's own label for saving a live item).
 */
export function publicationSubmitLabel(
  choice: PublicationChoice,
  liveLabel: string,
  item?: { publishedAt?: string | null; expiresAt?: string | null },
): string {
  if (choice.action === "DRAFT") return isLive(item) ? "Unpublish" : "Save draft";
  if (choice.action === "SCHEDULE") return "Schedule";
  return isLive(item) ? liveLabel : "Publish";
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

/** The choices in the order a cautious editor meets them: keeping it to staff first. */
const ACTIONS: { value: PublishAction; label: (live: boolean) => string; description: string }[] = [
  { value: "DRAFT", label: () => "Draft", description: "Only staff see it." },
  {
    value: "PUBLISH",
    label: (live) => (live ? "Published" : "Publish now"),
    description: "Parents see it once you save.",
  },
  {
    value: "SCHEDULE",
    label: () => "Schedule for later",
    description: "It goes public by itself at the time you set.",
  },
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

interface PublicationFieldsProps {
  timeZone: string;
  /** Parents see the item now: the publish choice keeps it so. */
  live: boolean;
}

/**
 * Draft, published now, or scheduled, as radio buttons each with its label and what it means; and when the
 * item comes down by itself. Times are the school's.
 */
export function PublicationFields({ timeZone, live }: PublicationFieldsProps) {
  const { field } = useController({ name: `${PUBLICATION_FIELD}.action` });
  const id = useId();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Publishing</Fieldset.Legend>
      <Stack gap="3">
        <Stack gap="2" direction={{ base: "column", md: "row" }}>
          {ACTIONS.map((action) => (
            <chakra.label
              key={action.value}
              display="flex"
              gap="3"
              alignItems="flex-start"
              flex="1"
              minH="11"
              p="3"
              borderWidth="2px"
              borderRadius="md"
              borderColor="border"
              cursor="pointer"
              css={{
                "&:has(input:checked)": { borderColor: "school.700", bg: "school.50" },
                "&:has(input:focus-visible)": {
                  outline: "2px solid",
                  outlineColor: "school.500",
                  outlineOffset: "2px",
                },
              }}
            >
              <chakra.input
                type="radio"
                name={field.name}
                value={action.value}
                checked={field.value === action.value}
                onChange={() => field.onChange(action.value)}
                onBlur={field.onBlur}
                aria-labelledby={`${id}-${action.value}`}
                aria-describedby={`${id}-${action.value}-about`}
                boxSize="5"
                flexShrink="0"
                mt="0.5"
                accentColor="school.700"
              />
              <chakra.span display="flex" flexDirection="column">
                <chakra.span id={`${id}-${action.value}`} fontWeight="semibold">
                  {action.label(live)}
                </chakra.span>
                <chakra.span id={`${id}-${action.value}-about`} fontSize="sm" color="fg.muted">
                  {action.description}
                </chakra.span>
              </chakra.span>
            </chakra.label>
          ))}
        </Stack>
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
