import { Badge, Box, Card, Flex, Heading, Text } from "@chakra-ui/react";
import { graphql } from "../../../../gql";
import type { AdminNewsRow_NewsFragment } from "../../../../gql/graphql";
import { formatDate } from "../../../../lib/dates";
import { ItemActions } from "../../components/item-actions";

/**
 * What the row and the edit form need, and the public card's fields, so a save updates the card too.
 * @fragment Codegen reads it here; documents spread it by name, so nothing imports it.
 */
export const AdminNewsRowFragment = graphql(`
  fragment AdminNewsRow_news on News {
    ...NewsCard_news
    content
    createdAt
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
              <Badge colorPalette="accent">{news.category}</Badge>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(news.date)}
            </Text>
            <Text mt="1" lineClamp={2}>
              {news.excerpt}
            </Text>
          </Box>
          <ItemActions name={news.title} onEdit={onEdit} onDelete={onDelete} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
