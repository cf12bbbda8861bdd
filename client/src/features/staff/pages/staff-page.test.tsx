import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { bundledPicture, contentAnswers, contentFailures, staffDirectory, staffMember } from "../../../test/content";
import { schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { StaffPage } from "./staff-page";

const renderStaff = (content = contentAnswers.staff()) =>
  renderPage(<StaffPage />, { path: "/staff", mocks: [schoolIdentity(), content] });

describe("StaffPage", () => {
  it("shows the principal and each department with its photo, rows and people, roles as badges", async () => {
    renderStaff();
    const principal = await screen.findByRole("region", { name: "Principal" });
    expect(within(principal).getByRole("img", { name: "Portrait of the principal" })).toHaveAttribute(
      "src",
      "/images/staff/principal.svg",
    );
    expect(within(principal).getByText("The Principal")).toBeInTheDocument();
    expect(screen.getByText("The people who teach, care for and look after our girls every day.")).toBeInTheDocument();

    const teaching = screen.getByRole("region", { name: "School Staff" });
    expect(within(teaching).getByRole("img", { name: "Group photo of the teaching staff" })).toBeInTheDocument();
    expect(
      within(teaching)
        .getAllByRole("heading", { level: 3 })
        .map((row) => row.textContent),
    ).toEqual(["Backrow", "Middle Row", "Seated"]);
    expect(within(teaching).getByText("Deputy").closest("li")).toHaveTextContent("Deputy PrincipalDeputy");
    for (const department of ["Admin", "Ground Staff", "Kitchen Staff"]) {
      expect(screen.getByRole("region", { name: department })).toBeInTheDocument();
    }
    expect(document.getElementById("school-staff-heading")).toHaveTextContent("School Staff");
  });

  it("shows a small round portrait beside a person who has one", async () => {
    const directory = staffDirectory({
      groups: [
        {
          __typename: "StaffGroup",
          title: "Admin",
          picture: null,
          rows: [
            {
              __typename: "StaffRow",
              label: "Office",
              people: [
                staffMember("Ms N. Khumalo", "Bursar", bundledPicture("/images/staff/principal.svg", "Ms Khumalo")),
                staffMember("Mr P. Naidoo"),
              ],
            },
          ],
        },
      ],
    });
    renderStaff(contentAnswers.staff(directory));
    const admin = await screen.findByRole("region", { name: "Admin" });
    const [withPortrait, without] = within(admin).getAllByRole("listitem");
    expect(within(withPortrait).getByRole("img", { name: "Ms Khumalo" })).toBeInTheDocument();
    expect(within(withPortrait).getByText("Bursar")).toBeInTheDocument();
    expect(within(without).queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "School Staff" })).not.toBeInTheDocument();
  });

  it("says so while the directory loads, and offers a retry when it cannot, with no made-up names", async () => {
    const user = userEvent.setup();
    renderPage(<StaffPage />, {
      path: "/staff",
      mocks: [schoolIdentity(), contentFailures.staff(), contentAnswers.staff()],
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading page");
    expect(await screen.findByRole("heading", { name: "Error Loading This Page" })).toBeInTheDocument();
    expect(screen.queryByText("The Principal")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "School Staff" })).toBeInTheDocument();
  });
});
