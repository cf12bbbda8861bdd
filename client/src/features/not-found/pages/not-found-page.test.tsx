import { screen } from "@testing-library/react";
import { schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { NotFoundPage } from "./not-found-page";

describe("NotFoundPage", () => {
  it("says the page was not found, links home and logs the path", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPage(<NotFoundPage />, { path: "*", route: "/no-such-page", mocks: [schoolIdentity()] });
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(warn).toHaveBeenCalledWith("Page not found: /no-such-page");
    warn.mockRestore();
  });
});
