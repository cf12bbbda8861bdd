import { NativeSelect } from "@chakra-ui/react";

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}

/** A native select: the phone's own picker, keyboard-friendly everywhere. */
export function SelectField({ label, value, onChange, options }: SelectFieldProps) {
  return (
    <NativeSelect.Root size="lg" w={{ base: "full", md: "16rem" }} flexShrink={0}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} bg="bg">
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
