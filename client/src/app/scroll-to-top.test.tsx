import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { Link, MemoryRouter } from "react-router-dom";
import { ScrollToTop } from "./scroll-to-top";

describe("ScrollToTop", () => {
  it("leaves the first page where the visitor scrolled it, and starts every later page at the top", async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    render(
      <StrictMode>
        <MemoryRouter initialEntries={["/news"]}>
          <ScrollToTop />
          <Link to="/events">Events</Link>
          <Link to="/news?page=2">Older news</Link>
        </MemoryRouter>
      </StrictMode>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole("link", { name: "Events" }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });

    await user.click(screen.getByRole("link", { name: "Older news" }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
  });
});
