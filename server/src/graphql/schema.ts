import "reflect-metadata";
import path from "node:path";
import { buildSchema } from "type-graphql";
import type { GraphQLSchema } from "graphql";
import { repoRoot } from "../config";
import { AnnouncementResolver } from "../modules/announcements";
import { AuthResolver, authChecker } from "../modules/auth";
import { ContactMessageResolver } from "../modules/contact";
import { DocumentResolver } from "../modules/documents";
import { EventResolver } from "../modules/events";
import { GalleryItemResolver } from "../modules/gallery";
import { NewsResolver } from "../modules/news";
import { SchoolResolver } from "../modules/school";
import { VALIDATOR_OPTIONS } from "./validators";

export const SCHEMA_FILE = path.join(repoRoot, "schema.graphql");

const resolvers = [
  NewsResolver,
  EventResolver,
  AnnouncementResolver,
  DocumentResolver,
  GalleryItemResolver,
  SchoolResolver,
  AuthResolver,
  ContactMessageResolver,
] as const;

export function buildAppSchema(options: { emitSchemaFile?: string } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: VALIDATOR_OPTIONS,
    emitSchemaFile: options.emitSchemaFile ? { path: options.emitSchemaFile } : false,
  });
}
