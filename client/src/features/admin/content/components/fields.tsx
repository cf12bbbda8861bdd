import { Checkbox, Field, Fieldset, Input, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Server messages keyed by the input's dotted path, e.g. 'heroSlides.2.picture.alt'. */
export type FieldErrors = Record<string, string>;

/** The path of a field below `prefix` ('' at the top of the input). */
export const pathOf = (prefix: string, key: string | number) => (prefix ? `${prefix}.${key}` : String(key));

/** A blank optional text is sent as null. */
export const optionalText = (value: string) => (value.trim() ? value : null);

/** Whole numbers are typed as text; the browser says so when one is not. */
export const isWholeNumber = (value: string) => /^\d+$/.test(value.trim());

type StringKeys<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

/**
 * Binds text inputs to the string fields of `values`: `text("name", "School name")` gives the
 * input its value, its change handler and the server's message at `prefix.name`. Required unless said.
 */
export function textBinder<Values>(
  values: Values,
  onChange: (values: Values) => void,
  errors: FieldErrors,
  prefix = "",
) {
  return <Key extends StringKeys<Values>>(key: Key, label: string, extra: Partial<TextInputProps> = {}) => ({
    label,
    value: values[key] as string,
    onChange: (value: string) => onChange({ ...values, [key]: value }),
    error: errors[pathOf(prefix, key)],
    required: true,
    ...extra,
  });
}

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  type?: "text" | "date" | "time" | "datetime-local" | "email" | "url" | "tel";
  /** Whole numbers: a text input with a numeric keyboard, so a stray character is shown rather than dropped. */
  numeric?: boolean;
  helper?: ReactNode;
  /** Narrow inputs (years, times) keep to their content's width on wide screens. */
  width?: string;
}

/** A labelled input or textarea, its hint, and the server's message for it below. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  required = false,
  rows,
  type = "text",
  numeric = false,
  helper,
  width,
}: TextInputProps) {
  return (
    <Field.Root required={required} invalid={!!error} w={width ? { base: "full", md: width } : undefined}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {rows ? (
        <Textarea rows={rows} value={value} bg="bg" onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input
          type={type}
          value={value}
          bg="bg"
          inputMode={numeric ? "numeric" : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {helper && <Field.HelperText color="fg">{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, checked, onChange }: CheckboxFieldProps) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="school"
      minH="11"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

interface SelectInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string;
}

/** A native select with a visible label: the phone's own picker, keyboard-friendly everywhere. */
export function SelectInput({ label, value, onChange, options, error }: SelectInputProps) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} bg="bg" onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A titled group of fields: a <fieldset> whose legend names what its fields are about. */
export function FieldGroup({ legend, children, helper }: { legend: string; children: ReactNode; helper?: string }) {
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: "4", md: "6" }}>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" color="school.800" px="2">
        {legend}
      </Fieldset.Legend>
      {helper && <Fieldset.HelperText color="fg">{helper}</Fieldset.HelperText>}
      <Fieldset.Content>
        <Stack gap="4">{children}</Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
