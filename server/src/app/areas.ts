import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../config";
import { composeAreas } from "../kernel/area";
import type { Clock } from "../kernel/clock";
import { alertsArea } from "../modules/alerts";
import { announcementsArea } from "../modules/announcements/announcement.area";
import { auditArea } from "../modules/audit";
import type { AuditService } from "../modules/audit";
import { accountArea, authArea, staffArea, twoFactorArea } from "../modules/auth";
import type { AuthService, PasswordHasher } from "../modules/auth";
import { contactArea } from "../modules/contact";
import { contentArea } from "../modules/content";
import { documentsArea } from "../modules/documents";
import { eventsArea } from "../modules/events/event.area";
import { filesArea } from "../modules/files";
import type { AssetStore } from "../modules/files";
import { galleryArea } from "../modules/gallery/gallery-item.area";
import { mailArea } from "../modules/mail";
import type { MailService } from "../modules/mail";
import { newsArea } from "../modules/news/news.area";
import { trashArea } from "../modules/trash";
import type { TrashService } from "../modules/trash";
import { previewArea } from "../modules/preview";
import type { PreviewService } from "../modules/preview";
import { revisionsArea } from "../modules/revisions";
import { searchArea } from "../modules/search";
import type { SearchService } from "../modules/search";
import type { RevisionStore } from "../modules/revisions";

/** What the server hands the areas when it starts; each area's manifest names the part it needs. */
export interface ServerNeeds {
  dataSource: DataSource;
  clock: Clock;
  school: SchoolIdentity;
  /** Where every area's uploaded files live. */
  assets: AssetStore;
  /** Who is signed in, asked by every request's context as well as by the auth area. */
  auth: AuthService;
  /** Where areas report what happened, beyond the writes the log records by itself. */
  audit: AuditService;
  /** Where areas queue e-mail. */
  mail: MailService;
  /** The site's address, for links in e-mail. */
  publicUrl: string;
  /** The push services browsers' subscriptions may point at (WEB_PUSH_SERVICES). */
  webPushServices: string[];
  /** Whether this process runs background jobs, which work queued by a request may wake. */
  jobsEnabled: boolean;
  /** bcrypt at the cost of this server (the tests' is cheaper). */
  passwordHasher: PasswordHasher;
  /** The trash every area's deleted content goes to (each area's `trash` is added once started). */
  trash: TrashService;
  /** What a request's preview link opens, asked by every request's context as well as by the preview area. */
  previews: PreviewService;
  /** Where the content areas keep the earlier versions of what staff save. */
  revisions: RevisionStore;
  /** The site search, which finds what every area's `search` declares (each is added once started). */
  search: SearchService;
}

/**
 * Every area of the server: the one list the schema, the REST API (and its OpenAPI document), the
 * sitemap, the data source's entities and the demo content are built from, in this order.
 */
export const AREAS = composeAreas<ServerNeeds>([
  filesArea,
  revisionsArea,
  newsArea,
  eventsArea,
  announcementsArea,
  documentsArea,
  galleryArea,
  contentArea,
  searchArea,
  authArea,
  accountArea,
  staffArea,
  twoFactorArea,
  contactArea,
  auditArea,
  mailArea,
  alertsArea,
  trashArea,
  previewArea,
]);

export const ENTITIES = AREAS.flatMap((area) => area.entities);
