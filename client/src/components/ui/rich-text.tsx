import { Box } from "@chakra-ui/react";
import type { BoxProps, SystemStyleObject } from "@chakra-ui/react";

/** The site's type scale for the few elements the server lets through (p, h2, h3, lists, quotes, links). */
export const richTextStyles: SystemStyleObject = {
  "& > * + *": { mt: "4" },
  "& h2": { fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", color: "school.800", lineHeight: "1.3", mt: "8" },
  "& h3": {
    fontSize: { base: "lg", md: "xl" },
    fontWeight: "semibold",
    color: "school.800",
    lineHeight: "1.4",
    mt: "6",
  },
  "& > :first-child": { mt: "0" },
  "& ul, & ol": { ps: "6" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li + li": { mt: "1" },
  "& li::marker": { color: "school.600" },
  "& blockquote": { borderStartWidth: "4px", borderStartColor: "accent.500", ps: "4", fontStyle: "italic" },
  "& blockquote > * + *": { mt: "2" },
  "& strong": { fontWeight: "bold" },
  "& em": { fontStyle: "italic" },
  "& a": {
    color: "school.700",
    textDecoration: "underline",
    textUnderlineOffset: "0.15em",
    overflowWrap: "anywhere",
    _hover: { color: "school.900", textDecorationThickness: "2px" },
    _focusVisible: { outline: "2px solid", outlineColor: "school.500", outlineOffset: "2px", borderRadius: "xs" },
  },
};

/**
 * Staff's formatted text, as the server stored it: sanitised there on every save (an allowlist of
 * tags, links only to http(s)/mailto/tel), which is what makes drawing it as HTML safe.
 */
export function RichText({ html, ...props }: { html: string } & Omit<BoxProps, "children">) {
  return (
    <Box
      fontSize="lg"
      lineHeight="1.8"
      maxW="measure"
      css={richTextStyles}
      {...props}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
