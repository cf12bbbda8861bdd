import { SCHEMA_FILE, buildAppSchema } from "../app/schema";

/** Writes schema.graphql at the repository root from the TypeGraphQL classes. */
buildAppSchema({ emitSchemaFile: SCHEMA_FILE })
  .then(() => console.log(`Wrote ${SCHEMA_FILE}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
