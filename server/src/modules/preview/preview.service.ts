import type { DataSource, EntityManager } from "typeorm";
import { AuditAction, actingRequest } from "../../kernel/audit";
import type { AuditTrail } from "../../kernel/audit";
import type { Clock } from "../../kernel/clock";
import { NotFoundError } from "../../kernel/errors";
import { isUuid } from "../../kernel/ids";
import type { ContentKind } from "../../kernel/content-kinds";
import type { PreviewGrant, PreviewableKind } from "../../kernel/preview";
import type { TokenService } from "../auth";
import { PreviewLink } from "./preview-link.entity";

/** How long a shared preview link works. */
const PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Shared preview links: made, listed and revoked by staff; a request's token checked against them. */
export class PreviewService {
  private readonly kinds: Map<ContentKind, PreviewableKind>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    /** What every area's `preview` declares. */
    kinds: PreviewableKind[],
  ) {
    this.kinds = new Map(kinds.map((kind) => [kind.kind, kind]));
  }

  private get repository() {
    return this.dataSource.getRepository(PreviewLink);
  }

  /** A new link to one item, working for PREVIEW_LINK_DAYS from now; logged with the item's title. */
  async create(kind: ContentKind, itemId: string): Promise<PreviewLink> {
    const previewable = this.kinds.get(kind);
    if (!previewable) throw new NotFoundError("Preview kind", kind);
    const title = await this.titleOf(previewable, itemId);
    if (title === null) throw new NotFoundError(previewable.name, itemId);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const links = manager.getRepository(PreviewLink);
      const link = await links.save(
        links.create({
          kind,
          itemId,
          createdBy: (await actingRequest()?.actor()) ?? null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS),
        }),
      );
      await this.log(manager, AuditAction.CREATE, link, `Shared a preview of ${this.itemWords(previewable, title)}`);
      return link;
    });
  }

  /** The item's links that still work, newest first. */
  async active(kind: ContentKind, itemId: string): Promise<PreviewLink[]> {
    if (!isUuid(itemId)) return [];
    return this.repository
      .createQueryBuilder("link")
      .where("link.kind = :kind AND link.item_id = :itemId", { kind, itemId })
      .andWhere("link.revoked_at IS NULL AND link.expires_at > :now", { now: this.clock.now() })
      .orderBy("link.created_at", "DESC")
      .getMany();
  }

  /** Withdraws a link at once (logged with its item's title); revoking it again changes nothing. */
  async revoke(id: string): Promise<PreviewLink> {
    const link = isUuid(id) ? await this.repository.findOneBy({ id }) : null;
    if (!link) throw new NotFoundError("Preview link", id);
    if (link.revokedAt) return link;
    link.revokedAt = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(PreviewLink).save(link);
      const previewable = this.kinds.get(link.kind);
      const title = previewable ? await this.titleOf(previewable, link.itemId) : null;
      const item = previewable && title !== null ? this.itemWords(previewable, title) : "an item gone for good";
      await this.log(manager, AuditAction.UPDATE, saved, `Withdrew the preview link of ${item}`);
      return saved;
    });
  }

  /** The token the link's address carries. */
  tokenOf(link: PreviewLink): string {
    return this.tokens.signPreviewToken(link.id, link.createdAt, link.expiresAt);
  }

  /**
   * What a request's preview token opens, looked up at most once and only when an item query asks:
   * nothing unless it is signed here for previews, unexpired, and its link is neither revoked nor past its expiry.
   */
  grantFor(token: string | undefined): () => Promise<PreviewGrant | null> {
    let grant: Promise<PreviewGrant | null> | undefined;
    return () => (grant ??= token ? this.grantOf(token) : Promise.resolve(null));
  }

  /** The item's title (in the trash too), or null when there is no such item. */
  private async titleOf({ table }: PreviewableKind, itemId: string): Promise<string | null> {
    const rows: { title: string }[] = isUuid(itemId)
      ? await this.dataSource.query(`SELECT title FROM ${table} WHERE id = $1`, [itemId])
      : [];
    return rows[0]?.title ?? null;
  }

  /** 'the news article "Sports day"' */
  private itemWords({ name }: PreviewableKind, title: string): string {
    return `the ${name.toLowerCase()} "${title}"`;
  }

  private log(manager: EntityManager, action: AuditAction, link: PreviewLink, summary: string): Promise<void> {
    return this.audit.record(
      { action, subjectType: "Preview link", subjectId: link.id, summary, changes: [] },
      manager,
    );
  }

  private async grantOf(token: string): Promise<PreviewGrant | null> {
    const id = this.tokens.verifyPreviewToken(token);
    const link = id && isUuid(id) ? await this.repository.findOneBy({ id }) : null;
    if (!link || link.revokedAt || link.expiresAt <= this.clock.now()) return null;
    return { kind: link.kind, itemId: link.itemId };
  }
}
