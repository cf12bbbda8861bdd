import type { RequestHandler } from "express";
import { Upload, graphqlUploadExpress, processRequest } from "graphql-upload-ts";
import type { UploadOptions } from "graphql-upload-ts";
import { UserInputError } from "../../kernel/errors";

const UPLOAD_INCOMPLETE = "The file did not arrive whole. Please send it again.";

/**
 * What a failed upload is to its sender: graphql-upload's own refusals (4xx: a file missing, past the limit)
 * and busboy's, which come without a status (no boundary, a malformed part header, a body that broke off),
 * are the sender's mistake; a failure of this machine (a temporary file it could not write: a system call's
 * error) is returned as it is, unexpected.
 */
export function uploadFailure<E>(error: E): E | UserInputError {
  if (error instanceof UserInputError) return error;
  const { status, syscall, message } = (error ?? {}) as { status?: unknown; syscall?: unknown; message?: unknown };
  if (typeof status === "number") {
    return status >= 400 && status < 500 ? new UserInputError(String(message)) : error;
  }
  return syscall === undefined ? new UserInputError(UPLOAD_INCOMPLETE) : error;
}

/** A file that fails as its sender's mistake where `upload` fails with busboy's bare error. */
function failingAsSenders(upload: Upload): Upload {
  const own = new Upload();
  upload.promise.then(
    (file) => own.resolve(file),
    (error: unknown) => own.reject(uploadFailure(error) as Error),
  );
  return own;
}

/** Puts `replace(upload)` in place of each file of a multipart request's operations, wherever its map put it. */
function replaceUploads(operations: unknown, replace: (upload: Upload) => Upload): void {
  const pending = [operations];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (value === null || typeof value !== "object") continue;
    for (const [key, child] of Object.entries(value)) {
      if (child instanceof Upload) (value as Record<string, unknown>)[key] = replace(child);
      else pending.push(child);
    }
  }
}

/**
 * graphql-upload's parser of a multipart request. Its refusals answer as GraphQL errors with a 4xx status, and
 * a file whose part then fails (the body breaks off) fails as the sender's mistake: both are busboy's errors
 * without a status otherwise, answered 500.
 */
export function uploadParser(limits: UploadOptions): RequestHandler {
  const parse = graphqlUploadExpress({
    ...limits,
    overrideSendResponse: false,
    processRequest: async (request, response, options) => {
      const operations = await processRequest(request, response, options);
      // Its files may have failed already: a body that came in one piece is parsed before this line runs.
      replaceUploads(operations, failingAsSenders);
      return operations as never;
    },
  });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      const failure = error === undefined ? undefined : uploadFailure(error);
      if (!(failure instanceof UserInputError)) {
        next(failure);
        return;
      }
      // The parser's own words say what was wrong with the body (busboy's "Boundary not found").
      const { status, message } = error as { status?: unknown; message?: unknown };
      res.status(typeof status === "number" ? status : 400).json({
        errors: [
          {
            message: `The multipart request could not be read: ${String(message)}`,
            extensions: { code: "BAD_REQUEST" },
          },
        ],
      });
    });
  };
}
