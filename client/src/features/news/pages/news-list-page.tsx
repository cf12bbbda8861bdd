import { Box, Container, SimpleGrid } from "@chakra-ui/react";
import { NewsCard } from "../../../components/cards/news-card";
import { ContentEmpty, ContentLoadError } from "../../../components/content-states";
import { PageMeta } from "../../../components/page-meta";
import { FilterBar } from "../../../components/ui/filter-bar";
import { LoadMoreButton } from "../../../components/ui/load-more-button";
import { PageHero } from "../../../components/ui/page-hero";
import { SearchField } from "../../../components/ui/search-field";
import { SelectField } from "../../../components/ui/select-field";
import { EmptyState, LoadingState, retry } from "../../../components/ui/state-message";
import { useDebouncedQueryParam, useQueryParam } from "../../../lib/use-search-params-state";
import { NO_ITEMS, useDeferredDraw } from "../../../lib/use-deferred-draw";
import { useNewsCategories, useNewsList } from "../api";

const ALL = "";

export function NewsListPage() {
  const search = useDebouncedQueryParam("q");
  const [category, setCategory] = useQueryParam("category");
  const categories = useNewsCategories();
  const { data, previousData, loading, error, refetch, loadMore } = useNewsList({ search: search.value, category });
  const shown = data ?? (loading ? previousData : undefined);
  const { shown: articles, drawing } = useDeferredDraw(shown?.news.nodes ?? NO_ITEMS);
  const filtered = search.value !== "" || category !== ALL;
  const firstLoad = (loading && !shown) || (drawing && articles.length === 0);

  let body;
  if (error && !data) body = <ContentLoadError kind="news" onRetry={retry(refetch)} />;
  else if (firstLoad) body = <LoadingState label="Loading news..." />;
  else if (articles.length === 0 && filtered)
    body = (
      <EmptyState
        title="No News Found"
        message="No news articles match your search criteria. Please try a different search or category."
      />
    );
  else if (articles.length === 0) body = <ContentEmpty kind="news" />;
  else
    body = (
      <>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 2, lg: 3 }}
          gap="6"
          aria-label="News articles"
          opacity={loading && !data ? 0.6 : 1}
        >
          {articles.map((article, index) => (
            <Box as="li" key={article.id} display="flex">
              <NewsCard news={article} headingLevel="h2" eager={index === 0} />
            </Box>
          ))}
        </SimpleGrid>
        {data?.news.pageInfo.hasNextPage && (
          <LoadMoreButton loading={loading} onClick={() => void loadMore().catch(() => undefined)} />
        )}
      </>
    );

  return (
    <>
      <PageMeta
        page="News"
        description="News from our school: achievements, sport, culture and life in the classroom."
      />
      <PageHero title="School News" subtitle="Stories, achievements and happenings from across our school community." />
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <FilterBar label="Filter news">
          <SearchField
            label="Search news"
            name="q"
            placeholder="Search news..."
            value={search.input}
            onChange={search.setInput}
          />
          <SelectField
            label="Category"
            name="category"
            value={category}
            onChange={setCategory}
            options={[
              { value: ALL, label: "All Categories" },
              ...(categories.data?.newsCategories ?? []).map((name) => ({ value: name, label: name })),
            ]}
          />
        </FilterBar>
        <Box aria-live="polite">{body}</Box>
      </Container>
    </>
  );
}
