import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { school, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { AdmissionsPage } from "./admissions-page";

// canvas-confetti draws on a canvas jsdom does not have; the confetti is tested with its component.
jest.mock("canvas-confetti", () => ({ __esModule: true, default: { create: () => jest.fn() } }));

const renderAdmissions = () => renderPage(<AdmissionsPage />, { path: "/admissions", mocks: [schoolIdentity()] });

const trigger = (name: string) => screen.getByRole("button", { name });
/** The body an accordion trigger controls. */
const panelOf = (name: string) => {
  const id = trigger(name).getAttribute("aria-controls");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`No panel for ${name}`);
  return panel;
};

describe("AdmissionsPage", () => {
  it("shows the heading, the dates banner, the application process and the important note", async () => {
    renderAdmissions();
    expect(screen.getByRole("heading", { level: 1, name: "Admissions" })).toBeInTheDocument();
    expect(
      screen.getByText("Join our preparatory school family: applications for Grade 0-7 for 2026."),
    ).toBeInTheDocument();
    expect(screen.getByText("Applications are open from 11 July 2025 at 08:00")).toBeInTheDocument();
    expect(screen.getByText("Applications close on 14 August 2025 at 00:00.")).toBeInTheDocument();

    const process = screen.getByRole("heading", { name: "Application Process" }).parentElement as HTMLElement;
    expect(
      within(process)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Applications are made online through the provincial education department admissions portal.",
      "Your home address is confirmed by SMS.",
      "The language of instruction must be included in the application.",
    ]);
    expect(screen.getByRole("heading", { name: "Important Note" })).toBeInTheDocument();
    expect(
      screen.getByText("Select 3 to 5 schools in order of preference, at most 5. Never apply to only one school."),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Admissions | ${school.name}`));
  });

  it("gives the key dates and what happens after an unsuccessful application", () => {
    renderAdmissions();
    const keyDates = screen.getByRole("heading", { name: "Key Dates" }).parentElement as HTMLElement;
    const pairs = [
      ["Application period", "11 July – 14 August 2025"],
      ["Outcomes announced", "16 September – 11 October 2025"],
      ["Accepting an offer", "Within 7 days of the offer"],
    ];
    for (const [label, value] of pairs) {
      expect(within(keyDates).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(
      within(keyDates).getByText(/the department will place your child at a school with space/),
    ).toBeInTheDocument();
  });

  it("links to the d6 portal in a new tab, saying so to screen readers", () => {
    renderAdmissions();
    const portal = screen.getByRole("link", { name: "Visit d6 Portal (opens in a new tab)" });
    expect(portal).toHaveAttribute("href", "https://www.gdeadmissions.gov.za/");
    expect(portal).toHaveAttribute("target", "_blank");
    expect(portal).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it("shows the admissions office's e-mail and phone once the school's details load", async () => {
    renderAdmissions();
    expect(await screen.findByRole("link", { name: school.email })).toHaveAttribute("href", `mailto:${school.email}`);
    expect(screen.getByRole("link", { name: school.phone })).toHaveAttribute("href", "tel:0115550100");
  });

  describe("accordions", () => {
    const TITLES = ["Placement Criteria", "Foreign National Requirements", "Document Verification", "FAQ"];

    it("start closed and are headings", () => {
      renderAdmissions();
      for (const title of TITLES) {
        expect(trigger(title)).toHaveAttribute("aria-expanded", "false");
        expect(trigger(title).closest("h2")).not.toBeNull();
        expect(panelOf(title)).not.toBeVisible();
      }
    });

    it("open one at a time: opening one closes the other, and the open one can be collapsed", async () => {
      const user = userEvent.setup();
      renderAdmissions();
      await user.click(trigger("Placement Criteria"));
      expect(trigger("Placement Criteria")).toHaveAttribute("aria-expanded", "true");
      expect(panelOf("Placement Criteria")).toBeVisible();

      await user.click(trigger("FAQ"));
      expect(trigger("FAQ")).toHaveAttribute("aria-expanded", "true");
      expect(panelOf("FAQ")).toBeVisible();
      expect(trigger("Placement Criteria")).toHaveAttribute("aria-expanded", "false");
      await waitFor(() => expect(panelOf("Placement Criteria")).not.toBeVisible());
      expect(TITLES.filter((title) => trigger(title).getAttribute("aria-expanded") === "true")).toEqual(["FAQ"]);

      await user.click(trigger("FAQ"));
      expect(trigger("FAQ")).toHaveAttribute("aria-expanded", "false");
      await waitFor(() => expect(panelOf("FAQ")).not.toBeVisible());
      expect(TITLES.filter((title) => trigger(title).getAttribute("aria-expanded") === "true")).toEqual([]);
    });

    it("open from the keyboard", async () => {
      const user = userEvent.setup();
      renderAdmissions();
      trigger("Document Verification").focus();
      await user.keyboard("{Enter}");
      expect(trigger("Document Verification")).toHaveAttribute("aria-expanded", "true");
      expect(
        within(panelOf("Document Verification")).getByText(
          /An application is complete only once its documents have been verified/,
        ),
      ).toBeVisible();
      trigger("Foreign National Requirements").focus();
      await user.keyboard(" ");
      expect(trigger("Foreign National Requirements")).toHaveAttribute("aria-expanded", "true");
      expect(trigger("Document Verification")).toHaveAttribute("aria-expanded", "false");
    });

    it("hold the placement order and the foreign-national documents", async () => {
      const user = userEvent.setup();
      renderAdmissions();
      await user.click(trigger("Placement Criteria"));
      const placement = within(panelOf("Placement Criteria")).getByRole("list");
      expect(placement.tagName).toBe("OL");
      expect(
        within(placement)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual([
        "Learners who live in the school's feeder zone",
        "Learners who attended a linked previous school",
        "Learners with a sibling at the school",
        "Learners whose parent works in the feeder zone",
        "Learners who live beyond 30 km of the school",
      ]);

      await user.click(trigger("Foreign National Requirements"));
      const foreign = within(panelOf("Foreign National Requirements")).getByRole("list");
      expect(
        within(foreign)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual([
        "Passport or refugee permit",
        "Asylum seeker permit",
        "Permanent residence permit",
        "Study permit",
        "Work permit",
      ]);

      await user.click(trigger("FAQ"));
      const faq = panelOf("FAQ");
      expect(within(faq).getByText("Can I apply to only one school?")).toBeVisible();
      expect(
        within(faq).getByText("No. Select 3 to 5 schools in order of preference; never apply to only one school."),
      ).toBeVisible();
      expect(within(faq).getByText("Accept one offer within 7 days of receiving it.")).toBeVisible();
    });
  });
});
