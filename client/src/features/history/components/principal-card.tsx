import { AspectRatio, Box, Card, Heading, Image } from "@chakra-ui/react";

export interface Principal {
  id: string;
  name: string;
  years: string;
  image: string;
}

export function PrincipalCard({ principal }: { principal: Principal }) {
  return (
    <Card.Root overflow="hidden" w="full">
      <Box position="relative">
        <AspectRatio ratio={3 / 4} bg="school.50">
          <Image
            src={principal.image}
            alt={`Portrait of the ${principal.name.toLowerCase()}, ${principal.years}`}
            htmlWidth="300"
            htmlHeight="400"
            loading="lazy"
            objectFit="cover"
          />
        </AspectRatio>
        <Box
          position="absolute"
          bottom="0"
          insetX="0"
          bg="school.800"
          color="white"
          textAlign="center"
          py="2"
          fontWeight="bold"
          letterSpacing="wide"
        >
          {principal.years}
        </Box>
      </Box>
      <Card.Body py="4" textAlign="center">
        <Heading as="h3" size="md" color="school.800">
          {principal.name}
        </Heading>
      </Card.Body>
    </Card.Root>
  );
}
