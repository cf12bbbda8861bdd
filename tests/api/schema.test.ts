import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SCHEMA_FILE, buildAppSchema } from "../../server/src/app/schema";

describe("schema.graphql", () => {
  it("is what the TypeGraphQL classes emit (run `npm run schema` after changing them)", async () => {
    const emitted = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "schema-")), "schema.graphql");
    await buildAppSchema({ emitSchemaFile: emitted });
    expect(fs.readFileSync(SCHEMA_FILE, "utf8")).toBe(fs.readFileSync(emitted, "utf8"));
  });
});
