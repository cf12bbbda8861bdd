import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithTheme } from "../../test/render";
import { Dropdown } from "./dropdown";

function renderDropdown() {
  return renderWithTheme(
    <>
      <Dropdown trigger={(props) => <button {...props}>Our School</button>}>
        {(close) => (
          <ul>
            <li>
              <a href="/history">History</a>
            </li>
            <li>
              <button onClick={close}>Choose</button>
            </li>
          </ul>
        )}
      </Dropdown>
      <button>Elsewhere</button>
    </>,
  );
}

describe("Dropdown", () => {
  it("opens from the keyboard, lets Tab reach its links, and closes on Escape with focus back on the button", async () => {
    const user = userEvent.setup();
    renderDropdown();
    const button = screen.getByRole("button", { name: "Our School" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(screen.getByRole("link", { name: "History" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
    expect(screen.queryByRole("link", { name: "History" })).not.toBeInTheDocument();
  });

  it("closes when focus or a click goes elsewhere, or a choice is made", async () => {
    const user = userEvent.setup();
    renderDropdown();
    const button = screen.getByRole("button", { name: "Our School" });
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Choose" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
