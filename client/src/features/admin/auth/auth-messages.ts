import { CombinedGraphQLErrors } from "@apollo/client";

/** The server's sign-in codes keep the names of the hosted user pool it replaced. */
const AuthErrorCode = {
  NotAuthorized: "NotAuthorizedException",
  UserNotFound: "UserNotFoundException",
  UserNotConfirmed: "UserNotConfirmedException",
  InvalidPassword: "InvalidPasswordException",
  LimitExceeded: "LimitExceededException",
  CodeMismatch: "CodeMismatchException",
  ExpiredCode: "ExpiredCodeException",
} as const;

export const LOGIN_FAILED_TOAST = "Login failed";
export const LOGIN_SUCCESS_TOAST = "Login successful!";
export const NEW_PASSWORD_FAILED_TOAST = "Failed to set new password";
export const NEW_PASSWORD_SUCCESS_TOAST = "Password updated successfully!";

const NETWORK_ERROR = "Network error. Please check your internet connection and try again.";
const TOO_MANY_ATTEMPTS = "Too many attempts. Please try again later.";

const SIGN_IN_MESSAGES: Record<string, string> = {
  [AuthErrorCode.NotAuthorized]: "Incorrect username or password. Please check your credentials and try again.",
  [AuthErrorCode.UserNotFound]: "This username does not exist. Please check your username and try again.",
  [AuthErrorCode.UserNotConfirmed]: "Your account is not confirmed. Please check your email for a confirmation link.",
};

// A refused password (InvalidPasswordException) keeps the server's message: it names the one rule broken.
const NEW_PASSWORD_MESSAGES: Record<string, string> = {
  [AuthErrorCode.LimitExceeded]: TOO_MANY_ATTEMPTS,
};

const RESET_PASSWORD_MESSAGES: Record<string, string> = {
  ...NEW_PASSWORD_MESSAGES,
  [AuthErrorCode.CodeMismatch]: "That code is not right. Check the e-mail and try again, or ask for a new code.",
  [AuthErrorCode.ExpiredCode]: "That code has expired or was already used. Ask for a new code.",
};

const CHANGE_PASSWORD_MESSAGES: Record<string, string> = {
  ...NEW_PASSWORD_MESSAGES,
  [AuthErrorCode.NotAuthorized]: "Your current password is not right. Please try again.",
};

/** What staff read when a sign-in or new-password step fails: by the server's code, else `fallback`. */
function messageFor(error: unknown, byCode: Record<string, string>, fallback: string): string {
  if (!CombinedGraphQLErrors.is(error)) return NETWORK_ERROR;
  const [first] = error.errors;
  const code = first?.extensions?.code;
  return (typeof code === "string" && byCode[code]) || first?.message || fallback;
}

export function signInErrorMessage(error: unknown): string {
  return messageFor(error, SIGN_IN_MESSAGES, "Failed to sign in. Please check your credentials.");
}

export function newPasswordErrorMessage(error: unknown): string {
  return messageFor(error, NEW_PASSWORD_MESSAGES, "Failed to confirm new password");
}

export function resetPasswordErrorMessage(error: unknown): string {
  return messageFor(error, RESET_PASSWORD_MESSAGES, "Failed to reset the password");
}

export function changePasswordErrorMessage(error: unknown): string {
  return messageFor(error, CHANGE_PASSWORD_MESSAGES, "Failed to change the password");
}

const AUTHENTICATOR_CODE_WRONG = "Incorrect code. Please check your authenticator app and try again.";
const RECOVERY_CODE_WRONG = "Incorrect recovery code. Please check it and try again, or use the code from your app.";
const RECOVERY_CODE_USED =
  "This recovery code was used already: each works once. Enter another of your recovery codes, or the code from your app.";
/** The two-factor step's session ran out (3 minutes). */
const TOTP_SIGN_IN_EXPIRED = "Your sign-in timed out. Please sign in again.";

/** What staff read when the code step of signing in fails. */
export function totpSignInErrorMessage(error: unknown, recovery: boolean): string {
  return messageFor(
    error,
    {
      [AuthErrorCode.CodeMismatch]: recovery ? RECOVERY_CODE_WRONG : AUTHENTICATOR_CODE_WRONG,
      [AuthErrorCode.ExpiredCode]: RECOVERY_CODE_USED,
      [AuthErrorCode.LimitExceeded]: TOO_MANY_ATTEMPTS,
      [AuthErrorCode.NotAuthorized]: TOTP_SIGN_IN_EXPIRED,
    },
    "Failed to verify the code. Please try again.",
  );
}

const WRONG_CODE_OR_RECOVERY_CODE =
  "Incorrect code. Enter the code your authenticator app shows now, or one of your recovery codes.";
/** While two-factor is being set up there are no recovery codes yet: only the app's code can be meant. */
export const WRONG_SETUP_CODE =
  "Incorrect code. Enter the 6-digit code your authenticator app shows now for this account.";

/**
 * What staff read when a code they typed on My account (set-up, new recovery codes, turning off) is refused;
 * `wrongCode` is said for a code that does not match.
 */
export function twoFactorErrorMessage(
  error: unknown,
  fallback: string,
  wrongCode: string = WRONG_CODE_OR_RECOVERY_CODE,
): string {
  return messageFor(
    error,
    {
      [AuthErrorCode.CodeMismatch]: wrongCode,
      [AuthErrorCode.LimitExceeded]: TOO_MANY_ATTEMPTS,
      [AuthErrorCode.NotAuthorized]: "Your current password is not right. Please try again.",
    },
    fallback,
  );
}

/** Why the server refused a new password (e.g. too common), said beside the general message. */
export function newPasswordRefusalReason(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((item) => item.extensions?.code === AuthErrorCode.InvalidPassword);
  return refusal?.message || null;
}

/** The one-time session of the new-password step ran out: the user must sign in again. */
export function isChallengeExpired(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.extensions?.code === AuthErrorCode.NotAuthorized)
  );
}

/** Said under the confirmation; every other problem of a new password is said under the password. */
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
const PASSWORD_RULE =
  "Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters";
const PASSWORD_MIN_LENGTH = 8;
/** The password rule as the forms show it before the first attempt; the server checks the same. */
export const PASSWORD_RULES = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  "An uppercase and a lowercase letter",
  "A number",
  "One of these: @ $ ! % * ? &",
  "Not a common password such as Password1!",
];
/** Each character class the rule requires, and how a message names it. */
const PASSWORD_CLASSES: [pattern: RegExp, name: string][] = [
  [/[A-Z]/, "an uppercase letter"],
  [/[a-z]/, "a lowercase letter"],
  [/\d/, "a number"],
  [/[@$!%*?&]/, "one of @ $ ! % * ? &"],
];

/** "a, b and c" */
const listed = (names: string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/**
 * What is wrong with a new password typed twice, or null; checked here before the server sees it. A
 * short password gets the rule; a long enough one is told what it still lacks, then the two entries
 * must match.
 */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE;
  const missing = PASSWORD_CLASSES.filter(([pattern]) => !pattern.test(password)).map(([, name]) => name);
  if (missing.length > 0) return `Password must also include ${listed(missing)}`;
  if (password !== confirmation) return PASSWORDS_DO_NOT_MATCH;
  return null;
}
