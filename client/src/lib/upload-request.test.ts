import { ApolloClient } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { CreateGalleryItemDocument, RefreshSessionDocument } from "../gql/graphql";
import { sessionTokens, signIn } from "../test/admin";
import { createCache } from "./apollo-cache";
import { fieldErrorsOf } from "./graphql-errors";
import { uploadRequest } from "./upload-request";

/** A stand-in for the browser's XMLHttpRequest: records each request and answers what the test queues. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  static answers: { status: number; body: unknown }[] = [];
  headers: Record<string, string> = {};
  method = "";
  url = "";
  body: FormData | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    const answer = FakeRequest.answers.shift();
    if (!answer) return this.onerror?.();
    this.status = answer.status;
    this.responseText = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    this.onload?.();
  }
}

const photo = {
  __typename: "GalleryItem",
  id: "g2",
  title: "Choir",
  description: "",
  alt: "The choir on stage",
  albumId: null,
  position: -1,
  imageUrl: "/files/g2.jpg",
  responsiveImage: null,
  date: "2025-03-09T08:00:00.000Z",
  createdAt: "2025-03-09T08:00:00.000Z",
};
const image = new File(["png"], "choir.png", { type: "image/png" });
const input = { title: "Choir", alt: "The choir on stage", image };
const client = (mocks: MockLink.MockedResponse[] = []) =>
  new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });

describe("uploadRequest", () => {
  const realRequest = globalThis.XMLHttpRequest;
  beforeEach(() => {
    signIn();
    FakeRequest.sent = [];
    FakeRequest.answers = [];
    globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realRequest;
  });

  it("sends a multipart request with the staff token, reports progress and answers the data", async () => {
    FakeRequest.answers.push({ status: 200, body: { data: { createGalleryItem: photo } } });
    const progress: number[] = [];
    const data = await uploadRequest(client(), CreateGalleryItemDocument, { input }, (fraction) =>
      progress.push(fraction),
    );

    expect(data.createGalleryItem).toEqual(photo);
    expect(progress).toEqual([0.25, 1]);
    const [request] = FakeRequest.sent;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/graphql");
    expect(request.headers).toEqual({ Authorization: "Bearer token-1", "Apollo-Require-Preflight": "true" });
    const operations = JSON.parse(request.body?.get("operations") as string);
    expect(operations.operationName).toBe("CreateGalleryItem");
    expect(operations.variables).toEqual({ input: { title: "Choir", alt: "The choir on stage", image: null } });
    // The cache's own __typename fields are asked for, so the answer can be written to it.
    expect(operations.query).toContain("__typename");
    expect(JSON.parse(request.body?.get("map") as string)).toEqual({ 0: ["variables.input.image"] });
    expect((request.body?.get("0") as File).name).toBe("choir.png");
  });

  it("rejects with the server's errors, so field messages read as from any other mutation", async () => {
    const fields = { image: "The file is not a picture the gallery can show" };
    FakeRequest.answers.push({
      status: 200,
      body: { errors: [{ message: "Invalid input", extensions: { code: "BAD_USER_INPUT", fields } }], data: null },
    });
    const failure = await uploadRequest(client(), CreateGalleryItemDocument, { input }).catch(
      (error: unknown) => error,
    );
    expect(fieldErrorsOf(failure)).toEqual(fields);
  });

  it("refreshes an expired token once and sends the upload again", async () => {
    FakeRequest.answers.push(
      { status: 401, body: { errors: [{ message: "Sign in", extensions: { code: "UNAUTHENTICATED" } }] } },
      { status: 200, body: { data: { createGalleryItem: photo } } },
    );
    const refresh = {
      request: { query: RefreshSessionDocument },
      result: { data: { refreshSession: sessionTokens("token-2") } },
    };
    const data = await uploadRequest(client([refresh]), CreateGalleryItemDocument, { input });
    expect(data.createGalleryItem.id).toBe("g2");
    expect(FakeRequest.sent.map((request) => request.headers.Authorization)).toEqual([
      "Bearer token-1",
      "Bearer token-2",
    ]);
  });

  it("says what the server answered when it is not GraphQL, and when the network fails", async () => {
    FakeRequest.answers.push({ status: 502, body: "<html>Bad gateway</html>" });
    await expect(uploadRequest(client(), CreateGalleryItemDocument, { input })).rejects.toThrow(
      "The server answered 502 without data",
    );
    await expect(uploadRequest(client(), CreateGalleryItemDocument, { input })).rejects.toThrow(
      "Network request failed",
    );
  });
});
