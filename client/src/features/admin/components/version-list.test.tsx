import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { VersionChanges_FieldFragment } from "../../../gql/graphql";
import { renderWithTheme } from "../../../test/render";
import { VersionList } from "./version-list";

const TIME_ZONE = "Africa/Johannesburg";

const field = (
  name: string,
  label: string,
  format: VersionChanges_FieldFragment["format"],
  value: string | null,
  empty = "none",
): VersionChanges_FieldFragment => ({ name, label, format, value, empty });

const fieldsOf = (content: string, expiresAt: string | null) => [
  field("title", "title", "TEXT", "Choir concert"),
  field("content", "content", "RICH_TEXT", content),
  field("expiresAt", "take-down date", "INSTANT", expiresAt, "none (it stays up)"),
];

const entries = [
  {
    version: 2,
    savedAt: "2026-03-07T10:00:00.000Z",
    savedBy: "thandi.mokoena@school.example",
    title: "Choir concert",
    fields: fieldsOf(
      "<h2>Programme</h2><p>The choir sings <strong>three</strong> songs.</p>",
      "2026-04-01T08:00:00.000Z",
    ),
  },
  {
    version: 1,
    savedAt: "2026-03-06T10:00:00.000Z",
    savedBy: "office@school.example",
    title: "Choir concert",
    fields: fieldsOf("<h2>Programme</h2><p>The choir sings two songs.</p>", null),
  },
];

function renderList() {
  return renderWithTheme(
    <VersionList
      versions={{ entries, loading: false, refetch: () => Promise.resolve() }}
      currentVersion={2}
      timeZone={TIME_ZONE}
      thing="article"
      restoring={false}
      onRestore={() => Promise.resolve(true)}
      emptyMessage="No saved versions yet."
    />,
  );
}

describe("VersionList", () => {
  it("says which fields each version changed, in staff's words, so versions with the same title differ", () => {
    renderList();
    const [current, first] = within(screen.getByRole("list", { name: "Saved versions" })).getAllByRole("listitem");
    expect(within(current).getByText("Changed: content and take-down date")).toBeInTheDocument();
    // The first version has nothing before it to compare with.
    expect(within(first).queryByText(/^Changed:/)).not.toBeInTheDocument();
    expect(within(first).queryByRole("button", { name: /What changed/ })).not.toBeInTheDocument();
  });

  it("shows the words added and removed from the text, named for screen readers, and the fields before and after", async () => {
    renderList();
    const toggle = screen.getByRole("button", { name: "What changed in version 2" });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const changes = screen.getByRole("region", { name: "Changes in version 2" });
    expect(within(changes).getByText("Content")).toBeInTheDocument();
    expect(changes.querySelector("del")).toHaveTextContent("[removed: two]");
    expect(changes.querySelector("ins")).toHaveTextContent("[added: three]");
    expect(within(changes).getByText("Take-down date")).toBeInTheDocument();
    expect(changes).toHaveTextContent("Before: none (it stays up)");
    expect(changes).toHaveTextContent("After: 01 Apr 2026, 10:00");
  });

  it("previews a version with its formatted text drawn as the public page draws it", async () => {
    renderList();
    await userEvent.click(screen.getByRole("button", { name: "Preview version 1" }));
    const preview = screen.getByRole("region", { name: "Preview of version 1" });
    expect(within(preview).getByRole("heading", { name: "Choir concert" })).toBeInTheDocument();
    expect(within(preview).getByRole("heading", { name: "Programme" })).toBeInTheDocument();
    expect(within(preview).getByText("The choir sings two songs.")).toBeInTheDocument();
    expect(preview).toHaveTextContent("Take-down date: none (it stays up)");
  });
});
