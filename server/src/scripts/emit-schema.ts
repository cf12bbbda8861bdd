import fs from "node:fs";
import { CONTENT_TYPES_FILE, SCHEMA_FILE, buildAppSchema, contentTypesModule } from "../app/schema";

/** Writes schema.graphql at the repository root from the TypeGraphQL classes, and what the client needs of the areas. */
buildAppSchema({ emitSchemaFile: SCHEMA_FILE })
  .then(() => {
    fs.writeFileSync(CONTENT_TYPES_FILE, contentTypesModule());
    console.log(`Wrote ${SCHEMA_FILE} and ${CONTENT_TYPES_FILE}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
