import { screen } from "@testing-library/react";
import { renderPage } from "../test/render";
import { PrintedFrom } from "./printed-from";

describe("PrintedFrom", () => {
  it("names the page's full address, for paper only", () => {
    renderPage(<PrintedFrom />, { path: "/events/:id", route: "/events/42" });
    const line = screen.getByText(`Printed from ${window.location.origin}/events/42`);
    expect(line).not.toBeVisible();
  });
});
