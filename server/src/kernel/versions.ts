import { Arg, Authorized, Field, ID, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from "type-graphql";
import { Column } from "typeorm";
import type { EntityManager } from "typeorm";
import type { ConflictError } from "./errors";
import { VersionField } from "./field-labels";
import { Trashable } from "./trash";

/** Content staff edit: a version every save names (so a save over someone else's is refused) and who saved it. */
// Decorated so subclasses inherit its GraphQL field; no resolver returns it, so it is not a schema type.
@ObjectType({ simpleResolvers: true })
export abstract class Versioned extends Trashable {
  @Field(() => Int, { description: "Goes up with every save; an edit sends back the one it started from." })
  @Column({ type: "integer", default: 1 })
  version!: number;

  /** Who saved the current version, named as the audit log names people (not public: staff e-mail addresses). */
  @Column({ type: "varchar", length: 320, name: "updated_by", nullable: true })
  updatedBy!: string | null;
}

/** What an update's expectedVersion argument means, the same for every kind. */
export const EXPECTED_VERSION =
  "The version the edit started from: CONFLICT (naming who saved since, and when) if it is no longer current. Omitted: saved without the check.";

/** One earlier version of an item as its history keeps it: its columns by property, and who saved it when. */
export interface KeptVersion {
  version: number;
  savedAt: Date;
  savedBy: string | null;
  snapshot: Record<string, unknown>;
}

/** Where the earlier versions of items are kept (the revisions area implements it), with the file each one named. */
export interface ItemHistory {
  keep(manager: EntityManager, kind: string, itemId: string, kept: KeptVersion, fileId: string | null): Promise<void>;
  /** The item's kept versions, newest first. */
  list(kind: string, itemId: string): Promise<KeptVersion[]>;
  find(manager: EntityManager, kind: string, itemId: string, version: number): Promise<KeptVersion | null>;
  /** The refusal of a save started from an older version than `current`, naming who saved it and when. */
  conflict(kind: string, current: Versioned): ConflictError;
  /** Logs that an item was brought back to an earlier version, as a new one. */
  restored(manager: EntityManager, kind: string, itemId: string, change: RestoredVersion): Promise<void>;
  /** Forgets every kept version of an item that is gone for good, and the files only they still named. */
  forget(manager: EntityManager, kind: string, itemId: string): Promise<void>;
}

export interface RestoredVersion {
  /** The item's title. */
  name: string;
  /** The version brought back, and the new version it became. */
  version: number;
  to: number;
  changes: string[];
}

@ObjectType({ description: "One version of a news article, event, announcement, document or gallery photo." })
export class ItemVersion {
  @Field(() => Int)
  version!: number;

  @Field(() => Date)
  savedAt!: Date;

  @Field(() => String, { nullable: true, description: "Who saved it; null before versions were recorded." })
  savedBy!: string | null;

  @Field(() => String, { description: "Its title then." })
  title!: string;

  @Field(() => Boolean, { description: "The version the item has now." })
  current!: boolean;

  @Field(() => [VersionField], { description: "The fields staff edit, as they were in this version." })
  fields!: VersionField[];
}

/** What the versions resolver asks of a kind's service (CrudService answers it). */
interface VersionedService<T> {
  versions(id: string): Promise<ItemVersion[]>;
  restoreVersion(id: string, version: number, expectedVersion: number): Promise<T>;
}

/**
 * The types of content whose saves keep versions, each under its GraphQL type's name (an item's __typename):
 * the composition root adds every content type's before the schema is built.
 */
export const VersionedType: Record<string, string> = {};
registerEnumType(VersionedType, {
  name: "VersionedType",
  description: "A type of content whose saves keep versions: its GraphQL type's name.",
});

/** `itemVersions(type, id)`: any versioned item's versions, asked by the type the staff panel holds it as. */
@Resolver()
export class ItemVersionsResolver {
  /** Each content type's service, by its GraphQL type's name. */
  constructor(private readonly services: Map<string, Pick<VersionedService<object>, "versions">>) {}

  @Authorized()
  @Query(() => [ItemVersion], {
    description: "An item's versions, the current one first, named by its type: what the staff panel's history shows.",
  })
  itemVersions(@Arg("type", () => VersionedType) type: string, @Arg("id", () => ID) id: string) {
    const service = this.services.get(type);
    if (!service) throw new Error(`${type} keeps no versions`);
    return service.versions(id);
  }
}

/** `{field}Versions(id)` and `restore{Name}Version(id, version, expectedVersion)` of one kind, staff only. */
export function versionsResolver<T extends object>(type: new () => T, field: string) {
  const name = field[0].toUpperCase() + field.slice(1);

  @Resolver()
  class VersionsResolver {
    constructor(private readonly service: VersionedService<T>) {}

    @Authorized()
    @Query(() => [ItemVersion], { name: `${field}Versions`, description: "Its versions, the current one first." })
    versions(@Arg("id", () => ID) id: string) {
      return this.service.versions(id);
    }

    @Authorized()
    @Mutation(() => type, {
      name: `restore${name}Version`,
      description:
        "Makes an earlier version current again, as a new version (so it can be undone). CONFLICT when expectedVersion is not the current version.",
    })
    restore(
      @Arg("id", () => ID) id: string,
      @Arg("version", () => Int) version: number,
      @Arg("expectedVersion", () => Int) expectedVersion: number,
    ) {
      return this.service.restoreVersion(id, version, expectedVersion);
    }
  }
  Object.defineProperty(VersionsResolver, "name", { value: `${name}VersionsResolver` });
  return VersionsResolver;
}
