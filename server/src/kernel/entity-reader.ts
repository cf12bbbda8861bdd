import type { Pool } from "pg";
import type { EntityMetadata, ObjectLiteral, SelectQueryBuilder } from "typeorm";
// Paths TypeORM's package exports ("./*.js"), for what its index leaves out.
import { DriverUtils } from "typeorm/driver/DriverUtils.js";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import type { ColumnMetadata } from "typeorm/metadata/ColumnMetadata.js";

/**
 * Column types whose values TypeORM's hydration hands on unchanged, as pg parses them here (a Date for a timestamp,
 * the text for a date: data-source.ts), unless the column has a transformer.
 */
const AS_READ = new Set([
  "uuid",
  "character varying",
  "varchar",
  "text",
  "integer",
  "int",
  "boolean",
  "jsonb",
  "json",
  "timestamp with time zone",
  "timestamptz",
  "date",
]);

/** How one alias of a query's rows becomes an entity: the row's key and the column of each selected column. */
interface AliasReader {
  metadata: EntityMetadata;
  /** With whether the row's value is the entity's as it is (`AS_READ`). */
  columns: [key: string, column: ColumnMetadata, asRead: boolean][];
  /** The row key of its primary column: null there means a left join found nothing. */
  primaryKey: string;
}

interface JoinReader extends AliasReader {
  propertyName: string;
}

interface QueryReader {
  main: AliasReader;
  joins: JoinReader[];
}

/** Where one value of a query's named parameters goes: the parameter, and the element of an array one. */
interface ParameterSlot {
  key: string;
  index?: number;
}

/** What a query shape is read with: its SQL, where each parameter value goes, and how its rows become entities. */
interface Statement {
  /**
   * The name each pool connection prepares it under, once: Postgres then parses it only once per connection, and
   * plans it once too where a plan for any values is as good (it plans afresh each time where not, e.g. a search).
   */
  name: string;
  sql: string;
  /** The positional parameters, in order ($1, $2, …). */
  slots: ParameterSlot[];
  /** Whether its joins let it be read here (`joinsOneRowEach`). */
  readable: boolean;
  /** Made from its first rows. */
  reader?: QueryReader;
}

/** Statements by query shape: TypeORM would write a list's SQL afresh on every request, and its reader too. */
const statements = new Map<string, Statement>();
const MAX_STATEMENTS = 500;
/** Statements named so far: a name is never given to other SQL, even after the map is emptied. */
let statementsNamed = 0;

/**
 * What the SQL text of a select depends on, or null when it uses a builder feature this does not follow (it
 * is then written afresh). Parameter values do not count, only their names, and an array's length (`:...ids`
 * becomes that many placeholders).
 */
function shapeOf<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, parameters: ObjectLiteral): string | null {
  const map = query.expressionMap;
  const followed =
    map.queryType === "select" &&
    map.mainAlias?.hasMetadata &&
    !map.subQuery &&
    !map.selectDistinct &&
    map.selectDistinctOn.length === 0 &&
    map.groupBys.length === 0 &&
    map.havings.length === 0 &&
    map.relationIdAttributes.length === 0 &&
    map.commonTableExpressions.length === 0 &&
    !map.lockMode &&
    !map.useIndex?.length &&
    !map.comment &&
    !map.timeTravel &&
    map.skip === undefined &&
    map.take === undefined &&
    map.wheres.every((where) => typeof where.condition === "string") &&
    map.joinAttributes.every((join) => typeof join.entityOrProperty === "string");
  if (!followed) return null;
  const parameterNames: string[] = [];
  for (const [name, value] of Object.entries(parameters)) {
    if (typeof value === "function") return null;
    parameterNames.push(Array.isArray(value) ? `${name}[${value.length}]` : name);
  }
  return JSON.stringify([
    map.mainAlias!.name,
    map.mainAlias!.metadata.tablePath,
    map.withDeleted,
    map.disableEscaping,
    map.aliasNamePrefixingEnabled,
    map.options,
    map.selects,
    map.joinAttributes.map((join) => [
      join.direction,
      join.entityOrProperty,
      join.alias.name,
      join.condition,
      join.isSelected,
    ]),
    map.wheres,
    map.orderBys,
    map.limit,
    map.offset,
    parameterNames,
  ]);
}

/** The SQL and parameter list of `query`, and its shape's statement (none for a shape not followed). */
function prepare<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
): { sql: string; parameters: unknown[]; statement?: Statement } {
  const named = query.getParameters();
  const shape = shapeOf(query, named);
  if (shape === null) {
    const [sql, parameters] = query.getQueryAndParameters();
    return { sql, parameters };
  }
  let statement = statements.get(shape);
  if (!statement) {
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    statement = statementOf(query, named);
    statements.set(shape, statement);
  }
  const parameters = statement.slots.map(({ key, index }): unknown => {
    const value: unknown = named[key];
    return index === undefined ? value : (value as unknown[])[index];
  });
  return { sql: statement.sql, parameters, statement };
}

/**
 * A new shape's statement: TypeORM writes its SQL, and numbers its parameters in a pass over that text, which
 * here places slots instead of values so that later queries of the shape only fill them in.
 */
function statementOf<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, named: ObjectLiteral): Statement {
  const slotsByKey: ObjectLiteral = {};
  for (const [key, value] of Object.entries(named))
    slotsByKey[key] = Array.isArray(value) ? value.map((_, index): ParameterSlot => ({ key, index })) : { key };
  const [sql, slots] = query.connection.driver.escapeQueryWithParameters(query.getQuery(), slotsByKey);
  return {
    name: `entity_reader_${++statementsNamed}`,
    sql,
    slots: slots as ParameterSlot[],
    readable: joinsOneRowEach(query),
  };
}

/** The SQL and parameter list of `query`, its text written once per shape. */
export function sqlAndParameters<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): [string, unknown[]] {
  const { sql, parameters } = prepare(query);
  return [sql, parameters];
}

function aliasReader(
  driver: PostgresDriver,
  alias: string,
  metadata: EntityMetadata,
  row: Record<string, unknown>,
): AliasReader {
  const keyOf = (column: ColumnMetadata) => DriverUtils.buildAlias(driver, undefined, alias, column.databaseName);
  return {
    metadata,
    columns: metadata.columns
      .filter((column) => !column.isVirtual && keyOf(column) in row)
      .map((column) => [
        keyOf(column),
        column,
        !column.transformer && typeof column.type === "string" && AS_READ.has(column.type),
      ]),
    primaryKey: keyOf(metadata.primaryColumns[0]),
  };
}

/** Whether every join selected by `query` is one of its main alias's relations to a single row (picture, album). */
function joinsOneRowEach<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): boolean {
  const { mainAlias, joinAttributes } = query.expressionMap;
  if (!mainAlias?.hasMetadata || mainAlias.metadata.primaryColumns.length !== 1) return false;
  return joinAttributes.every(
    (join) =>
      !join.isSelected ||
      (!join.isMany &&
        join.relation?.propertyPath === join.relation?.propertyName &&
        join.parentAlias === mainAlias.name &&
        join.alias.metadata.primaryColumns.length === 1),
  );
}

function queryReader<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  driver: PostgresDriver,
  row: Record<string, unknown>,
): QueryReader {
  const mainAlias = query.expressionMap.mainAlias!;
  return {
    main: aliasReader(driver, mainAlias.name, mainAlias.metadata, row),
    joins: query.expressionMap.joinAttributes
      .filter((join) => join.isSelected)
      .map((join) => ({
        ...aliasReader(driver, join.alias.name, join.alias.metadata, row),
        propertyName: join.relation!.propertyName,
      })),
  };
}

function entityOf(reader: AliasReader, driver: PostgresDriver, row: Record<string, unknown>): ObjectLiteral {
  const entity = reader.metadata.create(undefined, { fromDeserializer: true }) as ObjectLiteral;
  for (const [key, column, asRead] of reader.columns)
    column.setEntityValue(entity, asRead ? row[key] : driver.prepareHydratedValue(row[key], column));
  return entity;
}

/**
 * The entities of a select built with TypeORM's query builder, with its raw rows (for computed columns), read
 * straight from the pool and built by a reader made once per query shape, as its SQL is: for the public lists
 * and the signed-in check, TypeORM's query runner and its general transformer (grouping rows, eager relations,
 * listeners these entities do not have) cost more than the query itself. Queries joining many rows per
 * entity, or through other joins, and builders of a transaction go through `getRawAndEntities` as before.
 */
export async function readEntitiesAndRaw<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
): Promise<{ entities: T[]; raw: Record<string, unknown>[] }> {
  // A builder bound to a query runner may be inside a transaction, which only that connection sees.
  if ((query as unknown as { queryRunner?: unknown }).queryRunner !== undefined) return query.getRawAndEntities();
  const { sql, parameters, statement } = prepare(query);
  if (!(statement ? statement.readable : joinsOneRowEach(query))) return query.getRawAndEntities();
  const driver = query.connection.driver as PostgresDriver;
  const { rows } = await (driver.master as Pool).query<Record<string, unknown>>({
    name: statement?.name,
    text: sql,
    values: parameters,
  });
  if (rows.length === 0) return { entities: [], raw: rows };
  const { main, joins } = statement
    ? (statement.reader ??= queryReader(query, driver, rows[0]))
    : queryReader(query, driver, rows[0]);
  const entities = rows.map((row) => {
    const entity = entityOf(main, driver, row);
    for (const join of joins)
      entity[join.propertyName] = row[join.primaryKey] === null ? null : entityOf(join, driver, row);
    return entity as T;
  });
  return { entities, raw: rows };
}

/** As `readEntitiesAndRaw`, the entities only. */
export async function readEntities<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): Promise<T[]> {
  return (await readEntitiesAndRaw(query)).entities;
}
