import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { SubscribeToAlertsDocument } from "../../../gql/graphql";
import { answer, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { AlertsPage } from "./alerts-page";

const subscribing = (email: string, urgent: boolean, digest: boolean) => ({ email, urgent, digest });

describe("AlertsPage", () => {
  it("subscribes with the choices made and says to look for the confirmation", async () => {
    const user = userEvent.setup();
    renderPage(<AlertsPage />, {
      path: "/alerts",
      mocks: [
        schoolIdentity(),
        answer(SubscribeToAlertsDocument, subscribing("mum@example.org", true, false), { subscribeToAlerts: true }),
      ],
    });
    await user.type(screen.getByLabelText(/E-mail address/), " mum@example.org ");
    await user.click(screen.getByRole("checkbox", { name: /Weekly digest/ }));
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Check your e-mail")).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to mum@example.org\./)).toBeInTheDocument();
  });

  it("asks for at least one kind, and keeps the form with the server's reason when it refuses", async () => {
    const user = userEvent.setup();
    renderPage(<AlertsPage />, {
      path: "/alerts",
      mocks: [
        schoolIdentity(),
        {
          request: { query: SubscribeToAlertsDocument, variables: subscribing("nope", true, true) },
          result: {
            errors: [
              new GraphQLError("Please enter a valid e-mail address", { extensions: { code: "BAD_USER_INPUT" } }),
            ],
          },
        },
      ],
    });
    await user.click(screen.getByRole("checkbox", { name: /Urgent announcements/ }));
    await user.click(screen.getByRole("checkbox", { name: /Weekly digest/ }));
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByText("Choose at least one kind of alert")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: /Urgent announcements/ }));
    await user.click(screen.getByRole("checkbox", { name: /Weekly digest/ }));
    await user.type(screen.getByLabelText(/E-mail address/), "nope");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Please enter a valid e-mail address")).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue("nope");
  });
});
