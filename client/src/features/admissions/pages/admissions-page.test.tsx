import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setBrowserClock } from "../../../test/clock";
import { admissionsContent, contentAnswers, contentFailures, keyDate } from "../../../test/content";
import { school, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { AdmissionsPage } from "./admissions-page";

// canvas-confetti draws on a canvas jsdom does not have; the confetti is tested with its component.
jest.mock("canvas-confetti", () => ({ __esModule: true, default: { create: () => jest.fn() } }));

/** A day before applications open (11 July 2025 at 08:00, school time). */
const BEFORE_APPLICATIONS = "2025-07-01T08:00:00.000Z";

/** The Admissions page once its content has loaded, on the browser clock's day. */
async function renderAdmissions(content = contentAnswers.admissions()) {
  const view = renderPage(<AdmissionsPage />, { path: "/admissions", mocks: [schoolIdentity(), content] });
  await screen.findByRole("heading", { name: "Key Dates" });
  return view;
}

const keyDatesSection = () => screen.getByRole("heading", { name: "Key Dates" }).parentElement as HTMLElement;

beforeEach(() => setBrowserClock(BEFORE_APPLICATIONS));
afterEach(() => jest.useRealTimers());

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
    await renderAdmissions();
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

  it("gives the key dates and what happens after an unsuccessful application", async () => {
    await renderAdmissions();
    const keyDates = keyDatesSection();
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

  it("links to the d6 portal in a new tab, saying so to screen readers", async () => {
    await renderAdmissions();
    const portal = screen.getByRole("link", { name: "Visit d6 Portal (opens in a new tab)" });
    expect(portal).toHaveAttribute("href", "https://www.gdeadmissions.gov.za/");
    expect(portal).toHaveAttribute("target", "_blank");
    expect(portal).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it("shows the admissions office's e-mail and phone once the school's details load", async () => {
    await renderAdmissions();
    expect(await screen.findByRole("link", { name: school.email })).toHaveAttribute("href", `mailto:${school.email}`);
    expect(screen.getByRole("link", { name: school.phone })).toHaveAttribute("href", "tel:0115550100");
  });

  describe("applications banner", () => {
    it("says when applications open and close, up to the minute they close in school time", async () => {
      // 23:59 on 13 August in Johannesburg.
      setBrowserClock("2025-08-13T21:59:00.000Z");
      await renderAdmissions();
      expect(screen.getByText("Applications are open from 11 July 2025 at 08:00")).toBeInTheDocument();
      expect(screen.getByText("Applications close on 14 August 2025 at 00:00.")).toBeInTheDocument();
    });

    it("says applications have closed, and when, once the closing time has passed", async () => {
      // Midnight on 14 August in Johannesburg, while a browser on UTC still says 22:00 on the 13th.
      setBrowserClock("2025-08-13T22:00:00.000Z");
      await renderAdmissions();
      expect(screen.getByText("Applications for 2026 have closed")).toBeInTheDocument();
      expect(screen.getByText("They closed on 14 August 2025 at 00:00.")).toBeInTheDocument();
      expect(screen.queryByText(/Applications are open/)).not.toBeInTheDocument();
    });

    it("takes the dates and the intake year from the content", async () => {
      const admissions = admissionsContent({
        intakeYear: 2027,
        applicationsOpen: "2026-07-01T09:30",
        applicationsClose: "2026-07-31T16:00",
      });
      await renderAdmissions(contentAnswers.admissions(admissions));
      expect(
        screen.getByText("Join our preparatory school family: applications for Grade 0-7 for 2027."),
      ).toBeInTheDocument();
      expect(screen.getByText("Applications are open from 1 July 2026 at 09:30")).toBeInTheDocument();
      expect(screen.getByText("Applications close on 31 July 2026 at 16:00.")).toBeInTheDocument();
    });
  });

  describe("key dates", () => {
    it("disappear by themselves once their last day has passed in school time; one given in words stays", async () => {
      // 00:30 on 15 August in Johannesburg, still the 14th on a browser on UTC.
      setBrowserClock("2025-08-14T22:30:00.000Z");
      await renderAdmissions();
      const keyDates = keyDatesSection();
      expect(within(keyDates).queryByText("Application period")).not.toBeInTheDocument();
      expect(within(keyDates).getByText("Outcomes announced").nextElementSibling).toHaveTextContent(
        "16 September – 11 October 2025",
      );
      expect(within(keyDates).getByText("Accepting an offer").nextElementSibling).toHaveTextContent(
        "Within 7 days of the offer",
      );
    });

    it("stay on their last day, and a single day shows as one date", async () => {
      setBrowserClock("2025-08-14T12:00:00.000Z");
      const admissions = admissionsContent({
        keyDates: [keyDate("Application period", "2025-07-11", "2025-08-14"), keyDate("Open day", "2025-08-20", null)],
      });
      await renderAdmissions(contentAnswers.admissions(admissions));
      const keyDates = keyDatesSection();
      expect(within(keyDates).getByText("Application period")).toBeInTheDocument();
      expect(within(keyDates).getByText("Open day").nextElementSibling).toHaveTextContent("20 August 2025");
    });

    it("leave no empty grid when all have passed, but the closing note stays", async () => {
      setBrowserClock("2025-10-12T08:00:00.000Z");
      const admissions = admissionsContent({
        keyDates: [
          keyDate("Application period", "2025-07-11", "2025-08-14"),
          keyDate("Outcomes announced", "2025-09-16", "2025-10-11"),
        ],
      });
      await renderAdmissions(contentAnswers.admissions(admissions));
      const keyDates = keyDatesSection();
      expect(within(keyDates).queryByText("Application period")).not.toBeInTheDocument();
      expect(within(keyDates).queryByText("Outcomes announced")).not.toBeInTheDocument();
      // The heading and the closing note, and no grid between them.
      expect(keyDates.children).toHaveLength(2);
      expect(within(keyDates).getByText(/the department will place your child/)).toBeInTheDocument();
    });
  });

  it("shows the sections staff wrote: an introduction alone, a bulleted list, questions and answers", async () => {
    const user = userEvent.setup();
    const admissions = admissionsContent({
      sections: [
        {
          __typename: "AdmissionsSection",
          title: "Transport",
          intro: "There is no school bus.\n\nParents arrange lifts together.",
          numbered: false,
          items: [],
        },
        {
          __typename: "AdmissionsSection",
          title: "Questions",
          intro: null,
          numbered: false,
          items: [{ __typename: "AdmissionsItem", title: "Is there aftercare?", text: "Yes, until 17:30." }],
        },
      ],
    });
    await renderAdmissions(contentAnswers.admissions(admissions));
    expect(screen.queryByRole("button", { name: "Placement Criteria" })).not.toBeInTheDocument();
    await user.click(trigger("Transport"));
    expect(within(panelOf("Transport")).getByText("There is no school bus.")).toBeVisible();
    expect(within(panelOf("Transport")).getByText("Parents arrange lifts together.")).toBeVisible();
    expect(within(panelOf("Transport")).queryByRole("list")).not.toBeInTheDocument();
    await user.click(trigger("Questions"));
    expect(within(panelOf("Questions")).getByText("Is there aftercare?")).toBeVisible();
    expect(within(panelOf("Questions")).getByText("Yes, until 17:30.")).toBeVisible();
  });

  it("says so while the content loads, and offers a retry when it cannot, with no made-up words", async () => {
    const user = userEvent.setup();
    renderPage(<AdmissionsPage />, {
      path: "/admissions",
      mocks: [schoolIdentity(), contentFailures.admissions(), contentAnswers.admissions()],
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading page");
    expect(await screen.findByRole("heading", { name: "Error Loading This Page" })).toBeInTheDocument();
    expect(screen.queryByText(/Applications/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Key Dates" })).toBeInTheDocument();
  });

  describe("accordions", () => {
    const TITLES = ["Placement Criteria", "Foreign National Requirements", "Document Verification", "FAQ"];

    it("start closed and are headings", async () => {
      await renderAdmissions();
      for (const title of TITLES) {
        expect(trigger(title)).toHaveAttribute("aria-expanded", "false");
        expect(trigger(title).closest("h2")).not.toBeNull();
        expect(panelOf(title)).not.toBeVisible();
      }
    });

    it("open one at a time: opening one closes the other, and the open one can be collapsed", async () => {
      const user = userEvent.setup();
      await renderAdmissions();
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
      await renderAdmissions();
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
      await renderAdmissions();
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
