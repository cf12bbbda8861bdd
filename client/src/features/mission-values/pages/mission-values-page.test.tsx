import { screen, within } from "@testing-library/react";
import { contentAnswers, missionValuesContent } from "../../../test/content";
import { schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { MissionValuesPage } from "./mission-values-page";

describe("MissionValuesPage", () => {
  it("shows the mission and each value with its description, as staff wrote them", async () => {
    const values = [
      { __typename: "SchoolValue", name: "Kindness", icon: "HEART", summary: "Short.", description: "We care." },
      { __typename: "SchoolValue", name: "Curiosity", icon: "GLOBE", summary: "Short.", description: "We ask." },
    ];
    renderPage(<MissionValuesPage />, {
      path: "/mission-values",
      mocks: [
        schoolIdentity(),
        contentAnswers.missionValues(missionValuesContent({ mission: "To teach well.", values })),
      ],
    });
    const mission = await screen.findByRole("region", { name: "Our Mission" });
    expect(within(mission).getByText("To teach well.")).toBeInTheDocument();
    const cards = within(screen.getByRole("region", { name: "Our Values" })).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Kindness", "Curiosity"]);
    expect(within(cards[0]).getByText("We care.")).toBeInTheDocument();
    expect(screen.queryByText("Short.")).not.toBeInTheDocument();
  });
});
