import { ObjectType } from "type-graphql";
import { Column, DeleteDateColumn } from "typeorm";
import { kindEnum } from "./content-kinds";
import { Timestamped } from "./timestamps";

/** How long a deleted item waits in the trash before the nightly job removes it for good. */
export const TRASH_RETENTION_DAYS = 30;

/** The kinds of content that go to the trash when deleted: every area that declares a `trash`. */
export const TrashKind = kindEnum("TrashKind", "A kind of content that goes to the trash when deleted.");

/**
 * Content whose delete moves it to the trash: TypeORM's finds and query builders skip a row with
 * `deletedAt` set, so a trashed item is gone from every list and page until restored.
 */
// Decorated so subclasses inherit their GraphQL fields; no resolver returns it, so it is not a schema type.
@ObjectType({ simpleResolvers: true })
export abstract class Trashable extends Timestamped {
  @DeleteDateColumn({ type: "timestamptz", precision: 3, name: "deleted_at", nullable: true })
  deletedAt!: Date | null;

  /** Who moved it to the trash (a staff member's e-mail). */
  @Column({ type: "varchar", length: 320, name: "deleted_by", nullable: true })
  deletedBy!: string | null;
}

/** A record in the trash, as its kind's service answers it. */
interface TrashedRecord {
  id: string;
  title: string;
  deletedAt: Date | null;
  deletedBy: string | null;
}

/** What the trash asks of one kind of content (its CRUD service answers all of it). */
export interface TrashBin {
  /** What is in this kind's trash, most recently deleted first. */
  trashed(): Promise<TrashedRecord[]>;
  /** Brings a trashed item back; NOT_FOUND when it is not in the trash. */
  restore(id: string): Promise<string>;
  /** Removes a trashed item and its file for good; NOT_FOUND when it is not in the trash. */
  deleteForever(id: string): Promise<string>;
  /** Removes for good, files included, what was trashed before `before`; answers how many. */
  purgeTrashed(before: Date): Promise<number>;
}
