import { ApolloLink } from "@apollo/client";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { OperationTypeNode } from "graphql";
import { PREVIEW_TOKEN_HEADER } from "./preview-link";

/** Headers that make an answer someone's own: the server keeps such answers private whatever the method. */
const CREDENTIAL_HEADERS = new Set(["authorization", PREVIEW_TOKEN_HEADER.toLowerCase()]);

/** The hex SHA-256 of a query's text, as Apollo Server checks it. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A query everyone may ask with the same answer: no staff token, no preview link's token. */
function isAnonymousQuery(operation: ApolloLink.Operation): boolean {
  const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
  return (
    operation.operationType === OperationTypeNode.QUERY &&
    !Object.keys(headers).some((name) => CREDENTIAL_HEADERS.has(name.toLowerCase())) &&
    // Web Crypto exists only on secure pages (https, or localhost).
    typeof crypto !== "undefined" &&
    crypto.subtle !== undefined
  );
}

/**
 * Anonymous queries go as GET with only their hash (the full text follows by POST once, when the server
 * does not know it yet), so the browser and a CDN may keep the answer as long as the server says; a
 * staff member's or a preview's query stays a POST, never kept, so an edit shows at once in the panel.
 * Goes after the auth link, which adds the token.
 */
export const anonymousQueriesAsGetLink = ApolloLink.split(
  isAnonymousQuery,
  new PersistedQueryLink({ sha256, useGETForHashedQueries: true }),
);
