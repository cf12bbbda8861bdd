import { Suspense } from "react";
import { Box, Container, Heading, Text } from "@chakra-ui/react";

/** Placeholder until the staff panel lands (its own issue); it is already a separate chunk. */
export function AdminApp() {
  return (
    <Suspense>
      <Box as="main" py="16">
        <title>Admin</title>
        <meta name="robots" content="noindex" />
        <Container maxW="xl">
          <Heading as="h1">Admin</Heading>
          <Text mt="4">The staff panel is not available yet.</Text>
        </Container>
      </Box>
    </Suspense>
  );
}
