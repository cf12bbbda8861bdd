import { Container } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ErrorState, LoadingState, retry } from "./ui/state-message";

interface PageContentProps<T> {
  /** The page's words once loaded; undefined while loading or after a failure. */
  data: T | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
  /** The width of the page's content, so the spinner and the error line up with it. */
  maxW?: string;
  children: (data: T) => ReactNode;
}

/** An editable page's content once it has loaded; a spinner before, and the failure with a retry after. */
export function PageContent<T>({ data, error, refetch, maxW = "4xl", children }: PageContentProps<T>) {
  if (data) return children(data);
  return (
    <Container maxW={maxW} py={{ base: "10", md: "14" }}>
      {error ? <PageContentError onRetry={retry(refetch)} /> : <LoadingState label="Loading page" />}
    </Container>
  );
}

/** The page's content could not load: said plainly, with a way to try again. */
export function PageContentError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      title="Error Loading This Page"
      message="There was a problem loading this page. Please try again later."
      onRetry={onRetry}
    />
  );
}
