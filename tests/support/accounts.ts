import { Role } from "../../server/src/kernel/roles";
import { announcementInput } from "./fixtures";
import type { GraphQLResponse, TestServer } from "./test-server";

export const REFRESH_COOKIE = "refresh_token";
/** Meets the password rule and is on no common-password list. */
export const GOOD_PASSWORD = "Chalk-Board-77!";

const SIGNED_IN = "signedIn { accessToken expiresIn user { id username email status } }";
export const SIGN_IN = `mutation ($username: String!, $password: String!) {
  signIn(username: $username, password: $password) { nextStep session sessionExpiresAt ${SIGNED_IN} }
}`;
export const CONFIRM = `mutation ($session: String!, $newPassword: String!) {
  confirmSignInWithNewPassword(session: $session, newPassword: $newPassword) { nextStep session ${SIGNED_IN} }
}`;
export const REFRESH = `mutation { refreshSession { accessToken expiresIn user { id username } } }`;
export const SIGN_OUT = `mutation { signOut }`;
export const ME = `{ me { id username email status } }`;

export function signIn(server: TestServer, username: string, password: string, headers: Record<string, string> = {}) {
  return server.graphql(SIGN_IN, { username, password }, { headers });
}

export function confirmNewPassword(server: TestServer, session: string, newPassword: string) {
  return server.graphql(CONFIRM, { session, newPassword });
}

/** The refresh token a response set, or undefined. */
export function refreshTokenSetBy(response: GraphQLResponse): string | undefined {
  const cookie = response.headers?.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
  const value = cookie?.slice(REFRESH_COOKIE.length + 1).split(";")[0];
  return value ? decodeURIComponent(value) : undefined;
}

/** Sends a refresh token back the way a browser would. */
export function withRefreshToken(token: string): { headers: Record<string, string> } {
  return { headers: { cookie: `${REFRESH_COOKIE}=${encodeURIComponent(token)}` } };
}

/** A new user through the admin path: their temporary password, as the CLI prints it. */
export async function createStaff(
  server: TestServer,
  username: string,
  email: string | null = null,
  role = Role.ADMINISTRATOR,
): Promise<string> {
  const { temporaryPassword } = await server.users.create(username, email, role);
  return temporaryPassword;
}

export interface SignedInStaff {
  userId: string;
  accessToken: string;
  refreshToken: string;
  password: string;
}

/** A user created by an administrator who has signed in and chosen their own password. */
export async function createSignedInStaff(
  server: TestServer,
  username: string,
  password = GOOD_PASSWORD,
  role = Role.ADMINISTRATOR,
): Promise<SignedInStaff> {
  const challenge = await signIn(server, username, await createStaff(server, username, null, role));
  const confirmed = await confirmNewPassword(server, challenge.data!.signIn.session, password);
  if (confirmed.errors) throw new Error(JSON.stringify(confirmed.errors));
  const { accessToken, user } = confirmed.data!.confirmSignInWithNewPassword.signedIn;
  return { userId: user.id, accessToken, refreshToken: refreshTokenSetBy(confirmed)!, password };
}

/** The error code a staff-only write answers with this token, or undefined when it is allowed. */
export async function writeAs(server: TestServer, token: string): Promise<string | undefined> {
  const result = await server.graphql(
    "mutation ($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }",
    { input: announcementInput() },
    { token },
  );
  return result.errors?.[0].extensions?.code;
}

export function codeOf(response: GraphQLResponse): string | undefined {
  return response.errors?.[0].extensions?.code;
}
