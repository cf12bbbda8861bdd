import { CONTACT_MESSAGES_PER_WINDOW } from "../../server/src/modules/contact";
import { pluck } from "../support/json";
import { startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const SUBMIT = `mutation ($input: ContactMessageInput!) { submitContactMessage(input: $input) }`;
const LIST = `query ($first: Int, $after: String, $unreadOnly: Boolean) {
  contactMessages(first: $first, after: $after, unreadOnly: $unreadOnly) {
    nodes { id name email subject message read readAt createdAt }
    pageInfo { hasNextPage endCursor }
  }
}`;

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: "Thandi Mokoena",
    email: "thandi@example.com",
    subject: "Admissions",
    message: "May we visit the school next week?",
    ...overrides,
  };
}

describe("contact messages API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.dataSource.query("DELETE FROM contact_messages");
    await server.dataSource.query("DELETE FROM contact_rate_limits");
  });

  async function submit(input: Record<string, unknown>, headers?: Record<string, string>) {
    return server.graphql(SUBMIT, { input }, { headers });
  }

  it("stores a visitor's message for staff, trimmed, unread", async () => {
    const result = await submit(message({ name: "  Thandi Mokoena  ", subject: "AcademicInquiry" }));
    expect(result.errors).toBeUndefined();
    expect(result.data?.submitContactMessage).toBe(true);
    const rows = await server.dataSource.query("SELECT name, email, subject, message, read_at FROM contact_messages");
    expect(rows).toEqual([
      {
        name: "Thandi Mokoena",
        email: "thandi@example.com",
        subject: "Academic Inquiry",
        message: "May we visit the school next week?",
        read_at: null,
      },
    ]);
  });

  it("refuses missing fields, a bad e-mail address and an unknown subject, with clear messages", async () => {
    const result = await submit(message({ name: " ", email: "not-an-address", message: "" }));
    expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0].extensions?.fields).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid e-mail address",
      message: "Please enter a message",
    });
    const subject = await submit(message({ subject: "Gossip" }));
    expect(subject.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(await server.dataSource.query("SELECT 1 FROM contact_messages")).toHaveLength(0);
  });

  it("refuses an over-long message", async () => {
    const result = await submit(message({ message: "x".repeat(5001) }));
    expect(result.errors?.[0].extensions?.fields).toEqual({ message: "Your message must be at most 5000 characters" });
  });

  it("answers a filled-in honeypot like any other message, but stores nothing", async () => {
    const result = await submit(message({ website: "http://spam.example" }));
    expect(result.data?.submitContactMessage).toBe(true);
    expect(await server.dataSource.query("SELECT 1 FROM contact_messages")).toHaveLength(0);
  });

  it("limits how many messages one client address may send, and keeps the count in Postgres", async () => {
    for (let index = 0; index < CONTACT_MESSAGES_PER_WINDOW; index += 1) {
      const ok = await submit(message({ message: `Message ${index}` }));
      expect(ok.errors).toBeUndefined();
    }
    const refused = await submit(message());
    expect(refused.errors?.[0].extensions?.code).toBe("LimitExceededException");
    expect(refused.data).toBeNull();
    expect(await server.dataSource.query("SELECT 1 FROM contact_messages")).toHaveLength(CONTACT_MESSAGES_PER_WINDOW);
    const [counter] = await server.dataSource.query("SELECT attempts FROM contact_rate_limits");
    expect(counter.attempts).toBe(CONTACT_MESSAGES_PER_WINDOW + 1);

    // A new window starts the count again.
    // Measured on the server's clock, which stands still: the database's now() runs on.
    await server.dataSource.query("UPDATE contact_rate_limits SET window_ends_at = $1", [
      new Date(server.clock.now().getTime() - 1000),
    ]);
    expect((await submit(message())).errors).toBeUndefined();
  });

  it("refuses the staff queries and mutations to visitors", async () => {
    for (const query of [LIST, `query { unreadContactMessageCount }`]) {
      const anonymous = await server.graphql(query);
      expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    }
    const anonymousDelete = await server.graphql(
      `mutation { deleteContactMessage(id: "00000000-0000-4000-8000-000000000009") }`,
    );
    expect(anonymousDelete.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const anonymousRead = await server.graphql(
      `mutation { markContactMessageRead(id: "00000000-0000-4000-8000-000000000009") { id } }`,
    );
    expect(anonymousRead.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("lists messages newest first with pagination, marks them read and deletes them", async () => {
    const token = server.staffToken();
    for (const name of ["First", "Second", "Third"]) {
      await submit(message({ name }));
      // Distinct creation times, so "newest first" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const page1 = await server.graphql(LIST, { first: 2 }, { token });
    expect(page1.errors).toBeUndefined();
    expect(pluck(page1.data?.contactMessages.nodes, "name")).toEqual(["Third", "Second"]);
    expect(page1.data?.contactMessages.pageInfo.hasNextPage).toBe(true);
    const page2 = await server.graphql(
      LIST,
      { first: 2, after: page1.data?.contactMessages.pageInfo.endCursor },
      { token },
    );
    expect(pluck(page2.data?.contactMessages.nodes, "name")).toEqual(["First"]);

    const third = page1.data?.contactMessages.nodes[0];
    expect(third).toMatchObject({ read: false, readAt: null, subject: "Admissions" });
    const marked = await server.graphql(
      `mutation ($id: ID!) { markContactMessageRead(id: $id) { read readAt } }`,
      { id: third.id },
      { token },
    );
    expect(marked.data?.markContactMessageRead.read).toBe(true);
    const count = await server.graphql(`query { unreadContactMessageCount }`, {}, { token });
    expect(count.data?.unreadContactMessageCount).toBe(2);
    const unread = await server.graphql(LIST, { unreadOnly: true }, { token });
    expect(pluck(unread.data?.contactMessages.nodes, "name")).toEqual(["Second", "First"]);
    const unmarked = await server.graphql(
      `mutation ($id: ID!) { markContactMessageRead(id: $id, read: false) { read } }`,
      { id: third.id },
      { token },
    );
    expect(unmarked.data?.markContactMessageRead.read).toBe(false);

    const deleted = await server.graphql(
      `mutation ($id: ID!) { deleteContactMessage(id: $id) }`,
      { id: third.id },
      { token },
    );
    expect(deleted.data?.deleteContactMessage).toBe(third.id);
    const again = await server.graphql(
      `mutation ($id: ID!) { deleteContactMessage(id: $id) }`,
      { id: third.id },
      { token },
    );
    expect(again.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(await server.dataSource.query("SELECT 1 FROM contact_messages")).toHaveLength(2);
  });
});
