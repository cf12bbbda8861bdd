import { Stack, Text } from "@chakra-ui/react";
import type { StackProps } from "@chakra-ui/react";
import { paragraphsOf } from "../../lib/text";

/** A long text staff wrote, paragraph by paragraph, line breaks kept; plain text, so nothing in it is markup. */
export function Paragraphs({ text, ...props }: { text: string } & StackProps) {
  return (
    <Stack gap="4" {...props}>
      {paragraphsOf(text).map((paragraph, index) => (
        <Text key={index} whiteSpace="pre-line">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
