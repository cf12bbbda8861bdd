import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { ConfirmNewPasswordDocument, SignInDocument, UnreadMessageCountDocument } from "../../../../gql/graphql";
import { authSession } from "../../../../lib/auth-session";
import { loadStaffPanel, renderAdmin, sessionTokens, signIn, StaffPanel } from "../../../../test/admin";
import { answer } from "../../../../test/mocks";
import { location } from "../../../../test/render";

const CREDENTIALS = { username: "admin", password: "Temp0rary!x" };
const NEW_PASSWORD = "Better1!pass";

const refused = (code: string, message = "No") => ({ errors: [new GraphQLError(message, { extensions: { code } })] });

const challenge = () =>
  answer(SignInDocument, CREDENTIALS, {
    signIn: {
      __typename: "SignInResult",
      nextStep: "CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED",
      session: "one-time",
      sessionExpiresAt: "2025-03-07T10:03:00Z",
      signedIn: null,
    },
  });

const unread = () => answer(UnreadMessageCountDocument, {}, { unreadContactMessageCount: 0 });

async function submitCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Username/), CREDENTIALS.username);
  await user.type(screen.getByLabelText(/^Password/), CREDENTIALS.password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

function renderLogin(
  mocks: Parameters<typeof renderAdmin>[1] extends infer O ? (O extends { mocks?: infer M } ? M : never) : never,
) {
  return renderAdmin(<StaffPanel />, { path: "/admin/*", route: "/admin/login", mocks, toaster: false });
}

describe("LoginPage", () => {
  beforeAll(loadStaffPanel);

  beforeEach(() => authSession.end());

  it("asks for both fields before calling the server", async () => {
    const user = userEvent.setup();
    const { sent } = renderLogin([]);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows and hides the password", async () => {
    const user = userEvent.setup();
    renderLogin([]);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
  });

  it("maps a refused sign-in to its message and the 'Login failed' toast", async () => {
    const user = userEvent.setup();
    const { hold } = renderLogin([
      { request: { query: SignInDocument, variables: CREDENTIALS }, result: refused("NotAuthorizedException") },
    ]);
    const release = hold("SignIn");
    await submitCredentials(user);
    expect(screen.getByText("Signing in...").closest("button")).toBeDisabled();
    release();
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
    expect(
      screen.getAllByText("Incorrect username or password. Please check your credentials and try again."),
    ).toHaveLength(2);
    expect(location.pathname).toBe("/admin/login");
  });

  it("switches to 'Set New Password', checks the rule locally, then shows the server's refusal", async () => {
    const user = userEvent.setup();
    const { sent } = renderLogin([
      challenge(),
      {
        request: { query: ConfirmNewPasswordDocument, variables: { session: "one-time", newPassword: NEW_PASSWORD } },
        result: refused("InvalidPasswordException", "This password is too common."),
      },
    ]);
    await submitCredentials(user);

    expect(await screen.findByRole("heading", { name: "Set New Password" })).toBeInTheDocument();
    expect(screen.getByText("This is a one-time step required for your account.")).toBeInTheDocument();
    expect(screen.getByLabelText(/New Password/)).toHaveAccessibleDescription(/At least 8 characters/);

    await user.type(screen.getByLabelText(/New Password/), "short");
    await user.type(screen.getByLabelText(/Confirm Password/), "shorter");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    const rule =
      "Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters";
    // Each message is said under the field it is about (its Field's group).
    const fieldOf = (label: RegExp) => screen.getByLabelText(label).closest<HTMLElement>('[role="group"]')!;
    expect(within(fieldOf(/New Password/)).getByText(rule)).toBeInTheDocument();
    expect(within(fieldOf(/Confirm Password/)).queryByText(rule)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/New Password/));
    await user.type(screen.getByLabelText(/New Password/), "longenough1");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(
      within(fieldOf(/New Password/)).getByText(
        "Password must also include an uppercase letter and one of @ $ ! % * ? &",
      ),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/New Password/));
    await user.type(screen.getByLabelText(/New Password/), "Longenough1!");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(within(fieldOf(/Confirm Password/)).getByText("Passwords do not match")).toBeInTheDocument();
    expect(sent).toEqual(["SignIn"]);

    await user.clear(screen.getByLabelText(/New Password/));
    await user.clear(screen.getByLabelText(/Confirm Password/));
    await user.type(screen.getByLabelText(/New Password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/Confirm Password/), NEW_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(await screen.findByText("Failed to set new password")).toBeInTheDocument();
    expect(screen.getAllByText("This password is too common.")).toHaveLength(2);
    expect(screen.queryByText(/does not meet complexity requirements/)).not.toBeInTheDocument();
  });

  it("signs in after the new password is accepted and goes to the dashboard", async () => {
    const user = userEvent.setup();
    renderLogin([
      challenge(),
      answer(
        ConfirmNewPasswordDocument,
        { session: "one-time", newPassword: NEW_PASSWORD },
        {
          confirmSignInWithNewPassword: { __typename: "SignInResult", nextStep: "DONE", signedIn: sessionTokens() },
        },
      ),
      unread(),
    ]);
    await submitCredentials(user);
    await user.type(await screen.findByLabelText(/New Password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/Confirm Password/), NEW_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Set New Password" }));

    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
    expect(location.pathname).toBe("/admin");
    expect(screen.getByText("Password updated successfully!")).toBeInTheDocument();
  });

  it("goes back to sign-in with the server's message when the one-time session has expired", async () => {
    const user = userEvent.setup();
    renderLogin([
      challenge(),
      {
        request: { query: ConfirmNewPasswordDocument, variables: { session: "one-time", newPassword: NEW_PASSWORD } },
        result: refused("NotAuthorizedException", "Invalid session for the user, session is expired."),
      },
    ]);
    await submitCredentials(user);
    await user.type(await screen.findByLabelText(/New Password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/Confirm Password/), NEW_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Set New Password" }));

    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText("Invalid session for the user, session is expired.")).toHaveLength(2),
    );
  });

  it("sends someone already signed in straight to the dashboard", async () => {
    signIn();
    renderLogin([unread()]);
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
  });
});
