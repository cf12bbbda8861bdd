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
