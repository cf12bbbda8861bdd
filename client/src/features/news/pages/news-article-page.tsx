import { AspectRatio, Badge, Box, Container, HStack, Stack, Text } from "@chakra-ui/react";
import { useParams } from "react-router-dom";
import { DateLabel } from "../../../components/cards/date-label";
import { ContentNotFound } from "../../../components/content-not-found";
import { PageMeta } from "../../../components/page-meta";
import { ShareButton } from "../../../components/share-button";
import { BackLink } from "../../../components/ui/back-link";
import { PageHero } from "../../../components/ui/page-hero";
import { ResponsiveImage, pickImage } from "../../../components/ui/responsive-image";
import { ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import { paths } from "../../../config/paths";
import { isNotFound } from "../../../lib/graphql-errors";
import { useNewsArticle } from "../api/news-article";

function ArticleNotFound() {
  return (
    <ContentNotFound
      title="Article Not Found"
      message="The article you're looking for doesn't exist or has been removed."
      to={paths.news}
      linkLabel="View All News"
    />
  );
}

export function NewsArticlePage() {
  const { id } = useParams();
  const { data, loading, error, refetch } = useNewsArticle(id);

  if (!id || isNotFound(error)) return <ArticleNotFound />;
  if (!data) {
    return (
      <>
        <PageMeta page="News" description="A news article from our school." />
        <PageHero maxW="3xl" title="News">
          <Box mt="4">
            <BackLink to={paths.news}>Back to All News</BackLink>
          </Box>
        </PageHero>
        <Container maxW="3xl" py="10">
          {loading ? (
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
  return (
    <>
      <PageMeta page={article.title} description={article.excerpt} />
      <PageHero maxW="3xl" title={article.title}>
        <Box mt="4">
          <BackLink to={paths.news}>Back to All News</BackLink>
        </Box>
      </PageHero>
      <Container as="article" maxW="3xl" py={{ base: "8", md: "12" }}>
        <Stack gap="6">
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
                objectFit="cover"
              />
            </AspectRatio>
          )}
          <Text fontSize="xl" fontWeight="medium" color="school.800">
            {article.excerpt}
          </Text>
          <Text whiteSpace="pre-line" fontSize="lg" lineHeight="1.8">
            {article.content}
          </Text>
        </Stack>
      </Container>
    </>
  );
}
