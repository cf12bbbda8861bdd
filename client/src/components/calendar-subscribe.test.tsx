import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { eventCalendars, schoolIdentity } from "../test/mocks";
import { renderPage } from "../test/render";
import { CalendarSubscribe } from "./calendar-subscribe";

const ORIGIN = window.location.origin;
const HOST = window.location.host;

describe("CalendarSubscribe", () => {
  it("links each calendar app to the feed of the calendar chosen, every event first", async () => {
    const user = userEvent.setup();
    renderPage(<CalendarSubscribe />, { mocks: [eventCalendars(), schoolIdentity()] });
    await user.click(screen.getByText("Subscribe to the calendar"));
    const choice = await screen.findByRole("combobox", { name: "Which calendar" });
    expect(
      within(choice)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All events", "Term Dates"]);
    expect(screen.getByRole("link", { name: "Apple Calendar" })).toHaveAttribute(
      "href",
      `webcal://${HOST}/calendar.ics`,
    );
    expect(screen.getByLabelText("Another app: add a calendar from this address")).toHaveValue(
      `${ORIGIN}/calendar.ics`,
    );

    await user.selectOptions(choice, "Term Dates");
    expect(screen.getByRole("link", { name: "Apple Calendar" })).toHaveAttribute(
      "href",
      `webcal://${HOST}/calendar/term-dates.ics`,
    );
    const google = new URL(screen.getByRole("link", { name: "Google Calendar" }).getAttribute("href")!);
    expect(google.searchParams.get("cid")).toBe(`webcal://${HOST}/calendar/term-dates.ics`);
    const outlook = new URL(screen.getByRole("link", { name: "Outlook" }).getAttribute("href")!);
    expect(outlook.searchParams.get("url")).toBe(`${ORIGIN}/calendar/term-dates.ics`);
    expect(outlook.searchParams.get("name")).toBe("Berea Girls' Preparatory School: Term Dates");
  });
});
