import { screen, waitFor } from "@testing-library/react";
import { school, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { MaintenancePage } from "./maintenance-page";

describe("MaintenancePage", () => {
  it("says the site is being updated, with the crest", async () => {
    renderPage(<MaintenancePage />, { path: "/maintenance", mocks: [schoolIdentity()] });
    expect(screen.getByRole("heading", { level: 1, name: "Website Under Maintenance" })).toBeInTheDocument();
    expect(
      screen.getByText("We are updating our website to serve you better. Please check back soon."),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "School crest" })).toHaveAttribute("src", "/images/crest.svg");
    await waitFor(() => expect(document.title).toBe(`Website Under Maintenance | ${school.name}`));
  });

  it("offers the school's e-mail and phone for urgent inquiries", async () => {
    renderPage(<MaintenancePage />, { path: "/maintenance", mocks: [schoolIdentity()] });
    const email = await screen.findByRole("link", { name: school.email });
    expect(email).toHaveAttribute("href", `mailto:${school.email}`);
    expect(screen.getByRole("link", { name: school.phone })).toHaveAttribute("href", "tel:0115550100");
    expect(email.closest("p")).toHaveTextContent(
      `For urgent inquiries, e-mail ${school.email} or call ${school.phone}.`,
    );
  });

  it("asks search engines not to index it", () => {
    renderPage(<MaintenancePage />, { path: "/maintenance", mocks: [schoolIdentity()] });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "The website is being updated. Please check back soon.",
    );
  });
});
