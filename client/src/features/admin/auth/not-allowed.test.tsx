import { screen } from "@testing-library/react";
import { UnreadMessageCountDocument } from "../../../gql/graphql";
import { loadStaffPanel, renderAdmin, signIn, StaffPanel } from "../../../test/admin";
import { answer } from "../../../test/mocks";

const unread = () => answer(UnreadMessageCountDocument, {}, { unreadContactMessageCount: 0 });

describe("the panel for an editor", () => {
  beforeAll(loadStaffPanel);

  beforeEach(() => signIn("EDITOR"));

  it("hides the administrators' sections from the menu", async () => {
    renderAdmin(<StaffPanel />, { path: "/admin/*", route: "/admin", mocks: [unread()], toaster: false });
    const menu = await screen.findByRole("navigation", { name: "Admin" });
    expect(menu).toHaveTextContent("News");
    expect(menu).not.toHaveTextContent("Staff");
    expect(menu).not.toHaveTextContent("Activity log");
  });

  it.each(["/admin/staff", "/admin/activity"])("says 'Not allowed' at %s, reached by its address", async (route) => {
    renderAdmin(<StaffPanel />, { path: "/admin/*", route, mocks: [unread()], toaster: false });
    expect(await screen.findByText("Not allowed")).toBeInTheDocument();
    expect(screen.getByText(/Only an administrator can open this page/)).toBeInTheDocument();
  });
});
