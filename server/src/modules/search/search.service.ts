import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../../config";
import type { Clock } from "../../kernel/clock";
import { publicAtSql } from "../../kernel/publication";
import { searchablePages } from "../content";
import { documentDownloadPath } from "../documents";
import { SearchKind } from "./search.types";
import type { SearchArgs, SearchHit, SearchResults, SnippetPart } from "./search.types";

/** ts_headline's markers around a match: control characters no stored text keeps (they are removed first). */
const START = "\u0001";
const STOP = "\u0002";
const CONTROL = "[\\u0001-\\u0008]";
const HEADLINE = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
/**
 * A query of at most this many words also finds titles a letter or two off ('netbal' finds 'Netball',
 * 'choier' 'Choir'): pg_trgm's word similarity of at least FUZZY_SIMILARITY (its default, 0.6, misses
 * a letter swapped in a short word).
 */
const FUZZY_SIMILARITY = 0.5;
const FUZZY_MAX_WORDS = 2;
const FUZZY_MIN_LENGTH = 3;

const PUBLIC = `${publicAtSql("", "q.now")} AND deleted_at IS NULL`;
const plain = (html: string) => `regexp_replace(regexp_replace(${html}, '<[^>]*>', ' ', 'g'), '${CONTROL}', '', 'g')`;
/** An FTS match ranks above any typo match; among typo matches, the closer title first. */
const rank = (vector: string) =>
  `CASE WHEN (${vector}) @@ query THEN 1 + ts_rank_cd(${vector}, query) ELSE word_similarity($1, title) END`;
// Stop words alone ('the') make an empty query, which matches nothing, typos included.
const matches = (vector: string) => `((${vector}) @@ query OR (q.fuzzy AND numnode(query) > 0 AND $1 <% title))`;

/**
 * Each kind's candidates: its id, rank and date (for ties). The words' matches and the typos' are two
 * queries, so each uses its own index (the GIN over `search_vector`, which a trigger fills, migration
 * 1764800000000; the trigram one over the title): one OR over both reads every title.
 */
const kindHits = (kind: SearchKind, table: string, date: string, onlyShown = "") => `
  SELECT '${kind}' AS kind, id::text AS id, 1 + ts_rank_cd(search_vector, query) AS rank, ${date} AS date
    FROM ${table}, q WHERE ${PUBLIC}${onlyShown} AND search_vector @@ query
  UNION ALL
  SELECT '${kind}', id::text, word_similarity($1, title), ${date}
    FROM ${table}, q WHERE q.fuzzy AND numnode(query) > 0 AND $1 <% title AND ${PUBLIC}${onlyShown}
      AND NOT (search_vector @@ query)`;
const KIND_HITS: Record<Exclude<SearchKind, SearchKind.PAGE>, string> = {
  [SearchKind.NEWS]: kindHits(SearchKind.NEWS, "news", "date"),
  [SearchKind.EVENT]: kindHits(SearchKind.EVENT, "events", "date"),
  [SearchKind.ANNOUNCEMENT]: kindHits(SearchKind.ANNOUNCEMENT, "announcements", "date", " AND active"),
  [SearchKind.DOCUMENT]: kindHits(SearchKind.DOCUMENT, "documents", "published_at::date"),
};
const PAGE_VECTOR = `setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'C')`;
const PAGE_HITS = `SELECT 'PAGE' AS kind, path AS id, ${rank(PAGE_VECTOR)} AS rank, NULL::date AS date FROM pages, q
  WHERE ${matches(PAGE_VECTOR)}`;

interface Row {
  kind: SearchKind;
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
 * The site search: Postgres full-text search (English stemming, weighted so a title counts most)
 * over the public news, events, announcements, documents and editable pages, ranked, with a
 * highlighted snippet; a short query also finds titles with a typo (pg_trgm).
 */
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly school: SchoolIdentity,
  ) {}

  async search({ q, kind, first, offset }: SearchArgs): Promise<SearchResults> {
    const text = q.replace(new RegExp(CONTROL, "g"), "").trim();
    if (!text) return { total: 0, hits: [] };
    const words = text.split(/\s+/);
    const fuzzy = words.length <= FUZZY_MAX_WORDS && text.length >= FUZZY_MIN_LENGTH;
    const kinds = kind ? [kind] : Object.values(SearchKind);
    const pages = kinds.includes(SearchKind.PAGE) ? await searchablePages(this.dataSource, this.school) : [];
    const branches = [
      ...kinds.flatMap((each) => (each === SearchKind.PAGE ? [] : [KIND_HITS[each]])),
      ...(pages.length > 0 ? [PAGE_HITS] : []),
    ];
    const rows = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${FUZZY_SIMILARITY}`);
      return manager.query<Row[]>(
        `WITH q AS (SELECT websearch_to_tsquery('english', $1::text) AS query, $2::timestamptz AS now, $4::boolean AS fuzzy),
        pages AS (SELECT * FROM unnest($5::text[], $6::text[], $7::text[]) AS page(path, title, body)),
        hits AS (${branches.join(" UNION ALL ")}),
        chosen AS (SELECT *, count(*) OVER () AS total FROM hits ORDER BY rank DESC, date DESC NULLS LAST, id LIMIT $3 OFFSET $8)
      SELECT chosen.kind, chosen.id, chosen.date::text AS date, chosen.total::int AS total,
        COALESCE(news.title, events.title, announcements.title, documents.title, pages.title) AS title,
        ts_headline('english', CASE chosen.kind
          WHEN 'NEWS' THEN news.excerpt || ' ' || ${plain("news.content")}
          WHEN 'EVENT' THEN ${plain("events.description")} || ' ' || events.location
          WHEN 'ANNOUNCEMENT' THEN ${plain("announcements.content")}
          WHEN 'DOCUMENT' THEN documents.title
          ELSE ${plain("pages.body")} END, q.query, '${HEADLINE}') AS headline
      FROM chosen CROSS JOIN q
        LEFT JOIN news ON chosen.kind = 'NEWS' AND news.id::text = chosen.id
        LEFT JOIN events ON chosen.kind = 'EVENT' AND events.id::text = chosen.id
        LEFT JOIN announcements ON chosen.kind = 'ANNOUNCEMENT' AND announcements.id::text = chosen.id
        LEFT JOIN documents ON chosen.kind = 'DOCUMENT' AND documents.id::text = chosen.id
        LEFT JOIN pages ON chosen.kind = 'PAGE' AND pages.path = chosen.id
      ORDER BY chosen.rank DESC, chosen.date DESC NULLS LAST, chosen.id`,
        [
          text,
          this.clock.now(),
          first,
          fuzzy,
          pages.map((page) => page.path),
          pages.map((page) => page.title),
          pages.map((page) => page.text),
          offset,
        ],
      );
    });
    return { total: rows[0]?.total ?? 0, hits: rows.map((row) => this.hitOf(row)) };
  }

  private hitOf(row: Row): SearchHit {
    const paths: Record<SearchKind, string> = {
      [SearchKind.NEWS]: `/news/${row.id}`,
      [SearchKind.EVENT]: `/events/${row.id}`,
      [SearchKind.ANNOUNCEMENT]: `/announcements/${row.id}`,
      [SearchKind.DOCUMENT]: documentDownloadPath(row.id),
      [SearchKind.PAGE]: row.id,
    };
    return {
      kind: row.kind,
      title: row.title,
      path: paths[row.kind],
      date: row.date,
      snippet: snippetParts(unescape(row.headline)),
    };
  }
}
