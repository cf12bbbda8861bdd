import fs from "node:fs";
import { LIST_RULES_FILE, SCHEMA_FILE, buildAppSchema, listRulesModule } from "../app/schema";

/** Writes schema.graphql at the repository root from the TypeGraphQL classes, and the lists' rules for the client. */
buildAppSchema({ emitSchemaFile: SCHEMA_FILE })
  .then(() => {
    fs.writeFileSync(LIST_RULES_FILE, listRulesModule());
    console.log(`Wrote ${SCHEMA_FILE} and ${LIST_RULES_FILE}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
