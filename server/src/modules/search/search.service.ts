import { createHash } from "node:crypto";
import type { PoolClient } from "pg";
import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import { publicAtSql } from "../../kernel/publication";
import type { ContentKind } from "../../kernel/content-kinds";
import type { SearchSource, SearchTable, SnippetColumn } from "../../kernel/search-source";
import type { SearchArgs, SearchHit, SearchResults, SnippetPart } from "./search.types";

/** ts_headline's markers around a match: control characters no stored text keeps (they are removed first). */
const START = "\u0001";
const STOP = "\u0002";
const CONTROL = "[\\u0001-\\u0008]";
const HEADLINE = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
/**
 * A query of at most this many words also finds titles a letter or two off ('netbal' finds 'Netball',
 * 'choier' 'Choir'): pg_trgm's word similarity of at least 0.5, set for every connection in
 * db/data-source.ts (its default, 0.6, misses a letter swapped in a short word).
 */
const FUZZY_MAX_WORDS = 2;
const FUZZY_MIN_LENGTH = 3;
/**
 * Typos are looked for only when the words themselves find fewer results than this: a word found
 * hundreds of times is spelt right, and ranking every title that looks like it would only cost time.
 */
const TYPOS_WHEN_FEWER_THAN = 10;

const PUBLIC = `${publicAtSql("", "q.now")} AND deleted_at IS NULL`;
/** Text without its tags (a tag cut off at the end included) or the headline's markers. */
const plain = (html: string) =>
  `regexp_replace(regexp_replace(${html}, '<[^>]*(>|$)', ' ', 'g'), '${CONTROL}', '', 'g')`;
/**
 * Each kind's candidates: its id (an item's uuid as text, a page's path), rank and date (for ties). The
 * words' matches and the typos' are two queries, so each uses its own index (the GIN over `search_vector`,
 * which a trigger fills: db/content-triggers.ts; the trigram one over the title): one OR over both
 * reads every title. A word match ranks above any typo match (1 + its rank, against a similarity).
 * The words are matched alone, behind OFFSET 0, so the planner reads their GIN index and checks
 * publication on the rows it finds, rather than reading every public row's words (3 ms, not 13, over
 * 10,000 articles).
 */
const wordHits = ({ kind }: SearchSource, { table, date, shownWhen }: SearchTable) => `
  SELECT '${kind}' AS kind, id::text AS id, 1 + ts_rank_cd(search_vector, query) AS rank, ${date} AS date
    FROM (SELECT * FROM ${table} WHERE search_vector @@ (SELECT query FROM q) OFFSET 0) matched, q
    WHERE ${PUBLIC}${shown(shownWhen)}`;
const typoHits = ({ kind }: SearchSource, { table, date, shownWhen }: SearchTable) => `
  SELECT '${kind}' AS kind, id::text AS id, word_similarity($1, title) AS rank, ${date} AS date
    FROM ${table}, q WHERE q.fuzzy AND numnode(query) > 0 AND $1 <% title AND ${PUBLIC}${shown(shownWhen)}
      AND NOT (search_vector @@ query)`;
const shown = (condition: string | undefined) => (condition ? ` AND (${condition})` : "");
const PAGE_VECTOR = `setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'C')`;
const pageWordHits = ({ kind }: SearchSource) => `SELECT '${kind}' AS kind, path AS id,
  1 + ts_rank_cd(${PAGE_VECTOR}, query) AS rank, NULL::date AS date FROM pages, q WHERE (${PAGE_VECTOR}) @@ query`;
const pageTypoHits = ({ kind }: SearchSource) => `SELECT '${kind}' AS kind, path AS id,
  word_similarity($1, title) AS rank, NULL::date AS date
  FROM pages, q WHERE q.fuzzy AND numnode(query) > 0 AND $1 <% title AND NOT ((${PAGE_VECTOR}) @@ query)`;
/** The text a snippet is cut from: long enough for any match worth showing, short enough to stay quick. */
const SNIPPET_SOURCE_MAX = 3000;
const start = (html: string) => plain(`left(${html}, ${SNIPPET_SOURCE_MAX})`);
const snippetOf = (columns: SnippetColumn[]) =>
  columns.map(({ column, html }) => (html ? start(column) : column)).join(" || ' ' || ");
/** The title and snippet text of the chosen results of one kind. */
const shownText = ({ kind, table }: SearchSource) =>
  table
    ? `SELECT '${kind}' AS kind, id::text AS id, title, ${snippetOf(table.snippet)} AS text FROM ${table.table}
         WHERE id IN (SELECT id::uuid FROM chosen WHERE kind = '${kind}')`
    : `SELECT '${kind}' AS kind, path AS id, title, ${plain("body")} AS text FROM pages`;

/**
 * The page of hits asked for (ranked, with the total), each with its title and a snippet with the
 * matched words marked: $1 the words, $2 now, $3 first, $4 whether typos count, $5-$7 the pages' paths,
 * titles and words, $8 the offset. Titles and snippets are read for the chosen hits only.
 */
const searchSql = (
  branches: string[],
  sources: SearchSource[],
) => `WITH q AS (SELECT websearch_to_tsquery('english', $1::text) AS query, $2::timestamptz AS now, $4::boolean AS fuzzy),
        pages AS (SELECT * FROM unnest($5::text[], $6::text[], $7::text[]) AS page(path, title, body)),
        hits AS (${branches.join(" UNION ALL ")}),
        chosen AS (SELECT *, count(*) OVER () AS total FROM hits
          ORDER BY rank DESC, date DESC NULLS LAST, id LIMIT $3 OFFSET $8),
        shown AS (${sources.map(shownText).join(" UNION ALL ")})
      SELECT chosen.kind, chosen.id, chosen.date::text AS date, chosen.total::int AS total, shown.title,
        ts_headline('english', shown.text, q.query, '${HEADLINE}') AS headline
      FROM chosen CROSS JOIN q JOIN shown ON shown.kind = chosen.kind AND shown.id = chosen.id
      ORDER BY chosen.rank DESC, chosen.date DESC NULLS LAST, chosen.id`;

interface Row {
  kind: ContentKind;
  id: string;
  title: string;
  date: string | null;
  headline: string;
  total: number;
}

/** 'the \u0001choir\u0002 sang' → the / choir (highlighted) / sang */
function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    if (piece) parts.push({ text: piece, highlighted: index % 2 === 1 });
  }
  return parts;
}

/** Entities sanitised HTML keeps, as the visitor reads them. */
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]);

/**
 * The site search: Postgres full-text search (English stemming, weighted so a title counts most) over
 * what the areas declare (`search` in their manifests), public only, ranked, with a highlighted
 * snippet; a short query also finds titles with a typo (pg_trgm).
 */
export class SearchService {
  private readonly sources = new Map<ContentKind, SearchSource>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Adds what one area's search finds; the server does it for every area that declares one, once started. */
  add(source: SearchSource): void {
    this.sources.set(source.kind, source);
  }

  async search({ q, kind, first, offset }: SearchArgs): Promise<SearchResults> {
    const text = q.replace(new RegExp(CONTROL, "g"), "").trim();
    if (!text) return { total: 0, hits: [] };
    const fuzzy = text.split(/\s+/).length <= FUZZY_MAX_WORDS && text.length >= FUZZY_MIN_LENGTH;
    const sources = [...this.sources.values()].filter((source) => !kind || source.kind === kind);
    const pages = (await Promise.all(sources.map((source) => source.pages?.() ?? Promise.resolve([])))).flat();
    const words = sources.flatMap((source) =>
      source.table ? [wordHits(source, source.table)] : pages.length > 0 ? [pageWordHits(source)] : [],
    );
    const typos = sources.flatMap((source) =>
      source.table ? [typoHits(source, source.table)] : pages.length > 0 ? [pageTypoHits(source)] : [],
    );
    if (words.length === 0) return { total: 0, hits: [] };
    const parameters = [
      text,
      this.clock.now(),
      first,
      fuzzy,
      pages.map((page) => page.path),
      pages.map((page) => page.title),
      pages.map((page) => page.text),
      offset,
    ];
    let rows = await this.prepared(searchSql(words, sources), parameters);
    // The words found little: the query again, typos included.
    if (fuzzy && (rows[0]?.total ?? 0) < TYPOS_WHEN_FEWER_THAN) {
      rows = await this.prepared(searchSql([...words, ...typos], sources), parameters);
    }
    return { total: rows[0]?.total ?? 0, hits: rows.map((row) => this.hitOf(row)) };
  }

  /**
   * Runs `sql` as a named prepared statement, which each connection plans once: planning the search's
   * many branches costs as much as running them.
   */
  private async prepared(sql: string, parameters: unknown[]): Promise<Row[]> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const client = (await runner.connect()) as PoolClient;
      const name = `site-search-${createHash("sha256").update(sql).digest("hex").slice(0, 16)}`;
      return (await client.query<Row>({ name, text: sql, values: parameters })).rows;
    } finally {
      await runner.release();
    }
  }

  private hitOf(row: Row): SearchHit {
    return {
      kind: row.kind,
      title: row.title,
      path: this.sources.get(row.kind)?.path(row.id) ?? row.id,
      date: row.date,
      snippet: snippetParts(unescape(row.headline)),
    };
  }
}
