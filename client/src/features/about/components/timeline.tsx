import { AspectRatio, Box, Heading, Stack, Text } from "@chakra-ui/react";
import { ContentImage } from "../../../components/ui/content-image";
import { graphql } from "../../../gql";
import type { Timeline_EntryFragment } from "../../../gql/graphql";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const TimelineEntryFragment = graphql(`
  fragment Timeline_entry on TimelineEntry {
    year
    title
    description
    picture {
      ...ContentImage_picture
    }
  }
`);

/** Milestones, oldest first. */
export function Timeline({ entries }: { entries: Timeline_EntryFragment[] }) {
  return (
    <Stack
      as="ol"
      listStyleType="none"
      gap="0"
      position="relative"
      ps={{ base: "8", md: "10" }}
      _before={{
        content: '""',
        position: "absolute",
        top: "2",
        bottom: "2",
        left: { base: "3", md: "4" },
        w: "2px",
        bg: "school.200",
      }}
    >
      {entries.map((entry, index) => (
        <Box as="li" key={`${index}-${entry.year}`} position="relative" pb="10">
          <Box
            position="absolute"
            left={{ base: "-7", md: "-8" }}
            top="1"
            boxSize="4"
            borderRadius="full"
            bg="accent.500"
            borderWidth="3px"
            borderColor="white"
            shadow="sm"
          />
          <Stack direction={{ base: "column", md: "row" }} gap="5" align={{ md: "center" }}>
            <AspectRatio
              ratio={4 / 3}
              w={{ base: "full", md: "15rem" }}
              flexShrink={0}
              borderRadius="lg"
              overflow="hidden"
              bg="school.50"
            >
              <ContentImage
                picture={entry.picture}
                sizes="(min-width: 48rem) 15rem, 100vw"
                w="full"
                h="full"
                objectFit="cover"
              />
            </AspectRatio>
            <Box>
              <Text fontSize="2xl" fontWeight="extrabold" color="accent.700">
                {entry.year}
              </Text>
              <Heading as="h3" size="lg" color="school.800">
                {entry.title}
              </Heading>
              <Text mt="1" color="fg.muted">
                {entry.description}
              </Text>
            </Box>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
