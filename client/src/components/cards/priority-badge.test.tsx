import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/render";
import { PriorityBadge } from "./priority-badge";

describe("PriorityBadge", () => {
  it.each([
    ["high", "High Priority", "triangle-alert"],
    ["medium", "Medium Priority", "circle-alert"],
    ["low", "Low Priority", "info"],
  ] as const)("shows the %s level as '%s' with its own hidden icon", (priority, label, iconName) => {
    renderWithTheme(<PriorityBadge priority={priority} />);
    const badge = screen.getByText(label);
    const icons = badge.querySelectorAll("svg");
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAttribute("data-icon", iconName);
    expect(icons[0]).toHaveAttribute("aria-hidden", "true");
    // The icon adds nothing to what a screen reader reads out.
    expect(badge).toHaveTextContent(new RegExp(`^${label}$`));
  });
});
