import type { Pool, QueryConfig } from "pg";
import type { SelectQueryBuilder } from "typeorm";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import { readEntities, sqlAndParameters } from "../../server/src/kernel/entity-reader";
import { inState, onlyPublic, PublicationState } from "../../server/src/kernel/publication";
import { News } from "../../server/src/modules/news/news.entity";
import { PNG_1X1 } from "../support/rest";
import { announcementInput, create, eventInput, newsInput } from "../support/fixtures";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

// The reader writes each query shape's SQL once and fills in the parameters of every later query of that
// shape: every shape the lists build must give exactly what TypeORM writes afresh, with its own values, and
// shapes that differ must not share a text.

const NOW = [new Date("2026-11-20T08:00:00Z"), new Date("2026-11-26T09:30:00Z")];

type Shape = (query: SelectQueryBuilder<News>, round: number) => SelectQueryBuilder<News>;

const SHAPES: Record<string, Shape> = {
  "a public page": (query, round) => onlyPublic(query, "news", NOW[round]).limit(21),
  "a public page of ten": (query, round) => onlyPublic(query, "news", NOW[round]).limit(11),
  "a search": (query, round) =>
    onlyPublic(query, "news", NOW[round])
      .andWhere("(news.title ILIKE :pattern OR news.excerpt ILIKE :pattern)", { pattern: ["%net%", "%choir%"][round] })
      .limit(21),
  "after a cursor": (query, round) =>
    onlyPublic(query, "news", NOW[round])
      .andWhere("(news.date, news.created_at, news.id) < (:cursor0, :cursor1, :cursor2)", {
        cursor0: ["2026-01-01", "2025-06-30"][round],
        cursor1: NOW[round],
        cursor2: ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"][round],
      })
      .limit(21),
  drafts: (query, round) => inState(query, "news", PublicationState.DRAFT, NOW[round]).limit(21),
  scheduled: (query, round) => inState(query, "news", PublicationState.SCHEDULED, NOW[round]).limit(21),
  "cards without bodies": (query, round) =>
    onlyPublic(query.select(["news.id", "news.title", "news.date", "news.createdAt"]), "news", NOW[round]).limit(21),
  "cards with pictures": (query, round) =>
    onlyPublic(
      query.select(["news.id", "news.title"]).leftJoinAndSelect("news.imageAsset", "imageAsset"),
      "news",
      NOW[round],
    ),
  "ids, one": (query, round) => query.where("news.id IN (:...ids)", { ids: [["a", "z"][round]] }),
  "ids, three": (query) => query.where("news.id IN (:...ids)", { ids: ["a", "b", "c"] }),
  "a category": (query, round) => query.where("news.category = :category", { category: ["Sport", "Music"][round] }),
  "a category, trash included": (query, round) =>
    query.withDeleted().where("news.category = :category", { category: ["Sport", "Music"][round] }),
};

describe("the entity reader's statements", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const build = (shape: Shape, round: number) =>
    shape(
      server.dataSource
        .getRepository(News)
        .createQueryBuilder("news")
        .orderBy("news.date", "DESC")
        .addOrderBy("news.id", "DESC"),
      round,
    );

  it("give every shape, with each query's own values, what TypeORM writes afresh", () => {
    for (const round of [0, 1]) {
      for (const [name, shape] of Object.entries(SHAPES)) {
        expect([name, sqlAndParameters(build(shape, round))]).toEqual([
          name,
          build(shape, round).getQueryAndParameters(),
        ]);
      }
    }
  });

  it("never share a text between shapes", () => {
    const texts = Object.values(SHAPES).map((shape) => sqlAndParameters(build(shape, 1))[0]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("are prepared under one name per shape, the same for every query of that shape", async () => {
    const pool = (server.dataSource.driver as PostgresDriver).master as Pool;
    const sent: QueryConfig[] = [];
    const poolQuery = pool.query.bind(pool) as (config: QueryConfig) => Promise<unknown>;
    pool.query = ((config: QueryConfig) => {
      sent.push(config);
      return poolQuery(config);
    }) as typeof pool.query;
    try {
      const publicPage = SHAPES["a public page"];
      const category = SHAPES["a category, trash included"];
      for (const [shape, round] of [
        [publicPage, 0],
        [category, 0],
        [publicPage, 1],
      ] as const)
        await readEntities(build(shape, round));
    } finally {
      pool.query = poolQuery as typeof pool.query;
    }
    const [firstPage, category, secondPage] = sent;
    expect(firstPage.name).toMatch(/^entity_reader_\d+$/);
    expect(secondPage.name).toBe(firstPage.name);
    expect(secondPage.values).not.toEqual(firstPage.values);
    expect(category.name).toMatch(/^entity_reader_\d+$/);
    expect(category.name).not.toBe(firstPage.name);
  });

  it("builds every kind of record as TypeORM does, whatever its columns' types", async () => {
    await create(server, "createNews", newsInput({ imageData: PNG_1X1 }));
    await create(server, "createEvent", eventInput({ imageData: PNG_1X1 }));
    await create(server, "createAnnouncement", announcementInput({ urgent: true }));
    await create(server, "createGalleryItem", { title: "Sports day", alt: "Learners racing", imageData: PNG_1X1 });
    const compared: string[] = [];
    for (const metadata of server.dataSource.entityMetadatas) {
      if (metadata.primaryColumns.length !== 1 || metadata.tableType !== "regular") continue;
      const query = () =>
        server.dataSource.getRepository(metadata.target).createQueryBuilder("record").withDeleted().limit(5);
      const expected = await query().getMany();
      if (expected.length === 0) continue;
      expect([metadata.name, await readEntities(query())]).toEqual([metadata.name, expected]);
      compared.push(metadata.name);
    }
    // Among them every column type the lists read: text, enums, integers, booleans, JSON, timestamps, dates.
    expect(compared).toEqual(
      expect.arrayContaining(["Asset", "News", "User", "AuditEntry", "Announcement", "Event", "GalleryItem"]),
    );
    const withPictures = () =>
      server.dataSource.getRepository(News).createQueryBuilder("news").leftJoinAndSelect("news.imageAsset", "image");
    expect(await readEntities(withPictures())).toEqual(await withPictures().getMany());
  });

  it("reads inside a transaction through the transaction's connection", async () => {
    const seen = await server.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO news (title, excerpt, content, date, category) VALUES ('Uncommitted', 'e', '<p>c</p>', '2026-11-26', 'Sport')`,
      );
      return readEntities(manager.getRepository(News).createQueryBuilder("news").where("news.title = 'Uncommitted'"));
    });
    expect(seen.map((news) => news.title)).toEqual(["Uncommitted"]);
  });
});
