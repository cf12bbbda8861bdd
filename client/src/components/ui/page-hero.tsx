import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface PageHeroProps {
  title: string;
  /** The width of the page's content, so the title lines up with it. */
  maxW?: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The band at the top of every inner page, under the transparent header: the page's one h1. */
export function PageHero({ title, subtitle, children, maxW = "7xl" }: PageHeroProps) {
  return (
    <Box
      as="section"
      bgGradient="to-br"
      gradientFrom="school.900"
      gradientTo="school.700"
      color="white"
      pt="calc(var(--header-height, 4.5rem) + var(--chakra-spacing-8))"
      pb={{ base: "8", md: "12" }}
      // On paper there is no header above it to make room for.
      _print={{ pt: "0", pb: "4" }}
    >
      <Container maxW={maxW}>
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }} fontWeight="bold" textWrap="balance">
          {title}
        </Heading>
        <Box h="1" w="16" bg="accent.400" borderRadius="full" mt="3" />
        {subtitle && (
          <Text mt="4" fontSize={{ base: "md", md: "lg" }} maxW="measure" color="school.50">
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
