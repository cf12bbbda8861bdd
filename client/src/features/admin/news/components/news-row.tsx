import { Badge, Box, Card, Flex, Heading, Link, Text, chakra } from "@chakra-ui/react";
import { newsArticlePath } from "../../../news/paths";
import { graphql } from "../../../../gql";
import type { AdminNewsRow_NewsFragment } from "../../../../gql/graphql";
import { formatDate } from "../../../../lib/dates";
import { publicationStateOf } from "../../../../lib/publication";
import { ItemActions } from "../../components/item-actions";
import { PublicationBadge } from "../../components/publication-badge";
import { SharePreviewButton } from "../../preview/components/share-preview-button";

/**
 * What the row and the edit form need, and the public card's fields, so a save updates the card too.
 * @fragment Codegen reads it here; documents spread it by name, so nothing imports it.
 */
export const AdminNewsRowFragment = graphql(`
  fragment AdminNewsRow_news on News {
    version
    ...NewsCard_news
    content
    createdAt
    publishedAt
    expiresAt
  }
`);

interface NewsRowProps {
  news: AdminNewsRow_NewsFragment;
  onEdit: () => void;
  onDelete: () => void;
}

export function NewsRow({ news, onEdit, onDelete }: NewsRowProps) {
  return (
    <Card.Root as="article" size="sm">
      <Card.Body>
        <Flex gap="4" align="flex-start" direction={{ base: "column", sm: "row" }}>
          <Box flex="1" minW="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h2" size="md">
                {news.title}
              </Heading>
              <PublicationBadge item={news} />
              <Badge colorPalette="accent">{news.category}</Badge>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(news.date)}
            </Text>
            <Text mt="1" lineClamp={2}>
              {news.excerpt}
            </Text>
          </Box>
          <Flex gap="2" align="center" wrap="wrap">
            <Link
              href={newsArticlePath(news.id)}
              target="_blank"
              rel="noopener"
              color="school.700"
              fontWeight="semibold"
            >
              {publicationStateOf(news) === "PUBLISHED" ? "View" : "Preview"}
              <chakra.span srOnly> {news.title} (opens in a new tab)</chakra.span>
            </Link>
            <SharePreviewButton kind="NEWS" item={news} path={newsArticlePath(news.id)} />
            <ItemActions name={news.title} onEdit={onEdit} onDelete={onDelete} />
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
