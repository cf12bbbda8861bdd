import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import type { ErrorLike } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";

/** What staff are told when the server could not reach its database for a moment (HTTP 503). */
export const SERVICE_UNAVAILABLE_MESSAGE = "The site is temporarily unavailable. Please try again in a moment.";

/** How long after such an answer a failure is put down to it. */
const REMEMBERED_MS = 5000;

let unavailableAt = Number.NEGATIVE_INFINITY;

function isServiceUnavailable(error: ErrorLike): boolean {
  if (ServerError.is(error)) return error.statusCode === 503;
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === "SERVICE_UNAVAILABLE")
  );
}

/** Notes the moment the server answered that it is temporarily unavailable. */
export const serviceUnavailableLink = new ErrorLink(({ error }) => {
  if (isServiceUnavailable(error)) unavailableAt = Date.now();
});

/**
 * The message for a failure that just happened: the form's own ("Failed to create news article…"),
 * unless the server has just said it is temporarily unavailable, which tells staff more (their
 * input is kept, and trying again shortly will work).
 */
export function failureMessage(own: string): string {
  return Date.now() - unavailableAt < REMEMBERED_MS ? SERVICE_UNAVAILABLE_MESSAGE : own;
}
