import type { Json } from "./json";
import type { GraphQLResponse, TestServer } from "./test-server";

export interface UploadFile {
  bytes: Buffer;
  filename: string;
  type: string;
}

/**
 * A GraphQL multipart request, as the public multipart request spec that graphql-upload implements
 * describes it: `files` maps variable paths such as `variables.input.image` to the file sent there.
 */
export async function upload<T = Record<string, Json>>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, UploadFile>,
  options: { token?: string; preflight?: boolean } = {},
): Promise<GraphQLResponse<T>> {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables }));
  const paths = Object.keys(files);
  form.append("map", JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [path]]))));
  paths.forEach((path, index) => {
    const file = files[path];
    form.append(String(index), new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  });
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: {
      ...(options.preflight === false ? {} : { "apollo-require-preflight": "true" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: form,
  });
  const body = (await response.json()) as GraphQLResponse<T>;
  return { ...body, status: response.status, headers: response.headers };
}
