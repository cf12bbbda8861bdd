import { Badge, Card, Heading, LinkOverlay, Text } from "@chakra-ui/react";
import { memo } from "react";
import { Link as RouterLink } from "react-router-dom";
import { newsArticlePath } from "../../features/news/paths";
import { graphql } from "../../gql";
import type { NewsCard_NewsFragment } from "../../gql/graphql";
import { NEWS_EXCERPT_MAX_CHARS, truncate } from "../../lib/text";
import { pickImage } from "../ui/responsive-image";
import { CardImage } from "./card-image";
import type { CardPlacement } from "./card-image";
import { DateLabel } from "./date-label";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const NewsCardFragment = graphql(`
  fragment NewsCard_news on News {
    id
    title
    excerpt
    date
    category
    image
    responsiveImage {
      ...ResponsiveImage_image
    }
  }
`);

/** Memoised: a list drawn again with the same items leaves its cards alone. */
export const NewsCard = memo(function NewsCard({
  news,
  headingLevel = "h3",
  eager = false,
}: CardPlacement & { news: NewsCard_NewsFragment }) {
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      w="full"
      position="relative"
      _hover={{ shadow: "md" }}
      transition="box-shadow 0.2s"
    >
      <CardImage image={pickImage(news.responsiveImage, news.image)} eager={eager} />
      <Card.Body gap="2">
        <Badge alignSelf="flex-start" colorPalette="accent" variant="subtle">
          {news.category}
        </Badge>
        <Heading as={headingLevel} size="md" lineClamp={3}>
          <LinkOverlay asChild>
            <RouterLink to={newsArticlePath(news.id)}>{news.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <DateLabel date={news.date} />
        <Text color="fg.muted">{truncate(news.excerpt, NEWS_EXCERPT_MAX_CHARS)}</Text>
      </Card.Body>
    </Card.Root>
  );
});
