import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { ConfirmTotpDocument, SignInDocument, UnreadMessageCountDocument } from "../../../../gql/graphql";
import { authSession } from "../../../../lib/auth-session";
import { loadStaffPanel, renderAdmin, sessionTokens, StaffPanel } from "../../../../test/admin";
import { answer } from "../../../../test/mocks";
import { location } from "../../../../test/render";

const CREDENTIALS = { username: "office", password: "Chalk-Board-77!" };
const SESSION = "signed.challenge.token";

const refused = (code: string, message = "No") => ({ errors: [new GraphQLError(message, { extensions: { code } })] });

const codeStep = () =>
  answer(SignInDocument, CREDENTIALS, {
    signIn: {
      __typename: "SignInResult",
      nextStep: "CONFIRM_SIGN_IN_WITH_TOTP_CODE",
      session: SESSION,
      sessionExpiresAt: "2026-11-23T10:03:00Z",
      signedIn: null,
    },
  });

const accepted = (code: string) =>
  answer(
    ConfirmTotpDocument,
    { session: SESSION, code },
    { confirmSignInWithTotp: { __typename: "SignInResult", nextStep: "DONE", signedIn: sessionTokens() } },
  );

const confirmRefused = (code: string, errorCode: string, message = "No") => ({
  request: { query: ConfirmTotpDocument, variables: { session: SESSION, code } },
  result: refused(errorCode, message),
});

const unread = () => answer(UnreadMessageCountDocument, {}, { unreadContactMessageCount: 0 });

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Username/), CREDENTIALS.username);
  await user.type(screen.getByLabelText(/^Password/), CREDENTIALS.password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  await screen.findByRole("heading", { name: "Two-Factor Authentication" });
}

function renderLogin(mocks: Parameters<typeof renderAdmin>[1] extends { mocks?: infer M } | undefined ? M : never) {
  return renderAdmin(<StaffPanel />, { path: "/admin/*", route: "/admin/login", mocks, toaster: false });
}

describe("the code step of signing in", () => {
  beforeAll(loadStaffPanel);

  beforeEach(() => authSession.end());

  it("asks for the app's 6-digit code after the password, checks its form, and says when it is wrong", async () => {
    const user = userEvent.setup();
    const { sent } = renderLogin([codeStep(), confirmRefused("123456", "CodeMismatchException")]);
    await passwordStep(user);
    const field = screen.getByRole("textbox", { name: /6-digit code/ });
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(field).toHaveAttribute("inputmode", "numeric");

    await user.type(field, "12345");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByText("Enter the 6-digit code from your authenticator app")).toBeInTheDocument();
    expect(sent).toEqual(["SignIn"]);

    await user.type(field, "6");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    // In the form and in the 'Login failed' toast.
    await waitFor(() =>
      expect(screen.getAllByText("Incorrect code. Please check your authenticator app and try again.")).toHaveLength(2),
    );
    expect(authSession.get().status).toBe("signed-out");
  });

  it("signs in with the right code and goes to the dashboard", async () => {
    const user = userEvent.setup();
    renderLogin([codeStep(), accepted("654321"), unread()]);
    await passwordStep(user);
    await user.type(screen.getByRole("textbox", { name: /6-digit code/ }), "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
    expect(location.pathname).toBe("/admin");
    expect(authSession.get().status).toBe("signed-in");
  });

  it("takes a recovery code instead, as typed", async () => {
    const user = userEvent.setup();
    renderLogin([codeStep(), accepted("abcde-23456"), unread()]);
    await passwordStep(user);
    await user.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    const field = screen.getByRole("textbox", { name: /Recovery code/ });
    await user.type(field, "abcde-23456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
  });

  it("says so when too many codes were wrong", async () => {
    const user = userEvent.setup();
    renderLogin([codeStep(), confirmRefused("111111", "LimitExceededException")]);
    await passwordStep(user);
    await user.type(screen.getByRole("textbox", { name: /6-digit code/ }), "111111");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(screen.getAllByText("Too many attempts. Please try again later.")).toHaveLength(2));
  });

  it("goes back to signing in when the 3 minutes are over", async () => {
    const user = userEvent.setup();
    renderLogin([codeStep(), confirmRefused("222222", "NotAuthorizedException")]);
    await passwordStep(user);
    await user.type(screen.getByRole("textbox", { name: /6-digit code/ }), "222222");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText("Your sign-in timed out. Please sign in again.")).toHaveLength(2));
  });
});
