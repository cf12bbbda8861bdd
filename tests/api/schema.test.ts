import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GraphQLEnumType } from "graphql";
import { AREAS } from "../../server/src/app/areas";
import { CONTENT_TYPES_FILE, SCHEMA_FILE, buildAppSchema, contentTypesModule } from "../../server/src/app/schema";
import { defineArea } from "../../server/src/kernel/area";
import { addKind, graphqlNameOf, kindEnum } from "../../server/src/kernel/content-kinds";
import type { TrashBin } from "../../server/src/kernel/trash";

describe("schema.graphql", () => {
  it("is what the TypeGraphQL classes emit (run `npm run schema` after changing them)", async () => {
    const emitted = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "schema-")), "schema.graphql");
    await buildAppSchema({ emitSchemaFile: emitted });
    expect(fs.readFileSync(SCHEMA_FILE, "utf8")).toBe(fs.readFileSync(emitted, "utf8"));
  });

  it("comes with the lists' rules the areas declare, for the panel's cache (run `npm run schema`)", () => {
    expect(fs.readFileSync(CONTENT_TYPES_FILE, "utf8")).toBe(contentTypesModule());
    expect(contentTypesModule()).toContain('"field": "events"');
  });
});

describe("the GraphQL enums of content kinds", () => {
  it.each([
    ["TrashKind", (area: (typeof AREAS)[number]) => (area.kind?.trash ? area.kind.name : undefined)],
    ["SearchKind", (area: (typeof AREAS)[number]) => (area.kind?.search ? area.kind.name : undefined)],
    ["PreviewKind", (area: (typeof AREAS)[number]) => area.kind?.preview?.kind],
  ])("list in %s the kinds the areas declare, in the order of the list of areas", async (name, kindOf) => {
    const schema = await buildAppSchema({});
    const declared = AREAS.flatMap((area) => {
      const kind = kindOf(area);
      return kind ? [graphqlNameOf(kind)] : [];
    });
    expect(declared.length).toBeGreaterThan(1);
    const values = (schema.getType(name) as GraphQLEnumType).getValues().map((value) => value.name);
    expect(values).toEqual(declared);
  });

  it("come from an area's kind: an area with a trash or a search and no kind, or a kind with no item name, is refused", () => {
    const trashOnly = () => ({ trashed: () => Promise.resolve([]) }) as unknown as TrashBin;
    expect(() => defineArea({ createService: () => ({}), trash: trashOnly })).toThrow(/declares the kind/);
    expect(() => defineArea({ kind: "sports-fixture", createService: () => ({}), trash: trashOnly })).toThrow(
      /names one of its items/,
    );
    const fixtures = defineArea({
      kind: "sports-fixture",
      itemName: "Fixture",
      createService: () => ({}),
      trash: trashOnly,
    });
    expect(fixtures.kind).toMatchObject({ name: "sports-fixture", itemName: "Fixture", trash: true });
    expect(fixtures.kind?.search).toBeUndefined();
  });

  it("refuse a kind declared twice, or one that is not lower-case words", () => {
    const kinds = kindEnum("TestKind", "Kinds of a test.");
    addKind(kinds, "sports-fixture");
    expect(kinds).toEqual({ SPORTS_FIXTURE: "sports-fixture" });
    expect(() => addKind(kinds, "sports-fixture")).toThrow(/Two areas declare/);
    expect(() => addKind(kinds, "Sports Fixture")).toThrow(/lower-case/);
  });
});
