import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  ChangePasswordDocument,
  MySessionsDocument,
  MyTwoFactorDocument,
  SignOutOtherSessionsDocument,
  SignOutSessionDocument,
} from "../../../../gql/graphql";
import { renderAdmin, signIn } from "../../../../test/admin";
import { answer } from "../../../../test/mocks";
import { AccountPage } from "./account-page";

const CURRENT = "Chalk-Board-77!";
const NEW_PASSWORD = "Reading-Corner-42!";

const session = (id: string, userAgent: string, current = false) => ({
  __typename: "AccountSession",
  id,
  userAgent,
  clientAddress: "196.25.1.10",
  signedInAt: "2030-04-01T06:00:00.000Z",
  lastUsedAt: "2030-04-01T08:30:00.000Z",
  current,
});

const SESSIONS = [
  session("s1", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36", true),
  session("s2", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari/604.1"),
  session("s3", "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36"),
];

const sessions = () =>
  answer(
    MySessionsDocument,
    {},
    { mySessions: SESSIONS, school: { __typename: "School", timeZone: "Africa/Johannesburg" } },
  );

const twoFactorOff = () =>
  answer(
    MyTwoFactorDocument,
    {},
    { myTwoFactor: { __typename: "TwoFactorStatus", enabled: false, recoveryCodesLeft: 0, required: false } },
  );

describe("AccountPage", () => {
  beforeEach(() => signIn());

  it("lists where the staff member is signed in, this device marked", async () => {
    renderAdmin(<AccountPage />, { mocks: [twoFactorOff(), sessions()] });
    const list = await screen.findByRole("list", { name: "Open sessions" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText("Chrome on Windows")).toBeInTheDocument();
    expect(within(rows[0]).getByText("This device")).toBeInTheDocument();
    expect(within(rows[0]).queryByRole("button", { name: /Sign out/ })).not.toBeInTheDocument();
    expect(within(rows[1]).getByText("Safari on iPhone")).toBeInTheDocument();
    expect(within(rows[1]).getByText("From 196.25.1.10")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Signed in 01 Apr 2030, 08:00, last used 01 Apr 2030, 10:30");
  });

  it("signs out one other session", async () => {
    const user = userEvent.setup();
    renderAdmin(<AccountPage />, {
      mocks: [twoFactorOff(), sessions(), answer(SignOutSessionDocument, { id: "s2" }, { signOutSession: true })],
    });
    await user.click(await screen.findByRole("button", { name: /Sign out Safari on iPhone/ }));
    expect(await screen.findByText("Signed out Safari on iPhone")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Open sessions" })).getAllByRole("listitem")).toHaveLength(2);
  });

  it("signs out all other sessions, keeping this one", async () => {
    const user = userEvent.setup();
    renderAdmin(<AccountPage />, {
      mocks: [twoFactorOff(), sessions(), answer(SignOutOtherSessionsDocument, {}, { signOutOtherSessions: 2 })],
    });
    await user.click(await screen.findByRole("button", { name: "Sign out all other sessions" }));
    expect(await screen.findByText("Signed out 2 other session(s)")).toBeInTheDocument();
    const rows = within(screen.getByRole("list", { name: "Open sessions" })).getAllByRole("listitem");
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText("This device")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign out all other sessions" })).not.toBeInTheDocument();
  });

  it("shows the password rules before the first attempt and needs the current password", async () => {
    const user = userEvent.setup();
    const { sent } = renderAdmin(<AccountPage />, { mocks: [twoFactorOff(), sessions()] });
    const form = screen.getByRole("region", { name: "Change password" });
    expect(within(form).getByLabelText(/^New password/)).toHaveAccessibleDescription(/At least 8 characters/);
    await user.type(within(form).getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(within(form).getByLabelText(/Confirm new password/), NEW_PASSWORD);
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(within(form).getByText("Current password is required")).toBeInTheDocument();
    expect(sent).not.toContain("ChangePassword");
  });

  it("keeps the form and says so when the current password is wrong", async () => {
    const user = userEvent.setup();
    renderAdmin(<AccountPage />, {
      mocks: [
        twoFactorOff(),
        sessions(),
        {
          request: {
            query: ChangePasswordDocument,
            variables: { currentPassword: "Wrong-Pass-1!", newPassword: NEW_PASSWORD },
          },
          result: {
            errors: [
              new GraphQLError("Incorrect current password.", { extensions: { code: "NotAuthorizedException" } }),
            ],
          },
        },
      ],
    });
    const form = screen.getByRole("region", { name: "Change password" });
    await user.type(within(form).getByLabelText(/Current password/), "Wrong-Pass-1!");
    await user.type(within(form).getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(within(form).getByLabelText(/Confirm new password/), NEW_PASSWORD);
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("Your current password is not right. Please try again.")).toBeInTheDocument();
    expect(within(form).getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
  });

  it("changes the password and shows only this device afterwards", async () => {
    const user = userEvent.setup();
    renderAdmin(<AccountPage />, {
      mocks: [
        twoFactorOff(),
        sessions(),
        answer(
          ChangePasswordDocument,
          { currentPassword: CURRENT, newPassword: NEW_PASSWORD },
          { changePassword: true },
        ),
      ],
    });
    await screen.findByRole("list", { name: "Open sessions" });
    const form = screen.getByRole("region", { name: "Change password" });
    await user.type(within(form).getByLabelText(/Current password/), CURRENT);
    await user.type(within(form).getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(within(form).getByLabelText(/Confirm new password/), NEW_PASSWORD);
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Password changed. You were signed out everywhere else.")).toBeInTheDocument();
    expect(within(form).getByLabelText(/Current password/)).toHaveValue("");
    expect(within(screen.getByRole("list", { name: "Open sessions" })).getAllByRole("listitem")).toHaveLength(1);
  });
});
