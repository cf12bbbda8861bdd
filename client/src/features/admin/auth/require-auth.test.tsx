import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  AdminNewsListDocument,
  RefreshSessionDocument,
  SignInDocument,
  UnreadMessageCountDocument,
} from "../../../gql/graphql";
import { countOf, loadStaffPanel, renderAdmin, sessionTokens, StaffPanel } from "../../../test/admin";
import { answer, pageInfo } from "../../../test/mocks";
import { location } from "../../../test/render";

// This file's module registry starts with no session known, as after a reload.
describe("RequireAuth", () => {
  beforeAll(loadStaffPanel);

  it("checks the refresh cookie, sends a visitor without a session to sign in, and returns them to the page they asked for", async () => {
    const user = userEvent.setup();
    const { sent } = renderAdmin(<StaffPanel />, {
      path: "/admin/*",
      toaster: false,
      route: "/admin/news",
      mocks: [
        {
          request: { query: RefreshSessionDocument },
          result: {
            errors: [new GraphQLError("Refresh token is missing.", { extensions: { code: "NotAuthorizedException" } })],
          },
          delay: 20,
        },
        answer(
          SignInDocument,
          { username: "admin", password: "Secret1!x" },
          {
            signIn: {
              __typename: "SignInResult",
              nextStep: "DONE",
              session: null,
              sessionExpiresAt: null,
              signedIn: sessionTokens(),
            },
          },
        ),
        answer(UnreadMessageCountDocument, {}, { unreadContactMessageCount: 2 }),
        answer(
          AdminNewsListDocument,
          { first: 20 },
          { news: { __typename: "NewsConnection", nodes: [], pageInfo: pageInfo() } },
        ),
      ],
    });

    expect(screen.getByText("Loading authentication...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
    expect(location.pathname).toBe("/admin/login");
    expect(screen.getByText("Protected admin area for authorized personnel only")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Username/), "admin");
    await user.type(screen.getByLabelText(/^Password/), "Secret1!x");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { name: "News Management" })).toBeInTheDocument();
    expect(location.pathname).toBe("/admin/news");
    expect(screen.getByText("Login successful!")).toBeInTheDocument();
    expect(screen.getByText("Logged in as: office@school.example")).toBeInTheDocument();
    expect(countOf(sent, "RefreshSession")).toBe(1);
  });
});
