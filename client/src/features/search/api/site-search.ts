import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import type { SearchKind } from "../../../gql/graphql";

export const SEARCH_PAGE_SIZE = 20;

const SiteSearchQuery = graphql(`
  query SiteSearch($q: String!, $kind: SearchKind, $first: Int, $offset: Int) {
    search(q: $q, kind: $kind, first: $first, offset: $offset) {
      total
      hits {
        kind
        title
        path
        date
        snippet {
          text
          highlighted
        }
      }
    }
  }
`);

/** The site search's results for `q` (none asked while it is empty); `loadMore` appends the next page. */
export function useSiteSearch(q: string, kind: SearchKind | null) {
  const query = useQuery(SiteSearchQuery, {
    variables: { q, kind, first: SEARCH_PAGE_SIZE, offset: 0 },
    skip: q.trim() === "",
    notifyOnNetworkStatusChange: true,
  });
  const loaded = query.data?.search.hits.length ?? 0;
  const loadMore = () =>
    query.fetchMore({
      variables: { offset: loaded },
      updateQuery: (previous, { fetchMoreResult }) => ({
        search: { ...fetchMoreResult.search, hits: [...previous.search.hits, ...fetchMoreResult.search.hits] },
      }),
    });
  return { ...query, loadMore };
}
