import fs from "node:fs";
import path from "node:path";
import { buildSchema, getNamedType, isObjectType } from "graphql";
import type { GraphQLObjectType } from "graphql";
import type { Pool, QueryConfig } from "pg";
import type { PostgresDriver } from "typeorm/driver/postgres/PostgresDriver.js";
import { announcementInput, create, eventInput, newsInput } from "../support/fixtures";
import { PNG_1X1 } from "../support/rest";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

// The public lists read only the columns a query's fields need (server/src/kernel/selection.ts). Every
// field of each node type must answer the same as when every column is read: a field missing from the
// list's reads would answer null or fail here.

const schema = buildSchema(fs.readFileSync(path.join(__dirname, "../../schema.graphql"), "utf8"));

/** Every field of a type, one level of sub-selection for object fields (a picture's sizes, an album). */
function everyField(type: GraphQLObjectType): string {
  return Object.values(type.getFields())
    .map((field) => {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) return field.name;
      const scalars = Object.values(named.getFields()).filter((sub) => !isObjectType(getNamedType(sub.type)));
      return `${field.name} { ${scalars.map((sub) => sub.name).join(" ")} }`;
    })
    .join(" ");
}

const LISTS = [
  { list: "news", type: "News" },
  { list: "events(timeframe: ALL)", type: "Event" },
  { list: "announcements", type: "Announcement" },
  { list: "galleryItems", type: "GalleryItem" },
].map(({ list, type }) => {
  const fields = everyField(schema.getType(type) as GraphQLObjectType);
  return {
    type,
    // Spread from a fragment, as the client's cards do: the fields are read through it.
    narrow: `fragment Card on ${type} { __typename ${fields} } { ${list} { nodes { ...Card } } }`,
    // A directive makes the reads unknowable, so every column is read: the reference answer.
    whole: `{ ${list} { nodes { __typename @include(if: true) ${fields} } } }`,
  };
});

describe("public lists read only the columns asked for", () => {
  let server: TestServer;
  const queries: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    // Lists read straight from the pool (kernel/entity-reader.ts); everything else goes through TypeORM's runner.
    server.dataSource.subscribers.push({
      afterQuery: (event) => {
        queries.push(event.query);
      },
    });
    const pool = (server.dataSource.driver as PostgresDriver).master as Pool;
    const poolQuery = pool.query.bind(pool) as (query: string | QueryConfig, values?: unknown[]) => Promise<unknown>;
    pool.query = ((query: string | QueryConfig, values?: unknown[]) => {
      queries.push(typeof query === "string" ? query : query.text);
      return poolQuery(query, values);
    }) as typeof pool.query;
    const album = await create<{ id: string }>(server, "createAlbum", { name: "Sport" });
    await create(server, "createNews", newsInput({ imageData: PNG_1X1 }));
    await create(server, "createNews", newsInput({ title: "No picture" }));
    await create(server, "createEvent", eventInput({ imageData: PNG_1X1 }));
    await create(server, "createAnnouncement", announcementInput({ urgent: true }));
    await create(server, "createGalleryItem", { title: "Sports day", alt: "Learners racing", imageData: PNG_1X1 });
    await create(server, "createGalleryItem", {
      title: "Netball",
      alt: "A netball match",
      imageData: PNG_1X1,
      albumId: album.id,
    });
  });
  afterAll(() => server.close());

  it.each(LISTS)("every field of $type answers as when the whole row is read", async ({ narrow, whole }) => {
    queries.length = 0;
    const narrowAnswer = await server.graphql(narrow);
    // Every field is known to the list's reads, so even asking for all of them reads no column no field needs.
    expect(queries.join("\n")).not.toContain(`"deleted_by"`);
    const wholeAnswer = await server.graphql(whole);
    expect(queries.join("\n")).toContain(`"deleted_by"`);
    expect(narrowAnswer.errors).toBeUndefined();
    expect(wholeAnswer.errors).toBeUndefined();
    const nodes = (answer: typeof wholeAnswer) => Object.values(answer.data!)[0] as { nodes: object[] };
    expect(nodes(wholeAnswer).nodes.length).toBeGreaterThan(0);
    expect(nodes(narrowAnswer)).toEqual(nodes(wholeAnswer));
  });

  it("a list of cards does not read the articles' bodies", async () => {
    queries.length = 0;
    const answer = await server.graphql(`{ news { nodes { id title excerpt date category image } } }`);
    expect(answer.errors).toBeUndefined();
    const listQuery = queries.find((query) => query.includes(`FROM "news"`));
    expect(listQuery).toBeDefined();
    expect(listQuery).not.toContain(`"content"`);
    expect(listQuery).toContain(`"excerpt"`);
    expect(listQuery).toContain(`"variants"`);
  });

  it("a list that asks for no picture does not join the pictures", async () => {
    queries.length = 0;
    await server.graphql(`{ news { nodes { id title } } }`);
    const listQuery = queries.find((query) => query.includes(`FROM "news"`));
    expect(listQuery).not.toContain(`"assets"`);
  });
});
