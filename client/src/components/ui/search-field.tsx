import { Input, InputGroup } from "@chakra-ui/react";
import { Search } from "lucide-react";

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <InputGroup startElement={<Search size={18} aria-hidden />} flex="1" minW="0">
      <Input
        type="search"
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
