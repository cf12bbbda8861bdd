import { Button, Flex, Heading, Stack } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { LoadMoreButton } from "../../../components/ui/load-more-button";
import { SearchField } from "../../../components/ui/search-field";
import { EmptyState, ErrorState, LoadingState, retry } from "../../../components/ui/state-message";

/** Items per page of every management list. */
export const ADMIN_PAGE_SIZE = 20;

interface AdminListProps {
  /** A heading above the items, e.g. 'All Announcements'. */
  heading?: string;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  /** Controls beside the search, such as a filter by state. */
  filters?: ReactNode;
  addLabel: string;
  onAdd: () => void;
  loading: boolean;
  loadingLabel: string;
  /** The message of a failed fetch, when it failed. */
  error: string | null;
  refetch: () => Promise<unknown>;
  empty: { title: string; message: string } | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  children: ReactNode;
}

/** A management list: search and add on top, then loading, error, empty or the items, then 'Load more'. */
export function AdminList(props: AdminListProps) {
  const {
    heading,
    search,
    onSearch,
    searchLabel,
    filters,
    addLabel,
    onAdd,
    loading,
    loadingLabel,
    error,
    refetch,
    empty,
    hasMore,
    loadingMore,
    onLoadMore,
    children,
  } = props;
  return (
    <Stack gap="6">
      <Flex gap="3" direction={{ base: "column", sm: "row" }}>
        <SearchField label={searchLabel} placeholder={`${searchLabel}...`} value={search} onChange={onSearch} />
        {filters}
        <Button size="lg" colorPalette="school" onClick={onAdd}>
          <Plus aria-hidden /> {addLabel}
        </Button>
      </Flex>
      {heading && (
        <Heading as="h2" size="lg">
          {heading}
        </Heading>
      )}
      {loading ? (
        <LoadingState label={loadingLabel} />
      ) : error ? (
        <ErrorState message={error} onRetry={retry(refetch)} />
      ) : empty ? (
        <EmptyState title={empty.title} message={empty.message} />
      ) : (
        <Stack gap="3">{children}</Stack>
      )}
      {hasMore && !loading && <LoadMoreButton loading={loadingMore} onClick={onLoadMore} />}
    </Stack>
  );
}
