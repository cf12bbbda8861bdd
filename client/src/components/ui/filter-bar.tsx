import { Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Search and filters above a list: stacked on phones, in one row on wider screens. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      role="search"
      aria-label={label}
      direction={{ base: "column", md: "row" }}
      gap="3"
      mb="8"
      align={{ md: "center" }}
    >
      {children}
    </Stack>
  );
}
