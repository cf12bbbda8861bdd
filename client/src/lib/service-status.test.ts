import { ApolloClient, ApolloLink, InMemoryCache, gql } from "@apollo/client";
import { GraphQLError } from "graphql";
import { Observable } from "rxjs";
import { SERVICE_UNAVAILABLE_MESSAGE, failureMessage, serviceUnavailableLink } from "./service-status";

const SAVE = gql`
  mutation Save {
    save
  }
`;

/** A client over a server that refuses every request with an error of `code`. */
function clientAnswering(code: string) {
  const server = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({ errors: [new GraphQLError("Refused", { extensions: { code } })] });
        observer.complete();
      }),
  );
  return new ApolloClient({ link: ApolloLink.from([serviceUnavailableLink, server]), cache: new InMemoryCache() });
}

describe("a failure while the site is temporarily unavailable", () => {
  afterEach(() => jest.useRealTimers());

  it("keeps the form's own message for an ordinary failure", async () => {
    await expect(clientAnswering("INTERNAL_SERVER_ERROR").mutate({ mutation: SAVE })).rejects.toThrow();
    expect(failureMessage("Failed to create news article. Please try again.")).toBe(
      "Failed to create news article. Please try again.",
    );
  });

  it("says the site is temporarily unavailable right after the server did, and not for long", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-24T08:00:00Z"), doNotFake: ["setTimeout", "queueMicrotask"] });
    await expect(clientAnswering("SERVICE_UNAVAILABLE").mutate({ mutation: SAVE })).rejects.toThrow();
    expect(failureMessage("Failed to create news article. Please try again.")).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    jest.setSystemTime(new Date("2026-11-24T08:00:06Z"));
    expect(failureMessage("Failed to create news article. Please try again.")).toBe(
      "Failed to create news article. Please try again.",
    );
  });
});
