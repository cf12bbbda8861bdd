import { Kind } from "graphql";
import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from "graphql";
import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";

/**
 * The fields a list query asks for on each of its connection's `nodes`, fragments followed; null when it
 * cannot tell (a directive may drop or add a field), and then every column is read.
 */
export function requestedNodeFields(info: GraphQLResolveInfo): ReadonlySet<string> | null {
  const fields = new Set<string>();
  const collect = (selectionSet: SelectionSetNode | undefined, inNodes: boolean): boolean => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.directives?.length) return false;
      if (selection.kind === Kind.FIELD) {
        if (inNodes) fields.add(selection.name.value);
        else if (selection.name.value === "nodes" && !collect(selection.selectionSet, true)) return false;
      } else {
        const fragment: { selectionSet: SelectionSetNode } | FragmentDefinitionNode | undefined =
          selection.kind === Kind.INLINE_FRAGMENT ? selection : info.fragments[selection.name.value];
        if (!fragment || !collect(fragment.selectionSet, inNodes)) return false;
      }
    }
    return true;
  };
  for (const node of info.fieldNodes) if (!collect(node.selectionSet, false)) return null;
  return fields;
}

/** What each GraphQL field of a type reads: the entity's properties (columns, embedded columns or relations). */
export type FieldReads = Readonly<Record<string, readonly string[]>>;

/** Fields that are columns of the same name. */
export function ownColumns(...properties: string[]): FieldReads {
  return Object.fromEntries(properties.map((property) => [property, [property]]));
}

/** The fields every versioned, publishable kind has. */
export const PUBLISHED_ITEM_READS: FieldReads = {
  ...ownColumns("id", "createdAt", "updatedAt", "version"),
  publishedAt: ["publication.publishedAt"],
  expiresAt: ["publication.expiresAt"],
};

/**
 * Reads only what the asked-for fields need (with `always`, the sort keys), so a list of twenty cards does
 * not fetch and build twenty articles' bodies; a field not in `reads`, or no field list at all (REST), reads
 * every column and relation as before.
 */
export function selectFields<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  fields: ReadonlySet<string> | null | undefined,
  reads: FieldReads,
  always: readonly string[],
): SelectQueryBuilder<T> {
  const { name: alias, metadata } = query.expressionMap.mainAlias!;
  const known = fields && [...fields].every((field) => field === "__typename" || field in reads);
  const properties = known
    ? new Set([...always, ...[...fields].flatMap((field) => reads[field] ?? [])])
    : new Set(Object.values(reads).flat());
  const relations = [...properties].filter((property) => metadata.findRelationWithPropertyPath(property));
  // Without a field list the main alias stays selected whole, as TypeORM does by default.
  if (known) {
    const columns = [...properties]
      .filter((property) => !relations.includes(property))
      .flatMap((property) => metadata.findColumnsWithPropertyPath(property));
    query.select(columns.map((column) => `${alias}.${column.propertyPath}`));
  }
  for (const relation of relations) query.leftJoinAndSelect(`${alias}.${relation}`, relation);
  return query;
}
