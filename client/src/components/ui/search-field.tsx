import { Input, InputGroup } from "@chakra-ui/react";
import { Search } from "lucide-react";

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The query parameter the page reads it from, which the filter form sends without JavaScript. */
  name?: string;
}

export function SearchField({ label, placeholder, value, onChange, name }: SearchFieldProps) {
  return (
    <InputGroup startElement={<Search size={18} aria-hidden />} flex="1" minW="0">
      <Input
        type="search"
        name={name}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        size="lg"
        bg="bg"
      />
    </InputGroup>
  );
}
