import { AspectRatio, Badge, Box, Container, HStack, Stack, Text } from "@chakra-ui/react";
import { useParams } from "react-router-dom";
import { useSchoolIdentity } from "../../../api/school-identity";
import { DateLabel } from "../../../components/cards/date-label";
import { ContentNotFound } from "../../../components/content-not-found";
import { PageMeta } from "../../../components/page-meta";
import { PrintedFrom } from "../../../components/printed-from";
import { ShareButton } from "../../../components/share-button";
import { BackLink } from "../../../components/ui/back-link";
import { PreviewNotice } from "../../../components/ui/preview-notice";
import { PageHero } from "../../../components/ui/page-hero";
import { ResponsiveImage, pickImage } from "../../../components/ui/responsive-image";
import { RichText } from "../../../components/ui/rich-text";
import { ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import { newsPaths } from "../paths";
import { isNotFound } from "../../../lib/graphql-errors";
import { usePreviewToken } from "../../../lib/preview-link";
import { useStaffPreview } from "../../../lib/use-staff-preview";
import { useNewsArticle } from "../api";

/** How many opening words an excerpt and the content's first paragraph share when staff typed the lead twice. */
const SAME_OPENING_WORDS = 8;

/** Lower-cased words without punctuation, so a repeat still matches with a comma or a line break changed. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The content's opening paragraph, when it opens with one: the sanitised HTML's first element, read the same on the server and in the browser. */
const OPENING_PARAGRAPH = /^\s*<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of a fragment of sanitised HTML: tags dropped, entities read. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith("#x") || name.startsWith("#X")
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith("#")
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name.toLowerCase()] ?? entity),
    );
}

/**
 * The lead and the body of an article, printing the excerpt once: staff often open the content with the
 * excerpt, word for word or reworded towards its end, and that first paragraph then becomes the lead
 * (as HTML, its formatting kept). The content is the server's sanitised HTML.
 */
function splitLead(excerpt: string, content: string): { leadHtml: string | null; body: string } {
  const opening = OPENING_PARAGRAPH.exec(content);
  if (!opening) return { leadHtml: null, body: content };
  const excerptWords = wordsOf(excerpt);
  const openingWords = wordsOf(textOf(opening[1]));
  const shared = Math.min(SAME_OPENING_WORDS, excerptWords.length);
  const repeated = excerptWords.slice(0, shared).every((word, index) => openingWords[index] === word);
  if (!repeated) return { leadHtml: null, body: content };
  return { leadHtml: opening[1], body: content.slice(opening[0].length).trim() };
}

function ArticleNotFound() {
  return (
    <ContentNotFound
      title="Article Not Found"
      message="The article you're looking for doesn't exist or has been removed."
      to={newsPaths.list}
      linkLabel="View All News"
    />
  );
}

export function NewsArticlePage() {
  const { id } = useParams();
  const { data, loading, error, refetch } = useNewsArticle(id, usePreviewToken());

  const renewing = useStaffPreview(error, refetch);
  const schoolName = useSchoolIdentity().data?.school.name;

  if (!id || (isNotFound(error) && !renewing)) return <ArticleNotFound />;
  if (!data) {
    return (
      <>
        <PageMeta page="News" description="A news article from our school." />
        <PageHero maxW="3xl" title="News">
          <Box mt="4">
            <BackLink to={newsPaths.list}>Back to All News</BackLink>
          </Box>
        </PageHero>
        <Container maxW="3xl" py="10">
          {loading || renewing ? (
            <LoadingState label="Loading article..." />
          ) : (
            <ErrorState
              title="Error Loading News"
              message="There was a problem loading the article. Please try again later."
              onRetry={retry(refetch)}
            />
          )}
        </Container>
      </>
    );
  }

  const article = data.newsItem;
  const image = pickImage(article.responsiveImage, article.image);
  const { leadHtml, body } = splitLead(article.excerpt, article.content);
  return (
    <>
      <PageMeta
        page={article.title}
        description={article.excerpt}
        image={image?.srcset ? image : null}
        type="article"
        structuredData={{
          "@type": "NewsArticle",
          headline: article.title,
          description: article.excerpt,
          datePublished: article.publishedAt ?? article.date,
          articleSection: article.category,
          ...(schoolName ? { publisher: { "@type": "EducationalOrganization", name: schoolName } } : {}),
        }}
      />
      <PageHero maxW="3xl" title={article.title}>
        <Box mt="4">
          <BackLink to={newsPaths.list}>Back to All News</BackLink>
        </Box>
      </PageHero>
      <Container as="article" maxW="3xl" py={{ base: "8", md: "12" }}>
        <Stack gap="6">
          <PreviewNotice item={article} />
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <HStack gap="3" flexWrap="wrap">
              <Badge colorPalette="accent" size="lg">
                {article.category}
              </Badge>
              <DateLabel date={article.date} />
            </HStack>
            <ShareButton
              label="Share Article"
              share={{ title: article.title, text: article.excerpt }}
              sharedNotice={{ title: "Shared!", description: "Article has been shared successfully" }}
              copiedNotice={{ title: "URL Copied", description: "Article URL has been copied to clipboard" }}
            />
          </HStack>
          {image && (
            <AspectRatio ratio={4 / 3} borderRadius="lg" overflow="hidden" bg="school.50">
              <ResponsiveImage
                image={image}
                alt={article.title}
                sizes="(min-width: 48rem) 48rem, 100vw"
                // Near the top on a phone, and usually the page's largest paint: fetched at once, not when scrolled to.
                eager
                objectFit="cover"
              />
            </AspectRatio>
          )}
          {leadHtml ? (
            <RichText html={leadHtml} fontSize="xl" fontWeight="medium" color="school.800" />
          ) : (
            <Text fontSize="xl" fontWeight="medium" color="school.800" maxW="measure">
              {article.excerpt}
            </Text>
          )}
          {body && <RichText html={body} />}
        </Stack>
        <PrintedFrom />
      </Container>
    </>
  );
}
