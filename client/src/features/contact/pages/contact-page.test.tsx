import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SchoolIdentityDocument } from "../../../gql/graphql";
import { networkFailure, school, schoolIdentity } from "../../../test/mocks";
import type { Mocks } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { ContactPage } from "./contact-page";

const renderContact = (mocks: Mocks = [schoolIdentity()]) => renderPage(<ContactPage />, { path: "/contact", mocks });

/** The office hours table as "days: hours" lines. */
async function officeHours() {
  const heading = await screen.findByRole("heading", { name: "Office hours" });
  const table = heading.closest("div")?.parentElement?.querySelector("table") as HTMLElement;
  return within(table)
    .getAllByRole("row")
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
        .join(": "),
    );
}

describe("ContactPage", () => {
  it("groups the school's office hours into consecutive days with the same hours", async () => {
    renderContact();
    expect(await officeHours()).toEqual([
      "Monday to Thursday: 07:30 AM – 12:00 PM",
      "Friday: 07:30 AM – 11:30 PM",
      "Saturday and Sunday: Closed",
    ]);
  });

  it("follows the hours staff set, a Saturday morning included", async () => {
    const day = (name: string, opens: string | null, closes: string | null) => ({
      __typename: "OfficeDay",
      day: name,
      opens,
      closes,
    });
    renderContact([
      schoolIdentity({
        officeHours: [
          ...["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"].map((name) => day(name, "08:00", "15:30")),
          day("SATURDAY", "08:00", "11:00"),
          day("SUNDAY", null, null),
        ],
      }),
    ]);
    expect(await officeHours()).toEqual([
      "Monday to Friday: 08:00 AM – 03:30 PM",
      "Saturday: 08:00 AM – 11:00 AM",
      "Sunday: Closed",
    ]);
  });

  it("gives the address, with a maps search for it when the school has set no map link", async () => {
    renderContact();
    const address = await screen.findByRole("heading", { name: "Address" });
    expect(address.parentElement).toHaveTextContent(school.address);
    expect(screen.getByRole("link", { name: "Open in Google Maps (opens in a new tab)" })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(school.address)}`,
    );
  });

  it("opens the school's own map link when it has one", async () => {
    const mapUrl = "https://maps.app.goo.gl/berea-girls";
    renderContact([schoolIdentity({ mapUrl })]);
    expect(await screen.findByRole("link", { name: "Open in Google Maps (opens in a new tab)" })).toHaveAttribute(
      "href",
      mapUrl,
    );
  });

  it("says so while the details load, and offers a retry when they cannot, with no made-up address", async () => {
    const user = userEvent.setup();
    renderContact([networkFailure(SchoolIdentityDocument, {}), schoolIdentity()]);
    expect(screen.getByRole("status")).toHaveTextContent("Loading contact details");
    expect(await screen.findByRole("heading", { name: "Error Loading Contact Details" })).toBeInTheDocument();
    expect(screen.queryByText(school.address)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(school.address, { selector: "address *" })).toBeInTheDocument();
  });
});
