import { Button, Stack } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

/** With JavaScript the list follows each change at once; Enter in the search box must not reload the page. */
const stayOnPage = (event: FormEvent) => event.preventDefault();

/**
 * Search and filters above a list: stacked on phones, in one row on wider screens. A GET form over the
 * same query parameters the page reads, so without JavaScript the fields still filter with 'Apply'.
 */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      as="form"
      role="search"
      aria-label={label}
      direction={{ base: "column", md: "row" }}
      gap="3"
      mb="8"
      align={{ md: "center" }}
      onSubmit={stayOnPage}
    >
      {children}
      <noscript>
        <Button type="submit" size="lg" colorPalette="accent">
          Apply
        </Button>
      </noscript>
    </Stack>
  );
}
