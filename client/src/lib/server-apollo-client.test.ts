import { gql } from "@apollo/client";
import type { TypedDocumentNode } from "@apollo/client";
import type { FormattedExecutionResult } from "graphql";
import { createServerApolloClient } from "./server-apollo-client";
import type { ExecuteOperation } from "./server-apollo-client";

const SCHOOL: TypedDocumentNode<{ school: { __typename: "School"; name: string } }> = gql`
  query SchoolName {
    school {
      name
    }
  }
`;

const answer = (name: string): FormattedExecutionResult => ({ data: { school: { __typename: "School", name } } });

/** An executor that answers with the school named `name`, and records the queries it was handed. */
function executor(name: string, sent: string[] = []): ExecuteOperation {
  return ({ query }) => {
    sent.push(query);
    return Promise.resolve(answer(name));
  };
}

describe("the server's Apollo clients, used for one page after another", () => {
  it("hands each page's queries to that page's executor, printed with __typename", async () => {
    const sent: string[] = [];
    const page = createServerApolloClient(executor("Berea", sent));
    const { data } = await page.client.query({ query: SCHOOL });
    expect(data).toEqual({ school: { __typename: "School", name: "Berea" } });
    expect(page.requestsSent()).toBe(1);
    expect(page.failed()).toBe(false);
    expect(sent[0]).toContain("__typename");
    await page.release();
  });

  it("starts the next page with nothing of the last: no data, no query, its own executor and counts", async () => {
    const first = createServerApolloClient(() => Promise.resolve({ errors: [{ message: "boom" }] }));
    await first.client.query({ query: SCHOOL, errorPolicy: "all" });
    expect(first.failed()).toBe(true);
    first.client
      .watchQuery({ query: SCHOOL })
      .subscribe(() => undefined)
      .unsubscribe();
    await first.release();

    const second = createServerApolloClient(executor("Second page"));
    expect(second.client).toBe(first.client);
    expect(second.client.extract()).toEqual({});
    expect(second.client.getObservableQueries("all").size).toBe(0);
    expect(second.failed()).toBe(false);
    expect(second.requestsSent()).toBe(0);
    const { data } = await second.client.query({ query: SCHOOL });
    expect(data?.school).toEqual({ __typename: "School", name: "Second page" });
    await second.release();
  });

  it("never lets an answer that arrives after its page was released into the next page", async () => {
    let answerLate: (result: FormattedExecutionResult) => void = () => undefined;
    const first = createServerApolloClient(
      () => new Promise<FormattedExecutionResult>((resolve) => (answerLate = resolve)),
    );
    const late = first.client.query({ query: SCHOOL }).catch(() => undefined);
    await first.release();

    const second = createServerApolloClient(executor("Second page"));
    expect(second.client).toBe(first.client);
    answerLate(answer("First page, too late"));
    await late;
    expect(second.client.extract()).toEqual({});
    await second.release();
  });

  it("drops a client that still watches a query after its page, rather than clear it for the next", async () => {
    const first = createServerApolloClient(executor("First page"));
    first.client.watchQuery({ query: SCHOOL }).subscribe(() => undefined);
    await first.release();

    const second = createServerApolloClient(executor("Second page"));
    expect(second.client).not.toBe(first.client);
    expect(second.client.getObservableQueries("all").size).toBe(0);
    await second.release();
  });

  it("keeps one client per page rendered at the same time", async () => {
    const pages = [createServerApolloClient(executor("One")), createServerApolloClient(executor("Two"))];
    expect(pages[0].client).not.toBe(pages[1].client);
    const names = await Promise.all(pages.map(async ({ client }) => (await client.query({ query: SCHOOL })).data));
    expect(names).toEqual([
      { school: { __typename: "School", name: "One" } },
      { school: { __typename: "School", name: "Two" } },
    ]);
    await Promise.all(pages.map((page) => page.release()));
  });
});
