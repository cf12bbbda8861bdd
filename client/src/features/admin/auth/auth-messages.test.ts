import { CombinedGraphQLErrors } from "@apollo/client";
import { GraphQLError } from "graphql";
import {
  isChallengeExpired,
  newPasswordErrorMessage,
  newPasswordProblem,
  signInErrorMessage,
  totpSignInErrorMessage,
} from "./auth-messages";

const answered = (code: string, message = "Server says no") =>
  new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions: { code } })] });

describe("signInErrorMessage", () => {
  it.each([
    ["NotAuthorizedException", "Incorrect username or password. Please check your credentials and try again."],
    ["UserNotFoundException", "This username does not exist. Please check your username and try again."],
    ["UserNotConfirmedException", "Your account is not confirmed. Please check your email for a confirmation link."],
  ])("maps %s to the message staff see", (code, message) => {
    expect(signInErrorMessage(answered(code))).toBe(message);
  });

  it("says the network failed when no GraphQL answer came back", () => {
    expect(signInErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "Network error. Please check your internet connection and try again.",
    );
  });

  it("shows the server's own message for other codes, such as a lockout or an expired temporary password", () => {
    expect(signInErrorMessage(answered("LimitExceededException", "Too many attempts. Please try again later."))).toBe(
      "Too many attempts. Please try again later.",
    );
    expect(signInErrorMessage(answered("PasswordResetRequiredException", "Ask an administrator."))).toBe(
      "Ask an administrator.",
    );
  });

  it("falls back to the generic sign-in message when the answer has no message", () => {
    expect(signInErrorMessage(answered("SOMETHING", ""))).toBe("Failed to sign in. Please check your credentials.");
  });
});

describe("totpSignInErrorMessage", () => {
  it("tells a wrong recovery code from one used already", () => {
    expect(totpSignInErrorMessage(answered("CodeMismatchException"), true)).toBe(
      "Incorrect recovery code. Please check it and try again, or use the code from your app.",
    );
    expect(totpSignInErrorMessage(answered("ExpiredCodeException"), true)).toBe(
      "This recovery code was used already: each works once. Enter another of your recovery codes, or the code from your app.",
    );
  });
});

describe("newPasswordErrorMessage", () => {
  it("keeps the server's reason for a refused password, and maps a limit to the message staff see", () => {
    expect(newPasswordErrorMessage(answered("InvalidPasswordException", "This password is too common."))).toBe(
      "This password is too common.",
    );
    expect(newPasswordErrorMessage(answered("LimitExceededException"))).toBe(
      "Too many attempts. Please try again later.",
    );
  });

  it("keeps the server's message otherwise, or the generic one", () => {
    expect(newPasswordErrorMessage(answered("NotAuthorizedException", "Session is expired."))).toBe(
      "Session is expired.",
    );
    expect(newPasswordErrorMessage(answered("X", ""))).toBe("Failed to confirm new password");
  });

  it("recognises an expired one-time session", () => {
    expect(isChallengeExpired(answered("NotAuthorizedException"))).toBe(true);
    expect(isChallengeExpired(answered("InvalidPasswordException"))).toBe(false);
  });
});

describe("newPasswordProblem", () => {
  it("gives the rule for a short password, whatever the confirmation", () => {
    expect(newPasswordProblem("Ab1!", "Ab1?")).toBe(
      "Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters",
    );
  });

  it.each([
    ["abcdefg1!", "an uppercase letter"],
    ["ABCDEFG1!", "a lowercase letter"],
    ["Abcdefgh!", "a number"],
    ["Abcdefgh1", "one of @ $ ! % * ? &"],
    ["abcdefghijkl", "an uppercase letter, a number and one of @ $ ! % * ? &"],
  ])("tells %s, long enough, what it lacks: %s", (password, missing) => {
    expect(newPasswordProblem(password, password)).toBe(`Password must also include ${missing}`);
  });

  it("asks for matching entries once the password itself is good", () => {
    expect(newPasswordProblem("Abcdef1!", "Abcdef1?")).toBe("Passwords do not match");
  });

  it("accepts a password with eight characters of every class", () => {
    expect(newPasswordProblem("Abcdef1!", "Abcdef1!")).toBeNull();
  });
});
