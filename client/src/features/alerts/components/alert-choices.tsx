import { Checkbox, Fieldset, Stack, Text } from "@chakra-ui/react";

export interface Choices {
  urgent: boolean;
  digest: boolean;
}

const OPTIONS: { key: keyof Choices; label: string; detail: string }[] = [
  { key: "urgent", label: "Urgent announcements", detail: "At once, such as when school closes early." },
  { key: "digest", label: "Weekly digest", detail: "Sunday evening: the week's events and the latest news." },
];

/** The two kinds of alert, each with what it means. */
export function AlertChoices({ value, onChange }: { value: Choices; onChange: (value: Choices) => void }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">What would you like?</Fieldset.Legend>
      <Stack gap="3" mt="2">
        {OPTIONS.map(({ key, label, detail }) => (
          <Checkbox.Root
            key={key}
            checked={value[key]}
            onCheckedChange={(details) => onChange({ ...value, [key]: details.checked === true })}
            colorPalette="school"
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="1" />
            <Checkbox.Label>
              {label}
              <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
                {detail}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
