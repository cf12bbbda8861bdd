import type { DataSource } from "typeorm";
import { actingRequest } from "../../kernel/audit";
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
    /** What every area's `preview` declares. */
    kinds: PreviewableKind[],
  ) {
    this.kinds = new Map(kinds.map((kind) => [kind.kind, kind]));
  }

  private get repository() {
    return this.dataSource.getRepository(PreviewLink);
  }

  /** A new link to one item, working for PREVIEW_LINK_DAYS from now. */
  async create(kind: ContentKind, itemId: string): Promise<PreviewLink> {
    const previewable = this.kinds.get(kind);
    if (!previewable) throw new NotFoundError("Preview kind", kind);
    const { table, name } = previewable;
    const found: unknown[] = isUuid(itemId)
      ? await this.dataSource.query(`SELECT 1 FROM ${table} WHERE id = $1`, [itemId])
      : [];
    if (found.length === 0) throw new NotFoundError(name, itemId);
    const now = this.clock.now();
    return this.repository.save(
      this.repository.create({
        kind,
        itemId,
        createdBy: (await actingRequest()?.actor()) ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS),
      }),
    );
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

  /** Withdraws a link at once; revoking it again changes nothing. */
  async revoke(id: string): Promise<PreviewLink> {
    const link = isUuid(id) ? await this.repository.findOneBy({ id }) : null;
    if (!link) throw new NotFoundError("Preview link", id);
    if (link.revokedAt) return link;
    link.revokedAt = this.clock.now();
    return this.repository.save(link);
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

  private async grantOf(token: string): Promise<PreviewGrant | null> {
    const id = this.tokens.verifyPreviewToken(token);
    const link = id && isUuid(id) ? await this.repository.findOneBy({ id }) : null;
    if (!link || link.revokedAt || link.expiresAt <= this.clock.now()) return null;
    return { kind: link.kind, itemId: link.itemId };
  }
}
