import { EVENT_DESCRIPTION_MAX_CHARS, NEWS_EXCERPT_MAX_CHARS, truncate } from "./text";

describe("truncate", () => {
  it("keeps text that fits", () => {
    expect(truncate("Short text", NEWS_EXCERPT_MAX_CHARS)).toBe("Short text");
    expect(truncate("x".repeat(120), NEWS_EXCERPT_MAX_CHARS)).toBe("x".repeat(120));
  });

  it("cuts news excerpts at 120 characters and adds an ellipsis", () => {
    expect(truncate("a".repeat(121), NEWS_EXCERPT_MAX_CHARS)).toBe(`${"a".repeat(120)}...`);
  });

  it("cuts event descriptions at 150 characters and adds an ellipsis", () => {
    const cut = truncate("b".repeat(200), EVENT_DESCRIPTION_MAX_CHARS);
    expect(cut).toBe(`${"b".repeat(150)}...`);
  });
});
