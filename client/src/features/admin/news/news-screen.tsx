import type { ApolloCache } from "@apollo/client";
import { Badge, Box, Card, Flex, Heading, Link, Text, chakra } from "@chakra-ui/react";
import { Newspaper } from "lucide-react";
import { newsArticlePath } from "../../news/paths";
import { graphql } from "../../../gql";
import type { AdminNewsRow_NewsFragment } from "../../../gql/graphql";
import { formatDate } from "../../../lib/dates";
import { publicationStateOf } from "../../../lib/publication";
import { contentScreen } from "../components/content-screen";
import { defineContentOperations } from "../components/content-operations";
import { ItemActions } from "../components/item-actions";
import { PublicationBadge } from "../components/publication-badge";
import { NO_PICTURE_CHANGE } from "../components/staff-form";
import type { PictureValue } from "../components/staff-form";
import { SharePreviewButton } from "../preview/components/share-preview-button";

/**
 * What the row and the edit form need, and the public card's fields, so a save updates the card too.
 * Codegen reads it here; documents spread it by name.
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
  item: AdminNewsRow_NewsFragment;
  onEdit: () => void;
  onDelete: () => void;
}

function NewsRow({ item: news, onEdit, onDelete }: NewsRowProps) {
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

/** A saved article's category joins the news filter's, if the cache holds them. */
function addNewsCategory(cache: ApolloCache, category: string): void {
  cache.modify<{ newsCategories: string[] }>({
    fields: {
      newsCategories: (existing) =>
        !Array.isArray(existing) || existing.includes(category) ? existing : [...existing, category].sort(),
    },
  });
}

/** News for staff: every article, drafts and scheduled ones too (or those in one state), newest first. */
const newsOperations = defineContentOperations({
  typename: "News",
  listField: "news",
  list: graphql(`
    query AdminNewsList($first: Int!, $after: String, $search: String, $state: PublicationState) {
      news(first: $first, after: $after, search: $search, includeUnpublished: true, state: $state) {
        nodes {
          ...AdminNewsRow_news
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `),
  create: graphql(`
    mutation CreateNews($input: NewsInput!) {
      createNews(input: $input) {
        ...AdminNewsRow_news
      }
    }
  `),
  update: graphql(`
    mutation UpdateNews($id: ID!, $input: NewsInput!, $expectedVersion: Int) {
      updateNews(id: $id, input: $input, expectedVersion: $expectedVersion) {
        ...AdminNewsRow_news
      }
    }
  `),
  remove: graphql(`
    mutation DeleteNews($id: ID!) {
      deleteNews(id: $id)
    }
  `),
  versions: graphql(`
    query NewsVersions($id: ID!) {
      newsVersions(id: $id) {
        version
        savedAt
        savedBy
        title
      }
    }
  `),
  restore: graphql(`
    mutation RestoreNewsVersion($id: ID!, $version: Int!, $expectedVersion: Int!) {
      restoreNewsVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
        ...AdminNewsRow_news
      }
    }
  `),
  latest: graphql(`
    query LatestNews($id: ID!) {
      newsItem(id: $id) {
        ...AdminNewsRow_news
      }
    }
  `),
  // A new date, title or category may move it between lists; its category joins the filter's.
  afterSave: (cache, news) => addNewsCategory(cache, news.category),
});

interface NewsValues {
  title: string;
  excerpt: string;
  content: string;
  date: string;
  category: string;
  image: PictureValue;
}

/** News in the staff panel: the sidebar's link, the dashboard's card, the list and the edit form. */
export const newsAdminSection = contentScreen({
  section: {
    label: "News",
    title: "News Management",
    path: "/admin/news",
    icon: Newspaper,
    card: { title: "News Management", description: "Write, edit and remove news articles." },
  },
  operations: newsOperations,
  trashKind: "NEWS",
  words: {
    search: "Search news",
    add: "Add News",
    loading: "Loading news...",
    fetchFailed: "Failed to fetch news. Please try again.",
    empty: { title: "No news articles found", message: "Create your first news article!" },
    noMatch: { title: "No news articles found", message: "No articles match your search." },
    deleted: {
      thing: "news article",
      success: "News article moved to the Trash",
      failure: "Failed to delete news article. Please try again.",
    },
  },
  Row: NewsRow,
  form: {
    kind: "news",
    thing: "article",
    title: (news) => (news ? "Edit News Article" : "Create News Article"),
    fields: (news) => [
      { kind: "text", name: "title", label: "Title", required: true },
      { kind: "text", name: "excerpt", label: "Excerpt", required: true, rows: 2 },
      { kind: "richText", name: "content", label: "Content", required: true },
      { kind: "text", name: "date", label: "Date", required: true, type: "date" },
      { kind: "text", name: "category", label: "Category", required: true, placeholder: "e.g. Sport" },
      { kind: "picture", name: "image", label: "Image", savedUrl: news?.image ?? null },
    ],
    defaultValues: (news, today): NewsValues => ({
      title: news?.title ?? "",
      excerpt: news?.excerpt ?? "",
      content: news?.content ?? "",
      date: news?.date ?? today,
      category: news?.category ?? "",
      image: NO_PICTURE_CHANGE,
    }),
    toInput: ({ image, ...texts }, publication) => ({
      ...texts,
      image: image.file ?? undefined,
      removeImage: image.removed || undefined,
      publication,
    }),
    liveLabel: "Update Article",
    busyLabel: (news) => (news ? "Updating..." : "Creating..."),
    successMessage: (news) => (news ? "News article updated successfully" : "News article created successfully"),
    failureMessage: (news) => `Failed to ${news ? "update" : "create"} news article. Please try again.`,
  },
});
