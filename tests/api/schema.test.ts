import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GraphQLEnumType } from "graphql";
import { AREAS } from "../../server/src/app/areas";
import { SCHEMA_FILE, buildAppSchema } from "../../server/src/app/schema";
import { addKind, graphqlNameOf, kindEnum } from "../../server/src/kernel/content-kinds";

describe("schema.graphql", () => {
  it("is what the TypeGraphQL classes emit (run `npm run schema` after changing them)", async () => {
    const emitted = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "schema-")), "schema.graphql");
    await buildAppSchema({ emitSchemaFile: emitted });
    expect(fs.readFileSync(SCHEMA_FILE, "utf8")).toBe(fs.readFileSync(emitted, "utf8"));
  });
});

describe("the GraphQL enums of content kinds", () => {
  it.each([
    ["TrashKind", (area: (typeof AREAS)[number]) => area.trashKind],
    ["SearchKind", (area: (typeof AREAS)[number]) => area.searchKind],
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

  it("refuse a kind declared twice, or one that is not lower-case words", () => {
    const kinds = kindEnum("TestKind", "Kinds of a test.");
    addKind(kinds, "sports-fixture");
    expect(kinds).toEqual({ SPORTS_FIXTURE: "sports-fixture" });
    expect(() => addKind(kinds, "sports-fixture")).toThrow(/Two areas declare/);
    expect(() => addKind(kinds, "Sports Fixture")).toThrow(/lower-case/);
  });
});
