import { randomInt } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";
import { InvalidPasswordError } from "../../kernel/errors";

const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only the first 72 bytes: a longer password would be silently cut short. */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_RULE_MESSAGE =
  "Password must be at least 8 characters and include uppercase, lowercase, numbers, and special characters";
const PASSWORD_TOO_LONG_MESSAGE =
  "Password must be at most 72 bytes (72 plain letters; accented letters and emoji count as 2 to 4)";
const PASSWORD_TOO_COMMON_MESSAGE = "This password is too common. Please choose a less predictable one.";

/** The special characters the original site's password rule counts; other characters are allowed but do not count. */
const SPECIAL = "@$!%*?&";
/** Each character class the rule requires, and how a message names it. */
const REQUIRED_CLASSES: [pattern: RegExp, name: string][] = [
  [/[A-Z]/, "an uppercase letter"],
  [/[a-z]/, "a lowercase letter"],
  [/\d/, "a number"],
  [/[@$!%*?&]/, "one of @ $ ! % * ? &"],
];

/** "a, b and c" */
const listed = (names: string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/**
 * The rule's message for a short password; for a long enough one, what it still lacks ("at least 8
 * characters" would mislead someone who typed 12).
 */
function passwordRuleProblem(password: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE_MESSAGE;
  const missing = REQUIRED_CLASSES.filter(([pattern]) => !pattern.test(password)).map(([, name]) => name);
  return missing.length === 0 ? null : `Password must also include ${listed(missing)}`;
}
const SPECIAL_AT_ENDS = new RegExp(`^[${SPECIAL}]+|[${SPECIAL}]+$`, "g");

let commonPasswords: Set<string> | undefined;

/**
 * True for a password from the common-password list shipped with @zxcvbn-ts/language-common,
 * ignoring case and the special characters people tack on at either end to satisfy the rule.
 */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  const folded = password.toLowerCase();
  return commonPasswords.has(folded) || commonPasswords.has(folded.replace(SPECIAL_AT_ENDS, ""));
}

/** What is wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string): string | null {
  if (Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES) return PASSWORD_TOO_LONG_MESSAGE;
  const ruleProblem = passwordRuleProblem(password);
  if (ruleProblem) return ruleProblem;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}

export function assertPasswordAllowed(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new InvalidPasswordError(problem);
}

const TEMPORARY_PASSWORD_LENGTH = 16;
const TEMPORARY_ALPHABETS = ["abcdefghijkmnopqrstuvwxyz", "ABCDEFGHJKLMNPQRSTUVWXYZ", "23456789", SPECIAL];

/** A random one-time password that meets the rule: one character of each class, the rest mixed. */
export function generateTemporaryPassword(): string {
  const all = TEMPORARY_ALPHABETS.join("");
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)];
  const characters = [
    ...TEMPORARY_ALPHABETS.map(pick),
    ...Array.from({ length: TEMPORARY_PASSWORD_LENGTH - TEMPORARY_ALPHABETS.length }, () => pick(all)),
  ];
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j], characters[i]];
  }
  return characters.join("");
}
