import jwt from "jsonwebtoken";
import { Role } from "../../server/src/kernel/roles";
import { GOOD_PASSWORD, createSignedInStaff } from "../support/accounts";
import { rest, restKinds } from "../support/rest";
import { EDITABLE_PAGES, announcementInput, eventInput, newsInput, pageInput } from "../support/fixtures";
import { dataUrl } from "../support/files";
import { TEST_JWT_SECRET, staffUser, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";

const SOME_ID = "00000000-0000-4000-8000-00000000abcd";
// The smallest real files: a 1×1 PNG and a one-page PDF skeleton.
const PNG_1X1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const TINY_PDF = dataUrl(Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"), "application/pdf");

/** Every content mutation with arguments that would succeed for signed-in staff. */
const contentMutations: Record<string, { document: string; variables: Record<string, unknown> }> = {
  createNews: {
    document: "mutation ($input: NewsInput!) { createNews(input: $input) { id } }",
    variables: { input: newsInput() },
  },
  updateNews: {
    document: "mutation ($id: ID!, $input: NewsInput!) { updateNews(id: $id, input: $input) { id } }",
    variables: { id: SOME_ID, input: newsInput() },
  },
  deleteNews: { document: "mutation ($id: ID!) { deleteNews(id: $id) }", variables: { id: SOME_ID } },
  createEvent: {
    document: "mutation ($input: EventInput!) { createEvent(input: $input) { id } }",
    variables: { input: eventInput() },
  },
  updateEvent: {
    document: "mutation ($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { id } }",
    variables: { id: SOME_ID, input: eventInput() },
  },
  deleteEvent: { document: "mutation ($id: ID!) { deleteEvent(id: $id) }", variables: { id: SOME_ID } },
  createAnnouncement: {
    document: "mutation ($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }",
    variables: { input: announcementInput() },
  },
  updateAnnouncement: {
    document: "mutation ($id: ID!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { id } }",
    variables: { id: SOME_ID, input: announcementInput() },
  },
  deleteAnnouncement: { document: "mutation ($id: ID!) { deleteAnnouncement(id: $id) }", variables: { id: SOME_ID } },
  createDocument: {
    document: "mutation ($input: DocumentInput!) { createDocument(input: $input) { id } }",
    variables: { input: { title: "Fees", fileData: TINY_PDF } },
  },
  updateDocument: {
    document: "mutation ($id: ID!, $input: DocumentInput!) { updateDocument(id: $id, input: $input) { id } }",
    variables: { id: SOME_ID, input: { title: "Fees" } },
  },
  deleteDocument: { document: "mutation ($id: ID!) { deleteDocument(id: $id) }", variables: { id: SOME_ID } },
  createGalleryItem: {
    document: "mutation ($input: GalleryItemInput!) { createGalleryItem(input: $input) { id } }",
    variables: { input: { imageData: PNG_1X1, alt: "A photo" } },
  },
  updateGalleryItem: {
    document: "mutation ($id: ID!, $input: GalleryItemInput!) { updateGalleryItem(id: $id, input: $input) { id } }",
    variables: { id: SOME_ID, input: { title: "Gala", alt: "A photo" } },
  },
  deleteGalleryItem: { document: "mutation ($id: ID!) { deleteGalleryItem(id: $id) }", variables: { id: SOME_ID } },
  // An id that is not in the gallery: staff reach the service, which answers NOT_FOUND.
  reorderGalleryItems: {
    document: "mutation ($ids: [ID!]!) { reorderGalleryItems(ids: $ids) { id } }",
    variables: { ids: [SOME_ID] },
  },
  createAlbum: {
    document: "mutation ($input: AlbumInput!) { createAlbum(input: $input) { id } }",
    variables: { input: { name: "Sports day" } },
  },
  updateAlbum: {
    document: "mutation ($id: ID!, $input: AlbumInput!) { updateAlbum(id: $id, input: $input) { id } }",
    variables: { id: SOME_ID, input: { name: "Sports day" } },
  },
  deleteAlbum: { document: "mutation ($id: ID!) { deleteAlbum(id: $id) }", variables: { id: SOME_ID } },
  markContactMessageRead: {
    document: "mutation ($id: ID!) { markContactMessageRead(id: $id) { id } }",
    variables: { id: SOME_ID },
  },
  deleteContactMessage: {
    document: "mutation ($id: ID!) { deleteContactMessage(id: $id) }",
    variables: { id: SOME_ID },
  },
  // No such item or link: staff reach the service, which answers NOT_FOUND.
  sharePreview: {
    document: "mutation ($itemId: ID!) { sharePreview(kind: NEWS, itemId: $itemId) { id } }",
    variables: { itemId: SOME_ID },
  },
  revokePreviewLink: {
    document: "mutation ($id: ID!) { revokePreviewLink(id: $id) { id } }",
    variables: { id: SOME_ID },
  },
  // Nothing in the trash and no such item: staff reach the services, which answer NOT_FOUND.
  deleteForever: {
    document: "mutation ($id: ID!) { deleteForever(kind: NEWS, id: $id) }",
    variables: { id: SOME_ID },
  },
  restoreFromTrash: {
    document: "mutation ($id: ID!) { restoreFromTrash(kind: NEWS, id: $id) }",
    variables: { id: SOME_ID },
  },
  ...Object.fromEntries(
    ["News", "Event", "Announcement", "Document", "GalleryItem"].map((kind) => [
      `restore${kind}Version`,
      {
        document: `mutation ($id: ID!) { restore${kind}Version(id: $id, version: 1, expectedVersion: 1) { id } }`,
        variables: { id: SOME_ID },
      },
    ]),
  ),
  ...Object.fromEntries(
    EDITABLE_PAGES.filter(({ field }) => field !== "school").flatMap(({ field, input, update, restore }) => [
      [
        update,
        {
          document: `mutation ($input: ${input}!) { ${update}(input: $input, expectedVersion: 0) { version } }`,
          variables: { input: pageInput(field) },
        },
      ],
      // No such version: staff reach the service, which answers NOT_FOUND.
      [restore, { document: `mutation { ${restore}(version: 999, expectedVersion: 0) { version } }`, variables: {} }],
    ]),
  ),
};

/**
 * Every administrator-only mutation, with arguments an administrator reaches the service with (no such
 * account: NOT_FOUND; an invitation that goes out). An editor gets FORBIDDEN on each.
 */
const adminMutations: Record<string, { document: string; variables: Record<string, unknown> }> = {
  inviteStaff: {
    document: 'mutation { inviteStaff(email: "new.teacher@school.example", role: EDITOR) { id } }',
    variables: {},
  },
  resendStaffInvitation: {
    document: "mutation ($id: ID!) { resendStaffInvitation(id: $id) { id } }",
    variables: { id: SOME_ID },
  },
  changeStaffRole: {
    document: "mutation ($id: ID!) { changeStaffRole(id: $id, role: EDITOR) { id } }",
    variables: { id: SOME_ID },
  },
  disableStaffAccount: {
    document: "mutation ($id: ID!) { disableStaffAccount(id: $id) { id } }",
    variables: { id: SOME_ID },
  },
  enableStaffAccount: {
    document: "mutation ($id: ID!) { enableStaffAccount(id: $id) { id } }",
    variables: { id: SOME_ID },
  },
  // The school's settings are the administrators'; every other page is content.
  updateSchool: {
    document: "mutation ($input: SchoolInput!) { updateSchool(input: $input, expectedVersion: 0) { version } }",
    variables: { input: pageInput("school") },
  },
  restoreSchool: {
    document: "mutation { restoreSchool(version: 999, expectedVersion: 0) { version } }",
    variables: {},
  },
  resetStaffTwoFactor: {
    document: "mutation ($id: ID!) { resetStaffTwoFactor(id: $id) { id } }",
    variables: { id: SOME_ID },
  },
  updateSecuritySettings: {
    document: "mutation { updateSecuritySettings(requireTwoFactor: false) { requireTwoFactor } }",
    variables: {},
  },
};

/** Every administrator-only query: the staff list and the audit log. */
const ADMIN_QUERIES = [
  "{ staffAccounts { id } }",
  "{ auditLog { nodes { id } } }",
  "{ auditSubjectTypes }",
  "{ securitySettings { requireTwoFactor } }",
];

const EVERY_ROLE = [Role.ADMINISTRATOR, Role.EDITOR];

/**
 * Every write of the REST API (the OpenAPI document, which rest-openapi.test.ts holds to the router) and
 * the roles that may make it. All are content, so none is an administrator's alone: a path that is
 * would be listed here with [Role.ADMINISTRATOR], and an editor would have to get 403 on it.
 */
const REST_WRITES: Record<string, Role[]> = {
  "POST /news": EVERY_ROLE,
  "PUT /news/{id}": EVERY_ROLE,
  "DELETE /news/{id}": EVERY_ROLE,
  "POST /events": EVERY_ROLE,
  "PUT /events/{id}": EVERY_ROLE,
  "DELETE /events/{id}": EVERY_ROLE,
  "POST /announcements": EVERY_ROLE,
  "PUT /announcements/{id}": EVERY_ROLE,
  "DELETE /announcements/{id}": EVERY_ROLE,
  "POST /documents": EVERY_ROLE,
  "PUT /documents/{id}": EVERY_ROLE,
  "DELETE /documents/{id}": EVERY_ROLE,
  "POST /gallery": EVERY_ROLE,
  "PUT /gallery/{id}": EVERY_ROLE,
  "DELETE /gallery/{id}": EVERY_ROLE,
};

/** Mutations that take a file: refused without sign-in before the upload is read (content.test.ts sends one). */
const UPLOAD_MUTATIONS = new Set(["uploadContentPicture"]);

/** Mutations that exist to sign in, so they cannot require being signed in. */
const PUBLIC_MUTATIONS = new Set([
  "signIn",
  "confirmSignInWithNewPassword",
  // The signed session of the password step is the credential.
  "confirmSignInWithTotp",
  "refreshSession",
  "signOut",
  "submitContactMessage",
  // The invitation's link is the credential.
  "checkStaffInvitation",
  "acceptStaffInvitation",
  // A forgotten password: the code e-mailed to the account is the credential.
  "forgotPassword",
  "confirmForgotPassword",
  // E-mail alerts have no account: the address confirms itself, and the token in the links is the credential.
  "subscribeToAlerts",
  "confirmAlerts",
  "updateAlertPreferences",
  "unsubscribeFromAlerts",
  // A browser's notifications have no account either: its push endpoint (a secret URL) is the credential.
  "subscribeToPush",
  "unsubscribeFromPush",
]);

/** What a signed-in staff member does to her own account and sessions, whatever her role. */
const ownAccountMutations: Record<string, { document: string; variables: Record<string, unknown> }> = {
  // A test alert goes to the staff member's own address.
  sendTestAlert: { document: "mutation { sendTestAlert }", variables: {} },
  changePassword: {
    document: 'mutation { changePassword(currentPassword: "Not-Mine-123!", newPassword: "Chalk-Board-88!") }',
    variables: {},
  },
  signOutSession: { document: "mutation ($id: ID!) { signOutSession(id: $id) }", variables: { id: SOME_ID } },
  signOutOtherSessions: { document: "mutation { signOutOtherSessions }", variables: {} },
  setUpTotp: { document: "mutation { setUpTotp { sharedSecret } }", variables: {} },
  verifyTotpSetup: { document: 'mutation { verifyTotpSetup(code: "123456") }', variables: {} },
  regenerateRecoveryCodes: { document: 'mutation { regenerateRecoveryCodes(code: "123456") }', variables: {} },
  disableTotp: {
    document: 'mutation { disableTotp(currentPassword: "Not-Mine-123!", code: "123456") }',
    variables: {},
  },
};

function sign(claims: Record<string, unknown>, options: jwt.SignOptions = {}, secret = TEST_JWT_SECRET) {
  return jwt.sign({ token_use: "access", username: staffUser.username, ...claims }, secret, {
    algorithm: "HS256",
    expiresIn: 900,
    issuer: "school-website",
    audience: "school-website",
    subject: staffUser.id,
    ...options,
  });
}

function unsignedToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: staffUser.id, token_use: "access", iss: "school-website", aud: "school-website", iat: now, exp: now + 900 })}.`;
}

function tamper(token: string): string {
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  claims.sub = "00000000-0000-4000-8000-0000000000ff";
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
}

describe("authorization of mutations", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("covers every non-sign-in mutation of the schema", async () => {
    const result = await server.graphql(`{ __schema { mutationType { fields { name } } } }`);
    const names = (result.data!.__schema.mutationType.fields as { name: string }[])
      .map((field) => field.name)
      .filter((name) => !PUBLIC_MUTATIONS.has(name) && !UPLOAD_MUTATIONS.has(name));
    expect(names.sort()).toEqual(
      [...Object.keys(contentMutations), ...Object.keys(adminMutations), ...Object.keys(ownAccountMutations)].sort(),
    );
  });

  it.each(Object.keys(ownAccountMutations))("refuses %s without sign-in with UNAUTHENTICATED", async (name) => {
    const { document, variables } = ownAccountMutations[name];
    const result = await server.graphql(document, variables);
    expect(result.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(result.data).toBeNull();
  });

  const badCredentials: [string, () => Record<string, string>][] = [
    ["no Authorization header", () => ({})],
    ["a malformed header", () => ({ authorization: "Token abc" })],
    ["a tampered token", () => ({ authorization: `Bearer ${tamper(server.staffToken())}` })],
    ["an expired token", () => ({ authorization: `Bearer ${sign({}, { expiresIn: -10 })}` })],
    [
      "a token signed with another secret",
      () => ({ authorization: `Bearer ${sign({}, {}, "another-secret-another-secret-another-secret")}` }),
    ],
    ["an unsigned (alg: none) token", () => ({ authorization: `Bearer ${unsignedToken()}` })],
    ["a token for another audience", () => ({ authorization: `Bearer ${sign({}, { audience: "someone-else" })}` })],
    ["a token from another issuer", () => ({ authorization: `Bearer ${sign({}, { issuer: "someone-else" })}` })],
    ["a token that is not an access token", () => ({ authorization: `Bearer ${sign({ token_use: "refresh" })}` })],
  ];

  describe.each(badCredentials)("with %s", (_label, headers) => {
    it.each(Object.keys(contentMutations))("refuses %s with UNAUTHENTICATED and writes nothing", async (name) => {
      const { document, variables } = contentMutations[name];
      const result = await server.graphql(document, variables, { headers: headers() });
      expect(result.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
      expect(result.data).toBeNull();
      const [{ count }] = await server.dataSource.query(
        `SELECT (SELECT count(*) FROM news) + (SELECT count(*) FROM events) + (SELECT count(*) FROM announcements)
              + (SELECT count(*) FROM documents) + (SELECT count(*) FROM gallery_items) + (SELECT count(*) FROM assets)
              + (SELECT count(*) FROM gallery_albums)
              + (SELECT count(*) FROM site_content) + (SELECT count(*) FROM site_content_revisions) AS count`,
      );
      expect(Number(count)).toBe(0);
    });
  });

  it("refuses an unauthenticated write before looking at its input", async () => {
    const result = await server.graphql(contentMutations.createNews.document, { input: newsInput({ title: "" }) });
    expect(result.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("accepts a valid staff token on every mutation", async () => {
    for (const [name, { document, variables }] of Object.entries(contentMutations)) {
      const result = await server.graphql(document, variables, { token: server.staffToken() });
      const code = result.errors?.[0].extensions?.code;
      // Updates and deletes of SOME_ID reach the service, which answers NOT_FOUND.
      expect([undefined, "NOT_FOUND"]).toContain(code);
      if (name.startsWith("create")) expect(code).toBeUndefined();
    }
  });
});

describe("roles", () => {
  let server: TestServer;
  let editor: string;
  beforeAll(async () => {
    server = await startTestServer();
    editor = (await createSignedInStaff(server, "editor", GOOD_PASSWORD, Role.EDITOR)).accessToken;
  });
  afterAll(() => server.close());

  const accountsAndOutbox = async () =>
    server.dataSource.query<{ users: string; mail: string; settings: string }[]>(
      `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM mail_outbox) AS mail,
              (SELECT count(*) FROM site_content) AS settings`,
    );

  it.each(Object.keys(adminMutations))("refuses %s to an editor with FORBIDDEN and changes nothing", async (name) => {
    const before = await accountsAndOutbox();
    const { document, variables } = adminMutations[name];
    const result = await server.graphql(document, variables, { token: editor });
    expect(result.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(result.data).toBeNull();
    expect(await accountsAndOutbox()).toEqual(before);
  });

  it.each(Object.keys(adminMutations))("refuses %s without sign-in with UNAUTHENTICATED", async (name) => {
    const { document, variables } = adminMutations[name];
    const result = await server.graphql(document, variables);
    expect(result.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it.each(ADMIN_QUERIES)("refuses the query %s to an editor with FORBIDDEN", async (query) => {
    const result = await server.graphql(query, {}, { token: editor });
    expect(result.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(result.data).toBeNull();
  });

  it("lets an editor make every content change", async () => {
    for (const [name, { document, variables }] of Object.entries(contentMutations)) {
      const result = await server.graphql(document, variables, { token: editor });
      const code = result.errors?.[0].extensions?.code;
      expect([name, [undefined, "NOT_FOUND"].includes(code)]).toEqual([name, true]);
    }
  });

  it("has exactly the REST writes listed with their roles", async () => {
    const document = await rest<{ paths: Record<string, object> }>(server, "GET", "/openapi.json");
    const writes = Object.entries(document.body.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== "get")
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(writes.sort()).toEqual(Object.keys(REST_WRITES).sort());
  });

  it.each(Object.keys(REST_WRITES))(
    "answers %s to its roles, 403 to other roles and 401 without sign-in",
    async (operation) => {
      const [method, path] = operation.split(" ");
      const kind = restKinds.find((candidate) => path.startsWith(candidate.path))!;
      const call = (token?: string) =>
        rest(server, method, path.replace("{id}", SOME_ID), {
          token,
          body: method === "DELETE" ? undefined : kind.input(),
        });
      expect((await call()).status).toBe(401);
      const tokens = { [Role.ADMINISTRATOR]: server.staffToken(), [Role.EDITOR]: editor };
      for (const role of Object.values(Role)) {
        // Allowed, a write reaches the service: it creates, or finds no item SOME_ID.
        const allowed = method === "POST" ? 201 : 404;
        const expected = REST_WRITES[operation].includes(role) ? allowed : 403;
        expect([role, (await call(tokens[role])).status]).toEqual([role, expected]);
      }
    },
  );

  // An editor's writes over REST succeed end to end, as her GraphQL ones do.
  it.each(restKinds.map((kind) => kind.path))("lets an editor POST, PUT and DELETE %s over REST", async (path) => {
    const kind = restKinds.find((candidate) => candidate.path === path)!;
    const created = await rest(server, "POST", path, { token: editor, body: kind.input() });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect((await rest(server, "PUT", `${path}/${id}`, { token: editor, body: kind.input() })).status).toBe(200);
    expect((await rest(server, "DELETE", `${path}/${id}`, { token: editor })).status).toBe(204);
  });

  it("lets an administrator reach every administrator-only mutation and query", async () => {
    for (const [name, { document, variables }] of Object.entries(adminMutations)) {
      const result = await server.graphql(document, variables, { token: server.staffToken() });
      expect([name, [undefined, "NOT_FOUND"].includes(result.errors?.[0].extensions?.code)]).toEqual([name, true]);
    }
    for (const query of ADMIN_QUERIES) {
      expect((await server.graphql(query, {}, { token: server.staffToken() })).errors).toBeUndefined();
    }
  });
});
