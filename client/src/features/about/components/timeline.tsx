import { AspectRatio, Box, Heading, Image, Stack, Text } from "@chakra-ui/react";

/** Milestones; the pictures are files under client/public a school replaces. */
const timeline = [
  {
    year: "1887",
    title: "Humble beginnings",
    description: "A small class for girls opens its doors in Berea, taught by a single dedicated teacher.",
    image: "/images/timeline/1887.svg",
    alt: "An early classroom with wooden desks",
  },
  {
    year: "1897",
    title: "The school is founded",
    description: "The school is formally founded by its first principal, with its own building and a growing roll.",
    image: "/images/timeline/1897.svg",
    alt: "The school's first building",
  },
  {
    year: "1905",
    title: "A new home",
    description: "The historic main building on Fife Avenue is completed, and still welcomes our girls today.",
    image: "/images/timeline/1905.svg",
    alt: "The main building on Fife Avenue",
  },
  {
    year: "1921",
    title: "Growing together",
    description: "New classrooms, a hall and sports grounds open as more families join the school.",
    image: "/images/timeline/1921.svg",
    alt: "Girls on the school's sports grounds",
  },
  {
    year: "Present",
    title: "Leaders of tomorrow",
    description: "A vibrant preparatory school from Grade 0 to Grade 7, rooted in its history and looking ahead.",
    image: "/images/timeline/present.svg",
    alt: "Learners working together in a modern classroom",
  },
];

export function Timeline() {
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
      {timeline.map((entry) => (
        <Box as="li" key={entry.year} position="relative" pb="10">
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
              <Image
                src={entry.image}
                alt={entry.alt}
                htmlWidth="400"
                htmlHeight="300"
                loading="lazy"
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
