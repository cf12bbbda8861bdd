import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { Component } from "react";
import type { ErrorInfo, ReactNode } from "react";
import { LinkButton } from "../components/ui/link-button";
import { homePath } from "../features/home/paths";

/** What a visitor sees when rendering a page failed in a way nothing else handled. */
function RouteError() {
  return (
    <Box bg="school.800" color="white" pt="calc(var(--header-height, 4.5rem) + 3rem)" pb="16">
      <Container maxW="3xl">
        <Heading as="h1" size="3xl">
          Unexpected Application Error!
        </Heading>
        <Text mt="4" fontSize="lg">
          Something went wrong while showing this page. Please reload it, or go back to the home page.
        </Text>
        <LinkButton to={homePath} mt="6" colorPalette="accent">
          Return to Home
        </LinkButton>
      </Container>
    </Box>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the page's address) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

/** Catches render errors (and failed page-chunk loads) below it; the header and footer stay usable. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Unhandled route error", error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
