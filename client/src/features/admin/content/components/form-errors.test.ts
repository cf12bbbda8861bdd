import { followListErrors } from "./form-errors";

describe("followListErrors", () => {
  const errors = {
    "groups.0.title": "Department is required",
    "groups.2.rows.1.label": "Row is required",
    groups: "Groups: at most 12",
    subtitle: "Subtitle is required",
  };

  it("moves each item's messages to its new place and leaves the others alone", () => {
    // Item 2 moved to the top: 0 → 1, 1 → 2, 2 → 0.
    expect(followListErrors(errors, "groups", (old) => [1, 2, 0][old])).toEqual({
      "groups.1.title": "Department is required",
      "groups.0.rows.1.label": "Row is required",
      groups: "Groups: at most 12",
      subtitle: "Subtitle is required",
    });
  });

  it("drops a removed item's messages", () => {
    expect(followListErrors(errors, "groups", (old) => (old === 0 ? null : old - 1))).toEqual({
      "groups.1.rows.1.label": "Row is required",
      groups: "Groups: at most 12",
      subtitle: "Subtitle is required",
    });
  });
});
