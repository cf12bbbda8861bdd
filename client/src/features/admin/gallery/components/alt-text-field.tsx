import { Button, Field, Input } from "@chakra-ui/react";

/** The server's message for a blank alt text, shown before anything is sent. */
export const ALT_REQUIRED = "Alt text is required: describe what the photo shows";

interface AltTextFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The photo's title, offered as a start: never copied without staff asking. */
  title: string;
  error?: string;
}

/** The required alt text of a photo, with a button that fills in the title for staff to improve. */
export function AltTextField({ value, onChange, title, error }: AltTextFieldProps) {
  const suggestion = title.trim();
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label>
        Alt text <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} onChange={(event) => onChange(event.target.value)} />
      <Field.HelperText>Describe what the photo shows, for people who cannot see it.</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
      {suggestion && suggestion !== value.trim() && (
        <Button size="sm" minH="11" variant="outline" colorPalette="school" onClick={() => onChange(suggestion)}>
          Use title as alt text
        </Button>
      )}
    </Field.Root>
  );
}
