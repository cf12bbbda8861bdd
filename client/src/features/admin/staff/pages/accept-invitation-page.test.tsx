import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  AcceptStaffInvitationDocument,
  CheckStaffInvitationDocument,
  SignInDocument,
  UnreadMessageCountDocument,
} from "../../../../gql/graphql";
import { authSession } from "../../../../lib/auth-session";
import { countOf, loadStaffPanel, renderAdmin, sessionTokens, StaffPanel } from "../../../../test/admin";
import { answer } from "../../../../test/mocks";
import { location } from "../../../../test/render";

const TOKEN = "invitation-token";
const PASSWORD = "Chalk-Board-77!";
const USED_UP = "This invitation link has expired or has already been used. Ask an administrator to send a new one.";

/** The link's check as the page opens: it works, for thandi. */
const usable = () => answer(CheckStaffInvitationDocument, { token: TOKEN }, { checkStaffInvitation: "thandi" });

const renderInvitation = (
  mocks: Parameters<typeof renderAdmin>[1] extends infer O ? (O extends { mocks?: infer M } ? M : never) : never,
  hash = `#${TOKEN}`,
) => renderAdmin(<StaffPanel />, { path: "/admin/*", route: `/admin/invitation${hash}`, mocks, toaster: false });

async function choosePassword(user: ReturnType<typeof userEvent.setup>, password = PASSWORD, confirmation = password) {
  await user.type(screen.getByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirmation);
  await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
}

describe("AcceptInvitationPage", () => {
  beforeAll(loadStaffPanel);

  beforeEach(() => authSession.end());

  it("sets the password from the link's token, signs the colleague in and opens the dashboard", async () => {
    const user = userEvent.setup();
    renderInvitation([
      usable(),
      answer(
        AcceptStaffInvitationDocument,
        { token: TOKEN, newPassword: PASSWORD },
        { acceptStaffInvitation: { __typename: "User", id: "u2", username: "thandi" } },
      ),
      answer(
        SignInDocument,
        { username: "thandi", password: PASSWORD },
        {
          signIn: {
            __typename: "SignInResult",
            nextStep: "DONE",
            session: null,
            sessionExpiresAt: null,
            signedIn: sessionTokens("token-2", "EDITOR"),
          },
        },
      ),
      answer(UnreadMessageCountDocument, {}, { unreadContactMessageCount: 0 }),
    ]);
    expect(screen.getByRole("heading", { name: "Accept your invitation" })).toBeInTheDocument();
    expect(await screen.findByText("thandi")).toBeInTheDocument();
    // The rules are there before the first attempt, as on every screen that sets a password.
    expect(screen.getByText("Your password needs:")).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(/At least 8 characters/);
    await choosePassword(user);
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
    expect(location.pathname).toBe("/admin");
    expect(authSession.accessToken()).toBe("token-2");
    // An editor's dashboard offers no administrator's section.
    expect(screen.queryByRole("link", { name: "Staff accounts" })).not.toBeInTheDocument();
  });

  it("checks the password rule before sending, and says when the link is used up or expired", async () => {
    const user = userEvent.setup();
    const { sent } = renderInvitation([
      usable(),
      {
        request: { query: AcceptStaffInvitationDocument, variables: { token: TOKEN, newPassword: PASSWORD } },
        result: {
          errors: [new GraphQLError(USED_UP, { extensions: { code: "NotAuthorizedException" } })],
        },
      },
    ]);
    await screen.findByLabelText(/^New Password/);
    await choosePassword(user, PASSWORD, "Something-else-1!");
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(countOf(sent, "AcceptStaffInvitation")).toBe(0);

    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByText(USED_UP)).toBeInTheDocument();
    expect(location.pathname).toBe("/admin/invitation");
  });

  it("says a replaced or used link is no good as it opens, before any password is chosen", async () => {
    const { sent } = renderInvitation([
      {
        request: { query: CheckStaffInvitationDocument, variables: { token: TOKEN } },
        result: { errors: [new GraphQLError(USED_UP, { extensions: { code: "NotAuthorizedException" } })] },
      },
    ]);
    expect(await screen.findByText(USED_UP)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    expect(countOf(sent, "CheckStaffInvitation")).toBe(1);
  });

  it("says so when the link lost its token", () => {
    renderInvitation([], "");
    expect(screen.getByText(/This invitation link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });
});
