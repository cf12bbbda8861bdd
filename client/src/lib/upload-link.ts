import { ApolloLink } from "@apollo/client";

/** A file found in an operation's variables, with its dotted path from `variables`. */
export interface FoundFile {
  path: string;
  file: Blob;
}

/** Every File or Blob in the variables, depth first. */
export function findFiles(value: unknown, path = "variables"): FoundFile[] {
  if (typeof Blob !== "undefined" && value instanceof Blob) return [{ path, file: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => findFiles(item, `${path}.${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => findFiles(item, `${path}.${key}`));
  }
  return [];
}

function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  const last = keys.pop() as string;
  let node: Record<string, unknown> = target;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
}

/**
 * The GraphQL multipart request spec: `operations` (files as null), `map` (field → paths), then
 * the files, so an image travels as bytes rather than as base64 text a third larger.
 */
export function multipartBody(json: string, files: FoundFile[]): FormData {
  const operations = JSON.parse(json) as Record<string, unknown>;
  files.forEach(({ path }) => setAt(operations, path, null));
  const form = new FormData();
  form.append("operations", JSON.stringify(operations));
  form.append("map", JSON.stringify(Object.fromEntries(files.map(({ path }, index) => [String(index), [path]]))));
  files.forEach(({ file }, index) =>
    form.append(String(index), file, file instanceof File ? file.name : `file-${index}`),
  );
  return form;
}

type UploadInit = RequestInit & { uploads?: FoundFile[] };

/** HttpLink's fetch: a JSON body unless the operation carried files (see `uploadLink`). */
export const uploadFetch = (input: RequestInfo | URL, init: UploadInit = {}): Promise<Response> => {
  const { uploads, ...rest } = init;
  if (!uploads?.length) return fetch(input, rest);
  // The browser writes the multipart Content-Type with its boundary itself.
  const headers = Object.fromEntries(
    Object.entries((rest.headers ?? {}) as Record<string, string>).filter(
      ([name]) => name.toLowerCase() !== "content-type",
    ),
  );
  if (typeof rest.body !== "string") throw new TypeError("uploadFetch expects HttpLink's JSON body");
  return fetch(input, { ...rest, headers, body: multipartBody(rest.body, uploads) });
};

/** HttpLink turns variables into JSON, where a File becomes {}: hand the files to `uploadFetch` beside it. */
export const uploadLink = new ApolloLink((operation, forward) => {
  const uploads = findFiles(operation.variables);
  if (uploads.length > 0) {
    operation.setContext(({ fetchOptions }: { fetchOptions?: RequestInit }) => ({
      fetchOptions: { ...fetchOptions, uploads },
    }));
  }
  return forward(operation);
});
