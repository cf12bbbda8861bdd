import { Box, Container, Flex, Heading, Link, Skeleton, Stack } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ContentEmpty, ContentLoadError } from "../../../components/content-states";
import type { ContentKind } from "../../../components/content-states";
import { HorizontalScroller } from "../../../components/ui/horizontal-scroller";
import { retry } from "../../../components/ui/state-message";
import { useDeferredDraw } from "../../../lib/use-deferred-draw";

interface CarouselSectionProps<T> {
  kind: ContentKind;
  title: string;
  viewAllTo: string;
  items: T[] | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  renderItem: (item: T) => ReactNode;
  tinted?: boolean;
}

/** One of the home page's three rows: a heading, View All, and the cards, or why there are none. */
export function CarouselSection<T extends { id: string }>({
  kind,
  title,
  viewAllTo,
  items,
  loading,
  error,
  refetch,
  renderItem,
  tinted,
}: CarouselSectionProps<T>) {
  const headingId = `home-${kind}-heading`;
  const { shown, drawing } = useDeferredDraw(items);
  let body: ReactNode;
  if (shown && shown.length > 0) {
    body = (
      <HorizontalScroller label={title}>
        {shown.map((item) => (
          <Box key={item.id} w="full" display="flex">
            {renderItem(item)}
          </Box>
        ))}
      </HorizontalScroller>
    );
  } else if (loading || drawing) {
    body = (
      <Stack direction="row" gap="5" overflow="hidden" role="status" aria-label={`Loading ${kind}`}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h="80" flex="0 0 auto" w={{ base: "80vw", sm: "20rem" }} borderRadius="lg" />
        ))}
      </Stack>
    );
  } else if (error) {
    body = <ContentLoadError kind={kind} onRetry={retry(refetch)} />;
  } else {
    body = <ContentEmpty kind={kind} />;
  }

  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: "12", md: "16" }} bg={tinted ? "school.50" : undefined}>
      <Container maxW="7xl">
        <Flex justify="space-between" align="center" mb="6" gap="4">
          <Heading as="h2" id={headingId} size={{ base: "2xl", md: "3xl" }} color="school.800">
            {title}
          </Heading>
          <Link
            asChild
            color="accent.700"
            fontWeight="semibold"
            minH="11"
            display="inline-flex"
            alignItems="center"
            gap="1"
          >
            <RouterLink to={viewAllTo}>
              View All{" "}
              <Box as="span" srOnly>
                {title}
              </Box>
              <ArrowRight size={18} aria-hidden />
            </RouterLink>
          </Link>
        </Flex>
        {body}
      </Container>
    </Box>
  );
}
