import { AspectRatio, Box, Card, Heading } from "@chakra-ui/react";
import { ContentImage } from "../../../components/ui/content-image";
import { graphql } from "../../../gql";
import type { PrincipalCard_PrincipalFragment } from "../../../gql/graphql";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const PrincipalCardFragment = graphql(`
  fragment PrincipalCard_principal on PreviousPrincipal {
    name
    years
    picture {
      ...ContentImage_picture
    }
  }
`);

export function PrincipalCard({ principal }: { principal: PrincipalCard_PrincipalFragment }) {
  return (
    <Card.Root overflow="hidden" w="full">
      <Box position="relative">
        <AspectRatio ratio={3 / 4} bg="school.50">
          <ContentImage
            picture={principal.picture}
            sizes="(min-width: 48rem) 20rem, 100vw"
            w="full"
            h="full"
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
