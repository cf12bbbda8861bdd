import { screen, within } from "@testing-library/react";
import { school, schoolIdentity } from "../test/mocks";
import { renderPage } from "../test/render";
import { SiteFooter } from "./site-footer";

const renderFooter = (changes: Partial<typeof school> = {}) =>
  renderPage(<SiteFooter />, { path: "*", route: "/", mocks: [schoolIdentity(changes)] });

describe("SiteFooter", () => {
  it("gives the school's line with its founding year filled in, and its contact details", async () => {
    renderFooter({ foundingYear: 1897 });
    expect(await screen.findByText("Educating girls in Johannesburg since 1897.")).toBeInTheDocument();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText(`“${school.motto}”`)).toBeInTheDocument();
    expect(within(footer).getByText(school.address)).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: school.email })).toHaveAttribute("href", `mailto:${school.email}`);
  });

  it("shows no social links when the school is on no network", async () => {
    renderFooter({ socialLinks: [] });
    await screen.findByText("Educating girls in Johannesburg since 1887.");
    for (const name of ["Facebook", "Twitter", "Instagram", "LinkedIn"]) {
      expect(screen.queryByRole("link", { name })).not.toBeInTheDocument();
    }
  });

  it("links only to the networks the school is on, at the addresses staff gave", async () => {
    renderFooter({
      socialLinks: [{ __typename: "SocialLink", network: "INSTAGRAM", url: "https://www.instagram.com/bereagirls" }],
    });
    expect(await screen.findByRole("link", { name: "Instagram" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/bereagirls",
    );
    for (const name of ["Facebook", "Twitter", "LinkedIn"]) {
      expect(screen.queryByRole("link", { name })).not.toBeInTheDocument();
    }
  });
});
