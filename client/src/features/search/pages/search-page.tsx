import { Badge, Box, Container, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { PageMeta } from "../../../components/page-meta";
import { FilterBar } from "../../../components/ui/filter-bar";
import { LoadMoreButton } from "../../../components/ui/load-more-button";
import { PageHero } from "../../../components/ui/page-hero";
import { SearchField } from "../../../components/ui/search-field";
import { SelectField } from "../../../components/ui/select-field";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../components/ui/state-message";
import type { SearchKind, SiteSearchQuery } from "../../../gql/graphql";
import { formatDate } from "../../../lib/dates";
import { useDebouncedQueryParam, useQueryParam } from "../../../lib/use-search-params-state";
import { SEARCH_KINDS } from "../../../lib/content-types.generated";
import { useSiteSearch } from "../api/site-search";

/** The kinds the server's search finds, as their content types name them. */
const KINDS: readonly { value: SearchKind; label: string; one: string }[] = SEARCH_KINDS;
const kindOf = (value: string) => KINDS.find((kind) => kind.value === value);

type Hit = SiteSearchQuery["search"]["hits"][number];

function SearchResult({ hit }: { hit: Hit }) {
  const isDownload = hit.kind === "DOCUMENT";
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border" py="4">
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          <Badge colorPalette="school" mr="2">
            {kindOf(hit.kind)?.one}
          </Badge>
          {hit.date && formatDate(hit.date)}
        </Text>
        <Heading as="h2" size="md">
          <Link asChild color="school.800" textDecoration="underline" textUnderlineOffset="3px">
            {isDownload ? <a href={hit.path}>{hit.title}</a> : <RouterLink to={hit.path}>{hit.title}</RouterLink>}
          </Link>
        </Heading>
        <Text color="fg" lineClamp={3}>
          {hit.snippet.map((part, index) =>
            part.highlighted ? (
              <Box as="mark" key={index} bg="accent.100" color="inherit" px="0.5" borderRadius="sm">
                {part.text}
              </Box>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </Text>
      </Stack>
    </Box>
  );
}

/** /search?q=…&kind=…: everything the public reads, best first. */
export function SearchPage() {
  const search = useDebouncedQueryParam("q");
  const [kindParam, setKind] = useQueryParam("kind");
  const kind = kindOf(kindParam)?.value ?? null;
  const { data, previousData, loading, error, refetch, loadMore } = useSiteSearch(search.value, kind);
  const shown = data ?? (loading ? previousData : undefined);
  const hits = shown?.search.hits ?? [];
  const total = shown?.search.total ?? 0;

  let body;
  if (!search.value.trim()) body = null;
  else if (error && !data)
    body = (
      <ErrorState
        title="Error Searching"
        message="There was a problem searching the site. Please try again later."
        onRetry={retry(refetch)}
      />
    );
  else if (loading && !shown) body = <LoadingState label="Searching..." />;
  else if (hits.length === 0)
    body = (
      <EmptyState
        title="Nothing Found"
        message={`Nothing on the site matches "${search.value}". Please try other words or another kind.`}
      />
    );
  else
    body = (
      <>
        <Text color="fg.muted" mb="2">
          {total === 1 ? "1 result" : `${total} results`}
        </Text>
        <Box as="ul" listStyleType="none" aria-label="Search results" opacity={loading && !data ? 0.6 : 1}>
          {hits.map((hit) => (
            <SearchResult key={`${hit.kind}:${hit.path}`} hit={hit} />
          ))}
        </Box>
        {hits.length < total && (
          <LoadMoreButton loading={loading} onClick={() => void loadMore().catch(() => undefined)} />
        )}
      </>
    );

  return (
    <>
      <PageMeta page="Search" description="Search the school's news, events, announcements, documents and pages." />
      <PageHero title="Search" subtitle="News, events, announcements, documents and pages, in one place." />
      <Container maxW="4xl" py={{ base: "8", md: "12" }}>
        <FilterBar label="Search the site">
          <SearchField
            label="Search the site"
            name="q"
            placeholder="Search the site..."
            value={search.input}
            onChange={search.setInput}
          />
          <SelectField
            label="Kind"
            name="kind"
            value={kind ?? ""}
            onChange={setKind}
            options={[{ value: "", label: "Everything" }, ...KINDS.map(({ value, label }) => ({ value, label }))]}
          />
        </FilterBar>
        <Box aria-live="polite">{body}</Box>
      </Container>
    </>
  );
}
