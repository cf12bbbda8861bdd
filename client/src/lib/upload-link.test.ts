import { findFiles, multipartBody } from "./upload-link";

describe("multipartBody", () => {
  it("follows the GraphQL multipart request spec: operations with nulls, a map, then the files", () => {
    const image = new File(["png"], "photo.png", { type: "image/png" });
    const variables = { input: { title: "Sports day", image } };
    const files = findFiles(variables);
    expect(files).toEqual([{ path: "variables.input.image", file: image }]);

    const form = multipartBody(
      JSON.stringify({
        operationName: "CreateNews",
        variables: { input: { title: "Sports day", image: {} } },
        query: "…",
      }),
      files,
    );
    expect(JSON.parse(form.get("operations") as string)).toEqual({
      operationName: "CreateNews",
      variables: { input: { title: "Sports day", image: null } },
      query: "…",
    });
    expect(JSON.parse(form.get("map") as string)).toEqual({ 0: ["variables.input.image"] });
    expect((form.get("0") as File).name).toBe("photo.png");
  });

  it("finds no files in plain variables, so they go as JSON", () => {
    expect(findFiles({ input: { title: "x", tags: ["a"], date: null } })).toEqual([]);
  });
});
