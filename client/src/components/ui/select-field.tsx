import { NativeSelect } from "@chakra-ui/react";

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** The query parameter the page reads it from, which the filter form sends without JavaScript. */
  name?: string;
}

/** A native select: the phone's own picker, keyboard-friendly everywhere. */
export function SelectField({ label, value, onChange, options, name }: SelectFieldProps) {
  return (
    <NativeSelect.Root size="lg" w={{ base: "full", md: "16rem" }} flexShrink={0}>
      <NativeSelect.Field
        aria-label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="bg"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
