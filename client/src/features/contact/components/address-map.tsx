import { AspectRatio, Box, Button, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";

/**
 * A drawn map of the neighbourhood with links to the real maps. A third-party embed would need a
 * wider CSP, load hundreds of KB on parents' data and set tracking cookies; a phone opens its own
 * maps app from the link anyway.
 */
export function AddressMap({ address, mapUrl }: { address: string; mapUrl?: string | null }) {
  const query = encodeURIComponent(address);
  return (
    <Stack gap="3">
      <AspectRatio ratio={16 / 10} borderRadius="lg" overflow="hidden" borderWidth="1px">
        <Image
          src="/images/map-berea.svg"
          alt={`Map showing the school at ${address}`}
          htmlWidth="800"
          htmlHeight="500"
          loading="lazy"
        />
      </AspectRatio>
      <Text fontSize="sm" color="fg.muted">
        {address}
      </Text>
      <HStack gap="3" flexWrap="wrap">
        <Button asChild variant="outline" colorPalette="school" minH="11">
          <a
            href={mapUrl || `https://www.google.com/maps/search/?api=1&query=${query}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLink aria-hidden size={16} /> Open in Google Maps
            <Box as="span" srOnly>
              {" "}
              (opens in a new tab)
            </Box>
          </a>
        </Button>
        <Button asChild variant="outline" colorPalette="school" minH="11">
          <a href={`https://www.openstreetmap.org/search?query=${query}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden size={16} /> OpenStreetMap
            <Box as="span" srOnly>
              {" "}
              (opens in a new tab)
            </Box>
          </a>
        </Button>
      </HStack>
    </Stack>
  );
}
