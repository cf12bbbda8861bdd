import { Field, Input, Textarea } from "@chakra-ui/react";

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  type?: "text" | "date" | "datetime-local";
  placeholder?: string;
  helper?: string;
}

/** A labelled input or textarea with its error message below. */
export function TextField({
  label,
  value,
  onChange,
  error,
  required = false,
  rows,
  type = "text",
  placeholder,
  helper,
}: TextFieldProps) {
  return (
    <Field.Root required={required} invalid={!!error}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {rows ? (
        <Textarea
          rows={rows}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input type={type} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
      )}
      {helper && <Field.HelperText color="fg">{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
