import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../../config";
import type { SearchablePage } from "../../kernel/search-source";
import { CONTENT_PAGES } from "./content-pages";
import { SiteContent } from "./site-content.entity";

/** Strings that are not words a visitor reads: picture paths, addresses, ids. */
const NOT_PROSE = /^(\/|https?:|mailto:|tel:|[0-9a-f]{8}-[0-9a-f]{4}-)/i;

function wordsOf(value: unknown, into: string[]): string[] {
  if (typeof value === "string") {
    if (value.trim() && !NOT_PROSE.test(value)) into.push(value.replace(/<[^>]*>/g, " "));
  } else if (Array.isArray(value)) {
    for (const item of value) wordsOf(item, into);
  } else if (value && typeof value === "object") {
    // A picture's alt text describes the picture, which a search result does not show.
    for (const [key, item] of Object.entries(value)) if (key !== "alt") wordsOf(item, into);
  }
  return into;
}

/** Every public page with the words it shows now: as saved, or its defaults until first saved. */
export async function searchablePages(dataSource: DataSource, school: SchoolIdentity): Promise<SearchablePage[]> {
  const rows = await dataSource.getRepository(SiteContent).find();
  const saved = new Map(rows.map((row) => [row.page, row.content]));
  return CONTENT_PAGES.flatMap((definition) =>
    definition.publicPage
      ? [
          {
            ...definition.publicPage,
            text: wordsOf(saved.get(definition.page) ?? definition.defaults(school), []).join("\n"),
          },
        ]
      : [],
  );
}
