import { getMetadataArgsStorage } from "typeorm";
import { AREAS } from "../../server/src/app/areas";
import type { DeclaredContentApi } from "../../server/src/kernel/content-api";

/** A content type's API as its area declares it, with the table its entity is stored in. */
export interface DeclaredContentType extends DeclaredContentApi {
  table: string;
}

function tableOf(type: DeclaredContentApi["type"]): string {
  const table = getMetadataArgsStorage().tables.find((declared) => declared.target === type)?.name;
  if (!table) throw new Error(`${type.name} declares no table`);
  return table;
}

/** Every content type the areas declare, in the list of areas' order. */
export const contentTypes: DeclaredContentType[] = AREAS.flatMap(({ api }) =>
  api ? [{ ...api, table: tableOf(api.type) }] : [],
);

/** The declared content type that `matches`; fails the test file when none does. */
export function contentTypeWhere(matches: (type: DeclaredContentType) => boolean, what: string): DeclaredContentType {
  const found = contentTypes.find(matches);
  if (!found) throw new Error(`no content type ${what}`);
  return found;
}
