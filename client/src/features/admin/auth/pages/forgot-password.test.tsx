import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { DocumentNode } from "graphql";
import { ConfirmForgotPasswordDocument, ForgotPasswordDocument } from "../../../../gql/graphql";
import { authSession } from "../../../../lib/auth-session";
import { renderAdmin } from "../../../../test/admin";
import { answer } from "../../../../test/mocks";
import { LoginPage } from "./login-page";

const NEW_PASSWORD = "Reading-Corner-42!";
const refused = (query: DocumentNode, variables: Record<string, unknown>, code: string) => ({
  request: { query, variables },
  result: { errors: [new GraphQLError("No", { extensions: { code } })] },
});
const confirmVariables = (code: string) => ({ username: "thandi", code, newPassword: NEW_PASSWORD });

async function requestCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Forgot password?" }));
  expect(screen.getByRole("heading", { name: "Reset Password" })).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Username or e-mail/), " thandi ");
  await user.click(screen.getByRole("button", { name: "Send code" }));
  await screen.findByLabelText(/Code/);
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.clear(screen.getByLabelText(/Code/));
  await user.type(screen.getByLabelText(/Code/), code);
  await user.clear(screen.getByLabelText(/New Password/));
  await user.type(screen.getByLabelText(/New Password/), NEW_PASSWORD);
  await user.clear(screen.getByLabelText(/Confirm Password/));
  await user.type(screen.getByLabelText(/Confirm Password/), NEW_PASSWORD);
  await user.click(screen.getByRole("button", { name: "Reset password" }));
}

describe("Forgot password on the login page", () => {
  beforeEach(() => authSession.end());

  it("asks for a code, then resets the password with it and goes back to signing in", async () => {
    const user = userEvent.setup();
    renderAdmin(<LoginPage />, {
      mocks: [
        answer(ForgotPasswordDocument, { username: "thandi" }, { forgotPassword: true }),
        answer(ConfirmForgotPasswordDocument, confirmVariables("123456"), { confirmForgotPassword: true }),
      ],
    });
    await requestCode(user);
    expect(screen.getAllByText(/If an account with an e-mail address matches/).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/New Password/)).toHaveAccessibleDescription(/Not a common password/);

    await enterCode(user, "123456");
    expect(
      await screen.findByText("Your password has been reset. Sign in with your new password."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Admin Login" })).toBeInTheDocument();
  });

  it("checks the code's form before calling the server", async () => {
    const user = userEvent.setup();
    const { sent } = renderAdmin(<LoginPage />, {
      mocks: [answer(ForgotPasswordDocument, { username: "thandi" }, { forgotPassword: true })],
    });
    await requestCode(user);
    await enterCode(user, "12ab");
    expect(screen.getByText("Enter the 6-digit code from the e-mail")).toBeInTheDocument();
    expect(sent).toEqual(["ForgotPassword"]);
  });

  it("says a wrong or expired code plainly and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderAdmin(<LoginPage />, {
      mocks: [
        answer(ForgotPasswordDocument, { username: "thandi" }, { forgotPassword: true }),
        refused(ConfirmForgotPasswordDocument, confirmVariables("111111"), "CodeMismatchException"),
        refused(ConfirmForgotPasswordDocument, confirmVariables("222222"), "ExpiredCodeException"),
      ],
    });
    await requestCode(user);
    await enterCode(user, "111111");
    expect(
      await screen.findByText("That code is not right. Check the e-mail and try again, or ask for a new code."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Code/)).toHaveValue("111111");

    await enterCode(user, "222222");
    expect(
      await screen.findByText("That code has expired or was already used. Ask for a new code."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Reset Password" })).toBeInTheDocument();
  });
});
