import "reflect-metadata";
import { setTimeout as sleep } from "node:timers/promises";
import { DataSource } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import { types } from "pg";
import type { Pool } from "pg";
import { ENTITIES } from "../app/areas";
import type { Logger } from "../logger";
import { InitialContent1763700000000 } from "./migrations/1763700000000-initial-content";
import { StaffAccounts1763800000000 } from "./migrations/1763800000000-staff-accounts";
import { StoredFiles1763900000000 } from "./migrations/1763900000000-stored-files";
import { ContactMessages1764050000000 } from "./migrations/1764050000000-contact-messages";
import { SiteContent1764200000000 } from "./migrations/1764200000000-site-content";
import { RichText1764300000000 } from "./migrations/1764300000000-rich-text";
import { GalleryAlbums1764310000000 } from "./migrations/1764310000000-gallery-albums";
import { AuditLog1764320000000 } from "./migrations/1764320000000-audit-log";
import { MailOutbox1764330000000 } from "./migrations/1764330000000-mail-outbox";
import { NewsPublication1764340000000 } from "./migrations/1764340000000-news-publication";
import { AnnouncementPublication1764350000000 } from "./migrations/1764350000000-announcement-publication";
import { EventPublication1764360000000 } from "./migrations/1764360000000-event-publication";
import { PreviewLinks1764400000000 } from "./migrations/1764400000000-preview-links";
import { AccountRecovery1764410000000 } from "./migrations/1764410000000-account-recovery";
import { StaffRoles1764420000000 } from "./migrations/1764420000000-staff-roles";
import { TwoFactor1764500000000 } from "./migrations/1764500000000-two-factor";
import { Trash1764390000000 } from "./migrations/1764390000000-trash";
import { DocumentGalleryPublication1764370000000 } from "./migrations/1764370000000-document-gallery-publication";
import { ItemRevisions1764380000000 } from "./migrations/1764380000000-item-revisions";
import { PublicContentNotifications1764600000000 } from "./migrations/1764600000000-public-content-notifications";
import { EventCategories1764700000000 } from "./migrations/1764700000000-event-categories";
import { SiteSearch1764800000000 } from "./migrations/1764800000000-site-search";
import { EmailAlerts1764900000000 } from "./migrations/1764900000000-email-alerts";
import { WebPush1765000000000 } from "./migrations/1765000000000-web-push";
import { MailGiveUp1765100000000 } from "./migrations/1765100000000-mail-give-up";
import { NewsSearchText1765200000000 } from "./migrations/1765200000000-news-search-text";

// A `date` is a calendar day, not an instant: keep 'yyyy-mm-dd' instead of a local-midnight Date.
const PG_DATE_OID = 1082;
types.setTypeParser(PG_DATE_OID, (value) => value);

const migrations = [
  InitialContent1763700000000,
  StaffAccounts1763800000000,
  StoredFiles1763900000000,
  ContactMessages1764050000000,
  SiteContent1764200000000,
  RichText1764300000000,
  AuditLog1764320000000,
  MailOutbox1764330000000,
  NewsPublication1764340000000,
  AnnouncementPublication1764350000000,
  EventPublication1764360000000,
  Trash1764390000000,
  DocumentGalleryPublication1764370000000,
  ItemRevisions1764380000000,
  GalleryAlbums1764310000000,
  PreviewLinks1764400000000,
  AccountRecovery1764410000000,
  StaffRoles1764420000000,
  TwoFactor1764500000000,
  PublicContentNotifications1764600000000,
  EventCategories1764700000000,
  SiteSearch1764800000000,
  EmailAlerts1764900000000,
  WebPush1765000000000,
  MailGiveUp1765100000000,
  NewsSearchText1765200000000,
];

export interface DataSourceOptions {
  url: string;
  poolMax: number;
  connectTimeoutMs: number;
  logger: Logger;
}

/** Schema changes come only from the committed migrations; `synchronize` stays off. */
export function createDataSource({ url, poolMax, connectTimeoutMs, logger }: DataSourceOptions): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities: ENTITIES,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    poolSize: poolMax,
    extra: {
      connectionTimeoutMillis: connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      application_name: "school-website",
      // The site search's typo tolerance: pg_trgm's `<%` matches from this word similarity on.
      options: "-c pg_trgm.word_similarity_threshold=0.5",
    },
    // An idle client losing its server (e.g. Postgres restarting) must not crash the process.
    poolErrorHandler: (error: Error) => logger.warn({ err: error }, "database connection lost"),
  });
}

/** How long closing waits for the queries in flight: requests whose visitor left while they ran still read. */
const QUERIES_IN_FLIGHT_WAIT_MS = 10_000;
const QUERIES_IN_FLIGHT_POLL_MS = 20;

/**
 * Closes the pool once no query runs or waits for a connection (or after `waitMs`). TypeORM's destroy hands a
 * connection still running a query back to the pool, which gives it to a query waiting there: pg queues the one
 * behind the other (deprecated), and the pool is ended under both. The server's drain waits for connected
 * visitors only; a page whose visitor left goes on rendering, and reading.
 */
export async function closeDataSource(dataSource: DataSource, waitMs = QUERIES_IN_FLIGHT_WAIT_MS): Promise<void> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const deadline = Date.now() + waitMs;
  while ((pool.idleCount < pool.totalCount || pool.waitingCount > 0) && Date.now() < deadline)
    await sleep(QUERIES_IN_FLIGHT_POLL_MS);
  await dataSource.destroy();
}
