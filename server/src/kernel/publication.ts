import { Field, InputType, registerEnumType } from "type-graphql";
import { IsDate, IsEnum, IsOptional } from "class-validator";
import { Column } from "typeorm";
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { addDays } from "./dates";
import { FieldFormat } from "./field-labels";
import type { FieldLabels } from "./field-labels";
import { invalidInput } from "./errors";
import type { FieldErrors } from "./errors";
import type { ContentKind } from "./content-kinds";
import type { PreviewGrant } from "./preview";

/** Where an item stands for the public at a moment. */
export enum PublicationState {
  DRAFT = "draft",
  SCHEDULED = "scheduled",
  PUBLISHED = "published",
  EXPIRED = "expired",
}
registerEnumType(PublicationState, {
  name: "PublicationState",
  description: "Draft (never public), scheduled (public from a time), published, or expired (no longer public).",
});

/** What staff ask for when saving: keep it a draft, publish it now, or publish it at a time. */
export enum PublishAction {
  DRAFT = "draft",
  PUBLISH = "publish",
  SCHEDULE = "schedule",
}
registerEnumType(PublishAction, { name: "PublishAction" });

/** When an item is public: from `publishedAt` (none: a draft) until `expiresAt` (none: for good). Embedded in each kind. */
export class Publication {
  @Column({ type: "timestamptz", precision: 3, name: "published_at", nullable: true, default: () => "now()" })
  publishedAt!: Date | null;

  @Column({ type: "timestamptz", precision: 3, name: "expires_at", nullable: true })
  expiresAt!: Date | null;
}

/** The publishing fields of every kind, in staff's words (the editor's "Publish at" and "Take down at"). */
export const PUBLICATION_LABELS: FieldLabels<{ publishedAt: Date | null; expiresAt: Date | null }> = [
  { property: "publishedAt", label: "publication date", format: FieldFormat.INSTANT, empty: "none (a draft)" },
  { property: "expiresAt", label: "take-down date", format: FieldFormat.INSTANT, empty: "none (it stays up)" },
];

@InputType({
  description: "How an item is published. Left out: a new item is published at once, an edit keeps its state.",
})
export class PublicationInput {
  @Field(() => PublishAction)
  @IsEnum(PublishAction)
  action!: PublishAction;

  @Field(() => Date, { nullable: true, description: "With SCHEDULE: when it becomes public (in the future)." })
  @IsOptional()
  @IsDate()
  publishAt?: Date | null;

  @Field(() => Date, { nullable: true, description: "When it stops being public by itself; none: it stays." })
  @IsOptional()
  @IsDate()
  expiresAt?: Date | null;
}

function publicationState({ publishedAt, expiresAt }: Publication, now: Date): PublicationState {
  if (!publishedAt) return PublicationState.DRAFT;
  if (publishedAt > now) return PublicationState.SCHEDULED;
  if (expiresAt && expiresAt <= now) return PublicationState.EXPIRED;
  return PublicationState.PUBLISHED;
}

/**
 * The publication an input asks for, given the current one; throws the field errors that refuse it.
 * Publishing an item already public keeps its first publication time.
 */
export function nextPublication(
  input: PublicationInput | null | undefined,
  current: Publication | null,
  now: Date,
): Publication {
  if (!input) return current ?? { publishedAt: now, expiresAt: null };
  const errors: FieldErrors = {};
  let publishedAt: Date | null = null;
  if (input.action === PublishAction.PUBLISH)
    publishedAt = current?.publishedAt && current.publishedAt <= now ? current.publishedAt : now;
  if (input.action === PublishAction.SCHEDULE) {
    if (!input.publishAt) errors["publication.publishAt"] = "Choose when to publish";
    else if (input.publishAt <= now) errors["publication.publishAt"] = "Choose a time in the future";
    else publishedAt = input.publishAt;
  }
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt && expiresAt <= (publishedAt ?? now))
    errors["publication.expiresAt"] = "The end must be after the item goes public";
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return { publishedAt, expiresAt };
}

/** Who is asking decides whether unpublished (or inactive) items exist for them. */
export interface Viewer {
  isStaff: boolean;
  /** The item a shared preview link sent with the request opens, if any. */
  preview?: PreviewGrant | null;
}

/** True when `viewer` may see the item though the public may not: staff, or the holder of its preview link. */
export const canPreview = (viewer: Viewer, kind: ContentKind, id: string) =>
  viewer.isStaff || (viewer.preview?.kind === kind && viewer.preview.itemId === id);

/** True when the public may see an item with this publication at `now`. */
export const isPublicAt = (publication: Publication, now: Date) =>
  publicationState(publication, now) === PublicationState.PUBLISHED;

/** The next planned publication or expiry after `now` in `table` (trash aside), so cached answers never outlive it. */
export async function nextPublicationChange(dataSource: DataSource, table: string, now: Date): Promise<Date | null> {
  const [row]: { next: Date | null }[] = await dataSource.query(
    `SELECT least(min(published_at) FILTER (WHERE published_at > $1), min(expires_at) FILTER (WHERE expires_at > $1)) AS next
       FROM ${table} WHERE deleted_at IS NULL`,
    [now],
  );
  return row.next;
}

/**
 * The SQL condition that a row (of `alias`, or the only table when it is empty) is public at `at`, an SQL
 * expression (a parameter, a column): published by then and not yet expired. Trash aside.
 */
export function publicAtSql(alias: string, at: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `${column("published_at")} <= ${at} AND (${column("expires_at")} IS NULL OR ${column("expires_at")} > ${at})`;
}

/** Only what the public may see at `now`: published and not yet expired. */
export function onlyPublic<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, now: Date) {
  return query.andWhere(publicAtSql(alias, ":publicAt"), { publicAt: now });
}

/** Items in one state at `now`, for the staff lists' filter. */
export function inState<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  state: PublicationState,
  now: Date,
) {
  const conditions: Record<PublicationState, string> = {
    [PublicationState.DRAFT]: `${alias}.published_at IS NULL`,
    [PublicationState.SCHEDULED]: `${alias}.published_at > :stateAt`,
    [PublicationState.PUBLISHED]: publicAtSql(alias, ":stateAt"),
    [PublicationState.EXPIRED]: `${alias}.published_at <= :stateAt AND ${alias}.expires_at <= :stateAt`,
  };
  return query.andWhere(conditions[state], { stateAt: now });
}

/** Demo content dated `date` (yyyy-mm-dd): public since the day before, whatever the hour and zone of seeding. */
export const publishedBefore = (date: string): Publication => ({
  publishedAt: new Date(`${addDays(date, -1)}T00:00:00Z`),
  expiresAt: null,
});
