import { kindEnum } from "./content-kinds";
import type { ContentKind } from "./content-kinds";

/** What a search result is: every kind an area's `search` declares. */
export const SearchKind = kindEnum("SearchKind", "What a search result is.");

/** A column a result's snippet is cut from; `html` when it holds sanitised HTML, whose tags go first. */
export interface SnippetColumn {
  column: string;
  html?: boolean;
}

/**
 * Rows of one table the site search reads: public ones (publication states, not trashed) whose
 * `search_vector` a trigger keeps (`addSearchWords` in db/search-words.ts, called by the area's migration),
 * with a trigram index over `title` for typos.
 */
export interface SearchTable {
  table: string;
  /** SQL over the table's columns: the date a result shows and ties are broken by. */
  date: string;
  /** SQL over the table's columns that a public row must also meet (e.g. `active`). */
  shownWhen?: string;
  /** What the result's snippet is cut from, in this order. */
  snippet: SnippetColumn[];
}

/** A page as the site search reads it: where it is, its title, and all its words. */
export interface SearchablePage {
  path: string;
  title: string;
  text: string;
}

/** One kind of thing the site search finds, as its area declares it over the area's service. */
export interface SearchDeclaration<Service> {
  /** What the search page's filter calls results of this kind, plural ("Events"). */
  label: string;
  /** Where a result is on the site, from its id (a page's id is its path). */
  path: (id: string) => string;
  /** Rows of a table ... */
  table?: SearchTable;
  /** ... or pages whose words are gathered when someone searches. */
  pages?: (service: Service) => Promise<SearchablePage[]>;
}

/** One kind of thing the site search finds, once its area has started. */
export interface SearchSource extends Omit<SearchDeclaration<unknown>, "pages" | "label"> {
  kind: ContentKind;
  pages?: () => Promise<SearchablePage[]>;
}
