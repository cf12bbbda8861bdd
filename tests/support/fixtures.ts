import { CONTENT_PAGES } from "../../server/src/modules/content/content-pages";
import { contentTypeWhere } from "./content-types";
import type { Json } from "./json";
import type { TestServer } from "./test-server";

/** The example body a content type's declaration gives, at its REST path. */
function exampleAt(path: string): Record<string, unknown> {
  const { rest } = contentTypeWhere((type) => type.rest.path === path, `at ${path}`);
  return structuredClone(rest.example) as Record<string, unknown>;
}

/** A valid news input; override what a test is about. */
export function newsInput(overrides: Record<string, unknown> = {}) {
  return { ...exampleAt("/news"), ...overrides };
}

export function eventInput(overrides: Record<string, unknown> = {}) {
  return { ...exampleAt("/events"), ...overrides };
}

export function announcementInput(overrides: Record<string, unknown> = {}) {
  return { ...exampleAt("/announcements"), ...overrides };
}

/** Creates through the API as staff and returns the created object's fields. */
export async function create<T = Record<string, Json>>(
  server: TestServer,
  mutation: string,
  input: Record<string, unknown>,
  selection = "id",
): Promise<T> {
  const result = await server.graphql(
    `mutation ($input: ${inputTypeOf(mutation)}!) { ${mutation}(input: $input) { ${selection} } }`,
    { input },
    { token: server.staffToken() },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return (result.data as Record<string, T>)[mutation];
}

function inputTypeOf(mutation: string): string {
  return `${mutation.replace(/^create/, "")}Input`;
}

/** A page's seeded content, which is a valid input for its update mutation; the settings with this identity. */
export function pageInput(field: string): Record<string, unknown> {
  const definition = CONTENT_PAGES.find((page) => page.field === field);
  if (!definition) throw new Error(`no editable page ${field}`);
  return structuredClone(
    definition.defaults({
      name: "Test School",
      motto: "Learn",
      address: "1 Test Road",
      phone: "011 000 0000",
      email: "office@school.example",
      timeZone: "Africa/Johannesburg",
    }),
  ) as Record<string, unknown>;
}

/** Input type and mutation names of every editable page, by its query field. */
export const EDITABLE_PAGES = CONTENT_PAGES.map(({ field, input }) => ({
  field,
  input: input.name,
  update: `update${field[0].toUpperCase()}${field.slice(1)}`,
  restore: `restore${field[0].toUpperCase()}${field.slice(1)}`,
}));
