import { screen, within } from "@testing-library/react";
import { renderAdmin, signIn } from "../../../../test/admin";
import { SiteContentPage } from "./site-content-page";

const renderContent = (route: string) => renderAdmin(<SiteContentPage />, { path: "/admin/content/*", route });

describe("SiteContentPage", () => {
  it("offers an administrator the school's settings with the pages", () => {
    signIn("ADMINISTRATOR");
    renderContent("/admin/content");
    const list = screen.getByRole("list", { name: "Editable pages" });
    expect(within(list).getByRole("heading", { name: "School settings" })).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "Edit Home" })).toBeInTheDocument();
  });

  it("leaves the school's settings out for an editor, and says 'Not allowed' at their address", () => {
    signIn("EDITOR");
    const { unmount } = renderContent("/admin/content");
    const list = screen.getByRole("list", { name: "Editable pages" });
    expect(within(list).queryByRole("heading", { name: "School settings" })).not.toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "Edit Home" })).toBeInTheDocument();
    unmount();

    renderContent("/admin/content/school");
    expect(screen.getByText("Not allowed")).toBeInTheDocument();
  });
});
