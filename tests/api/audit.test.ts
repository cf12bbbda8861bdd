import { JOB_RUNNER_APPLICATION_NAME, SCHEDULER, startJobRunner } from "../../server/src/jobs/job-runner";
import { AuditAction, actAs, actingRequest } from "../../server/src/kernel/audit";
import { AuditService } from "../../server/src/modules/audit";
import { createLogger } from "../../server/src/logger";
import { signIn } from "../support/accounts";
import { AREAS } from "../../server/src/app/areas";
import { movedInOrder } from "../../server/src/modules/gallery/gallery-item.service";
import { create, newsInput, pageInput } from "../support/fixtures";
import { dataUrl, png } from "../support/files";
import { asStaff as restAsStaff } from "../support/rest";
import { STAFF_PASSWORD, staffUser, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";
import { until } from "../support/poll";

const AUDIT_LOG = `query ($action: AuditAction, $subjectType: String, $search: String, $first: Int) {
  auditLog(action: $action, subjectType: $subjectType, search: $search, first: $first) {
    nodes { actor action subjectType subjectId summary changes clientAddress }
    pageInfo { hasNextPage }
  }
}`;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Entry {
  actor: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  summary: string;
  changes: string[];
  clientAddress: string | null;
}

describe("audit log", () => {
  let server: TestServer;
  const asStaff = (query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { token: server.staffToken() });
  const entries = async (filter: Record<string, unknown> = {}) => {
    const result = await asStaff(AUDIT_LOG, { first: 100, ...filter });
    expect(result.errors).toBeUndefined();
    return (result.data!.auditLog as { nodes: Entry[] }).nodes;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.dataSource.query("DELETE FROM audit_entries"));

  it("records every write to news with who, what, which fields and from where, newest first", async () => {
    const created = await asStaff(`mutation ($input: NewsInput!) { createNews(input: $input) { id } }`, {
      input: { title: "Sports day", excerpt: "On Friday", content: "All day", date: "2026-11-20", category: "Sport" },
    });
    const id = (created.data!.createNews as { id: string }).id;
    server.clock.advance(1000);
    await asStaff(`mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }`, {
      id,
      input: {
        title: "Sports day moved",
        excerpt: "On Friday",
        content: "All day",
        date: "2026-11-21",
        category: "Sport",
      },
    });
    server.clock.advance(1000);
    await asStaff(`mutation ($id: ID!) { deleteNews(id: $id) }`, { id });

    expect(await entries()).toEqual([
      {
        actor: staffUser.email,
        action: "DELETE",
        subjectType: "News article",
        subjectId: id,
        summary: 'Deleted "Sports day moved" (moved to the trash)',
        changes: [],
        clientAddress: expect.stringMatching(/127\.0\.0\.1/),
      },
      expect.objectContaining({
        action: "UPDATE",
        subjectId: id,
        summary: 'Updated "Sports day moved": title and date',
        changes: ["title", "date"],
      }),
      expect.objectContaining({ action: "CREATE", subjectId: id, summary: 'Created "Sports day"' }),
    ]);
  });

  it("names the fields a change touched as staff call them", async () => {
    const news = await create(server, "createNews", newsInput({ title: "Sports day" }));
    await asStaff(`mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }`, {
      id: news.id,
      input: newsInput({
        title: "Sports day",
        publication: {
          action: "SCHEDULE",
          publishAt: "2030-01-10T08:00:00.000Z",
          expiresAt: "2030-02-01T08:00:00.000Z",
        },
      }),
    });
    const photo = await create(server, "createGalleryItem", {
      title: "Relay",
      alt: "Girls running",
      imageData: dataUrl(await png(8, 8), "image/png"),
    });
    await asStaff(
      `mutation ($id: ID!, $input: GalleryItemInput!) { updateGalleryItem(id: $id, input: $input) { id } }`,
      {
        id: photo.id,
        input: { title: "Relay", description: "The last leg", alt: "Girls running the relay" },
      },
    );

    const updates = (await entries({ action: "UPDATE" })).map(({ summary, changes }) => ({ summary, changes }));
    expect(updates).toEqual([
      {
        summary: 'Updated "Relay": description and alt text',
        changes: ["description", "alt text"],
      },
      {
        summary: 'Updated "Sports day": publication date and take-down date',
        changes: ["publication date", "take-down date"],
      },
    ]);
  });

  it("has words for every field staff can change of each kind it logs by itself", () => {
    const bookkeeping = new Set(["version", "updatedBy", "deletedBy"]);
    for (const { entity, kind, labels } of AREAS.flatMap((area) => area.audited)) {
      const { columns } = server.dataSource.getMetadata(entity);
      const editable = columns
        .filter((column) => !column.isPrimary && !column.isCreateDate && !column.isUpdateDate && !column.isDeleteDate)
        .map((column) => column.relationMetadata?.propertyName ?? column.propertyName)
        .filter((property) => !bookkeeping.has(property));
      const unnamed = editable.filter((property) => !labels.some((label) => label.property === property));
      // Where a photo stands is the gallery's order, logged as a reorder, never by a save.
      expect({ kind, unnamed: unnamed.filter((property) => property !== "position") }).toEqual({ kind, unnamed: [] });
    }
  });

  it("records albums and a new order of the gallery, naming the photos moved", async () => {
    const album = await create(server, "createAlbum", { name: "Sports day 2026" });
    server.clock.advance(1000);
    await asStaff(`mutation ($id: ID!) { updateAlbum(id: $id, input: { name: "Sports day" }) { id } }`, {
      id: album.id,
    });
    const imageData = dataUrl(await png(8, 8), "image/png");
    const hurdles = await create(server, "createGalleryItem", { title: "Hurdles", alt: "Girls jumping", imageData });
    for (const title of ["Choir", "Prize giving"])
      await create(server, "createGalleryItem", { title, alt: title, imageData });
    const gallery = await server.graphql(
      `{ galleryItems(includeUnpublished: true, first: 100) { nodes { id } } }`,
      {},
      { token: server.staffToken() },
    );
    const ids = (gallery.data!.galleryItems as { nodes: { id: string }[] }).nodes.map((photo) => photo.id);
    // "Hurdles" dragged to the top: the others keep their order.
    const reordered = await asStaff(`mutation ($ids: [ID!]!) { reorderGalleryItems(ids: $ids) { id } }`, {
      ids: [hurdles.id, ...ids.filter((id) => id !== hurdles.id)],
    });
    expect(reordered.errors).toBeUndefined();
    server.clock.advance(1000);
    await asStaff(`mutation ($id: ID!) { deleteAlbum(id: $id) }`, { id: album.id });

    const log = await entries();
    expect(log.filter((entry) => entry.subjectType === "Album").map((entry) => entry.summary)).toEqual([
      'Deleted "Sports day"',
      'Updated "Sports day": name',
      'Created "Sports day 2026"',
    ]);
    expect(log.find((entry) => entry.summary.startsWith("Changed the gallery's order"))).toEqual(
      expect.objectContaining({
        action: "UPDATE",
        subjectType: "Gallery photo",
        actor: staffUser.email,
        summary: `Changed the gallery's order: moved "Hurdles"`,
      }),
    );
    expect(await entries({ subjectType: "Album" })).toHaveLength(3);
  });

  it("records a preview link shared and withdrawn with the item's title", async () => {
    const news = await create(server, "createNews", newsInput({ title: "Prize giving" }));
    const shared = await asStaff(`mutation ($id: ID!) { sharePreview(kind: NEWS, itemId: $id) { id } }`, {
      id: news.id,
    });
    const link = shared.data!.sharePreview as { id: string };
    server.clock.advance(1000);
    await asStaff(`mutation ($id: ID!) { revokePreviewLink(id: $id) { id } }`, { id: link.id });

    expect(
      (await entries({ subjectType: "Preview link" })).map(({ action, subjectId, summary }) => ({
        action,
        subjectId,
        summary,
      })),
    ).toEqual([
      { action: "UPDATE", subjectId: link.id, summary: 'Withdrew the preview link of the news article "Prize giving"' },
      { action: "CREATE", subjectId: link.id, summary: 'Shared a preview of the news article "Prize giving"' },
    ]);
  });

  it("records writes made through the REST paths too", async () => {
    const answer = await restAsStaff(server, "POST", "/events", {
      title: "Carol service",
      description: "In the hall",
      date: "2026-12-04",
      time: "6:00 PM",
      location: "School Hall",
    });
    expect(answer.status).toBe(201);
    expect(await entries()).toEqual([
      expect.objectContaining({
        actor: staffUser.email,
        action: "CREATE",
        subjectType: "Event",
        summary: 'Created "Carol service"',
      }),
    ]);
  });

  it("records sign-ins, failed ones with the name tried, and page saves and restores", async () => {
    // A moment between each, so the log's order is theirs.
    await signIn(server, staffUser.username, "Wrong-Password-1!");
    server.clock.advance(2000);
    await signIn(server, staffUser.username, STAFF_PASSWORD);
    server.clock.advance(1000);
    await asStaff(`mutation ($input: SchoolInput!) { updateSchool(input: $input, expectedVersion: 0) { version } }`, {
      input: pageInput("school"),
    });
    server.clock.advance(1000);
    await asStaff(`mutation { restoreSchool(version: 0, expectedVersion: 1) { version } }`);

    const log = await entries();
    expect(log.map(({ action, actor, summary }) => ({ action, actor, summary }))).toEqual([
      { action: "RESTORE", actor: staffUser.email, summary: "Restored version 0 of the school's settings (version 2)" },
      { action: "UPDATE", actor: staffUser.email, summary: "Saved the school's settings (version 1)" },
      { action: "SIGN_IN", actor: staffUser.email, summary: "office signed in" },
      { action: "SIGN_IN_FAILED", actor: "office", summary: 'Failed sign-in as "office"' },
    ]);
    expect(log[3].clientAddress).toMatch(/127\.0\.0\.1/);
  });

  it("filters by action, kind and words, and shows the log to staff only", async () => {
    await signIn(server, "nobody-here", "Wrong-Password-1!");
    server.clock.advance(1000);
    await asStaff(`mutation ($input: NewsInput!) { createNews(input: $input) { id } }`, {
      input: { title: "Choir tour", excerpt: "x", content: "y", date: "2026-11-20", category: "Music" },
    });
    expect((await entries({ action: "SIGN_IN_FAILED" })).map((entry) => entry.actor)).toEqual(["nobody-here"]);
    expect((await entries({ subjectType: "News article" })).map((entry) => entry.summary)).toEqual([
      'Created "Choir tour"',
    ]);
    expect((await entries({ search: "choir" })).map((entry) => entry.summary)).toEqual(['Created "Choir tour"']);
    const kinds = await asStaff(`{ auditSubjectTypes }`);
    expect(kinds.data!.auditSubjectTypes).toEqual(["News article", "Staff account"]);

    const anonymous = await server.graphql(AUDIT_LOG, { first: 10 });
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("keeps a year of entries: the nightly prune removes only older ones", async () => {
    const audit = new AuditService(server.dataSource, server.clock);
    await audit.record({ action: AuditAction.UPDATE, subjectType: "Page", summary: "long ago", actor: "someone" });
    server.clock.advance(366 * DAY_MS);
    await audit.record({ action: AuditAction.UPDATE, subjectType: "Page", summary: "recent", actor: "someone" });
    expect(await audit.prune()).toBe(1);
    expect((await entries()).map((entry) => entry.summary)).toEqual(["recent"]);
  });
});

describe("the photos a new order moved", () => {
  it("names the one photo dragged, not every photo it passed", () => {
    expect(movedInOrder(["a", "b", "c", "d", "e"], ["e", "a", "b", "c", "d"])).toEqual(["e"]);
    expect(movedInOrder(["a", "b", "c", "d"], ["b", "a", "d", "c"])).toHaveLength(2);
    expect(movedInOrder(["a", "b", "c"], ["a", "b", "c"])).toEqual([]);
    expect(movedInOrder(["a", "b", "c"], ["c", "b", "a"])).toHaveLength(2);
  });
});

describe("the acting request", () => {
  const request = (actor: string) => ({ actor: () => Promise.resolve(actor), clientAddress: null });

  it("stays with each scope while others open and close around it, and is gone once all have ended", async () => {
    let endLongWrite!: () => void;
    const longWriteMayEnd = new Promise<void>((resolve) => (endLongWrite = resolve));
    const longWrite = actAs(request("long"), async () => {
      await longWriteMayEnd;
      await new Promise((resolve) => setImmediate(resolve));
      return actingRequest()?.actor();
    });
    const shortWrite = await actAs(request("short"), async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return actingRequest()?.actor();
    });
    expect(shortWrite).toBe("short");
    endLongWrite();
    expect(await longWrite).toBe("long");
    expect(actingRequest()).toBeUndefined();
    // Opened again after every scope had ended.
    expect(await actAs(request("later"), () => Promise.resolve(actingRequest()?.actor()))).toBe("later");
  });
});

describe("background jobs", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("runs a queued job exactly once with two runners started together, as the scheduler, and registers the nightly prune", async () => {
    const connectionString = (server.dataSource.options as { url: string }).url;
    const logger = createLogger("silent");
    const runs: string[] = [];
    const task = (runner: string) => ({
      name: "note",
      run: async () => {
        runs.push(`${runner}:${await actingRequest()!.actor()}`);
      },
    });
    const prune = { name: "audit_prune", cron: "15 3 * * *", run: () => Promise.resolve() };
    // Started together on a database they have not seen, as two replicas of a first deploy are.
    const runners = await Promise.all([
      startJobRunner({ connectionString, tasks: [task("a"), prune], logger, pollInterval: 100 }),
      startJobRunner({ connectionString, tasks: [task("b"), prune], logger, pollInterval: 100 }),
    ]);
    try {
      // Queued as any code of ours would, in SQL (inside a transaction if it likes).
      for (let i = 0; i < 5; i++) await server.dataSource.query(`SELECT graphile_worker.add_job('note', '{}'::json)`);
      await until(() => runs.length >= 5);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(runs).toHaveLength(5);
      expect(runs.every((run) => run.endsWith(`:${SCHEDULER}`))).toBe(true);
      const known: { identifier: string }[] = await server.dataSource.query(
        `SELECT identifier FROM graphile_worker._private_known_crontabs`,
      );
      expect(known.map((row) => row.identifier)).toEqual(["audit_prune"]);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  });

  it("has closed every connection it opened once stop() resolves, so none is cut after a shutdown", async () => {
    const connectionString = (server.dataSource.options as { url: string }).url;
    const listed: number[] = [];
    // A few times over: a connection still closing is listed for well under a millisecond on an idle machine.
    for (let cycle = 0; cycle < 5; cycle++) {
      let ran = false;
      const runner = await startJobRunner({
        connectionString,
        tasks: [{ name: "note", run: () => Promise.resolve(void (ran = true)) }],
        logger: createLogger("silent"),
        pollInterval: 100,
      });
      await server.dataSource.query(`SELECT graphile_worker.add_job('note', '{}'::json)`);
      await until(() => ran);
      await runner.stop();
      // Postgres closes a connection's socket only as its backend exits, so none may be listed now.
      const [{ n }]: { n: number }[] = await server.dataSource.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
        [JOB_RUNNER_APPLICATION_NAME],
      );
      listed.push(n);
    }
    expect(listed).toEqual([0, 0, 0, 0, 0]);
  });
});
