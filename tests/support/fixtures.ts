import { CONTENT_PAGES } from "../../server/src/modules/content/content-pages";
import type { Json } from "./json";
import type { TestServer } from "./test-server";

/** A valid news input; override what a test is about. */
export function newsInput(overrides: Record<string, unknown> = {}) {
  return {
    title: "Netball team wins the league",
    excerpt: "An unbeaten season for the Under-11 side.",
    content: "The girls trained twice a week.\n\nWell done!",
    date: "2026-03-14",
    category: "Sport",
    ...overrides,
  };
}

export function eventInput(overrides: Record<string, unknown> = {}) {
  return {
    title: "Athletics Day",
    description: "Track and field events.\nBring a hat.",
    date: "2030-03-14",
    time: "10:00 AM - 12:00 PM",
    location: "Sports Field",
    ...overrides,
  };
}

export function announcementInput(overrides: Record<string, unknown> = {}) {
  return {
    title: "Uniform shop hours",
    content: "Open on Tuesdays.",
    date: "2026-03-14",
    ...overrides,
  };
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
