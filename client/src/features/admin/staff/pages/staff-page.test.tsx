import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  ChangeStaffRoleDocument,
  DisableStaffAccountDocument,
  InviteStaffDocument,
  ResendStaffInvitationDocument,
  ResetStaffTwoFactorDocument,
  SecuritySettingsDocument,
  StaffAccountsDocument,
  UpdateSecuritySettingsDocument,
} from "../../../../gql/graphql";
import { countOf, renderAdmin, signIn } from "../../../../test/admin";
import { installRenderBeforeDefaultAction } from "../../../../test/browser";
import { answer } from "../../../../test/mocks";
import { StaffPage } from "./staff-page";

const account = (id: string, username: string, fields: Record<string, unknown> = {}) => ({
  __typename: "User",
  id,
  username,
  email: `${username}@school.example`,
  role: "EDITOR",
  status: "CONFIRMED",
  lastSignInAt: null,
  twoFactorEnabled: false,
  ...fields,
});

const office = account("u1", "office", { role: "ADMINISTRATOR", lastSignInAt: "2026-11-23T07:15:00.000Z" });
const thandi = account("u2", "thandi", { status: "INVITED" });

const accounts = (...list: unknown[]) =>
  answer(
    StaffAccountsDocument,
    {},
    { staffAccounts: list, school: { __typename: "School", timeZone: "Africa/Johannesburg" } },
  );

const notRequired = () =>
  answer(
    SecuritySettingsDocument,
    {},
    { securitySettings: { __typename: "SecuritySettings", requireTwoFactor: false } },
  );

const lastAdministrator = {
  request: { query: ChangeStaffRoleDocument, variables: { id: "u1", role: "EDITOR" } },
  result: {
    errors: [
      new GraphQLError("office is the last active administrator: make another colleague an administrator first", {
        extensions: { code: "BAD_USER_INPUT", fields: { id: "last-administrator" } },
      }),
    ],
  },
};

describe("StaffPage", () => {
  beforeEach(() => signIn());
  let restoreBrowser = () => {};
  afterEach(() => restoreBrowser());

  it("lists every account with its role, status and last sign-in", async () => {
    renderAdmin(<StaffPage />, { mocks: [notRequired(), accounts(office, thandi)] });
    const list = await screen.findByRole("list", { name: "Staff accounts" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent("office (you)Active");
    expect(first).toHaveTextContent("Last sign-in: 23 Nov 2026, 09:15");
    expect(within(first).getByRole("combobox", { name: "Role of office" })).toHaveValue("ADMINISTRATOR");
    expect(second).toHaveTextContent("thandiInvited");
    expect(second).toHaveTextContent("Never signed in");
    expect(within(second).getByRole("combobox", { name: "Role of thandi" })).toHaveValue("EDITOR");
    // Only a pending invitation can be sent again.
    expect(within(first).queryByRole("button", { name: /Resend invitation/ })).not.toBeInTheDocument();
    expect(within(second).getByRole("button", { name: "Resend invitation to thandi" })).toBeInTheDocument();
  });

  it("invites a colleague with a role, and lists them at once", async () => {
    const user = userEvent.setup();
    const invited = account("u3", "nomsa", { status: "INVITED", role: "ADMINISTRATOR" });
    renderAdmin(<StaffPage />, {
      mocks: [
        notRequired(),
        accounts(office),
        answer(InviteStaffDocument, { email: "nomsa@school.example", role: "ADMINISTRATOR" }, { inviteStaff: invited }),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Invite a colleague" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a colleague" });
    await user.type(within(dialog).getByLabelText(/E-mail/), "nomsa@school.example");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "Administrator");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText("Invitation sent to nomsa@school.example")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const rows = within(screen.getByRole("list", { name: "Staff accounts" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("nomsaInvited"),
      expect.stringContaining("office (you)Active"),
    ]);
  });

  it("sends no invitation when 'Keep editing' is chosen after Esc, and keeps the address typed", async () => {
    const user = userEvent.setup();
    // What a click changes is rendered before its default action, as in a browser.
    restoreBrowser = installRenderBeforeDefaultAction();
    const { sent } = renderAdmin(<StaffPage />, { mocks: [notRequired(), accounts(office)] });
    await user.click(await screen.findByRole("button", { name: "Invite a colleague" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a colleague" });
    await user.type(within(dialog).getByLabelText(/E-mail/), "nomsa@school.example");
    await user.keyboard("{Escape}");
    const question = await within(dialog).findByRole("alert");
    await user.click(within(question).getByRole("button", { name: "Keep editing" }));

    expect(await within(dialog).findByRole("button", { name: "Send invitation" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveValue("nomsa@school.example");
    expect(countOf(sent, "InviteStaff")).toBe(0);
  });

  it("keeps the invitation form and says why when the e-mail is refused", async () => {
    const user = userEvent.setup();
    renderAdmin(<StaffPage />, {
      mocks: [
        notRequired(),
        accounts(office),
        {
          request: { query: InviteStaffDocument, variables: { email: "office@school.example", role: "EDITOR" } },
          result: {
            errors: [
              new GraphQLError("E-mail office@school.example is already in use", {
                extensions: {
                  code: "BAD_USER_INPUT",
                  fields: { email: "E-mail office@school.example is already in use" },
                },
              }),
            ],
          },
        },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Invite a colleague" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite a colleague" });
    await user.type(within(dialog).getByLabelText(/E-mail/), "not an address");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(within(dialog).getByText("Enter a valid e-mail address")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/E-mail/));
    await user.type(within(dialog).getByLabelText(/E-mail/), "office@school.example");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByText("E-mail office@school.example is already in use")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveValue("office@school.example");
  });

  it("changes a role, resends an invitation, and says why the last administrator stays one", async () => {
    const user = userEvent.setup();
    renderAdmin(<StaffPage />, {
      mocks: [
        notRequired(),
        accounts(office, thandi),
        answer(
          ChangeStaffRoleDocument,
          { id: "u2", role: "ADMINISTRATOR" },
          { changeStaffRole: { __typename: "User", id: "u2", role: "ADMINISTRATOR" } },
        ),
        answer(
          ResendStaffInvitationDocument,
          { id: "u2" },
          { resendStaffInvitation: { __typename: "User", id: "u2" } },
        ),
        lastAdministrator,
      ],
    });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Role of thandi" }), "Administrator");
    expect(await screen.findByText("thandi is now an administrator")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Role of thandi" })).toHaveValue("ADMINISTRATOR");

    await user.click(screen.getByRole("button", { name: "Resend invitation to thandi" }));
    expect(await screen.findByText("A new invitation went to thandi@school.example")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Role of office" }), "Editor");
    expect(
      await screen.findByText("office is the last active administrator: make another colleague an administrator first"),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Role of office" })).toHaveValue("ADMINISTRATOR");
  });

  it("offers no Disable on one's own account", async () => {
    renderAdmin(<StaffPage />, { mocks: [notRequired(), accounts(office, account("u2", "thandi"))] });
    const list = await screen.findByRole("list", { name: "Staff accounts" });
    const [mine, theirs] = within(list).getAllByRole("listitem");
    expect(mine).toHaveTextContent("office (you)");
    expect(within(mine).queryByRole("button", { name: /Disable/ })).not.toBeInTheDocument();
    expect(within(theirs).getByRole("button", { name: "Disable thandi" })).toBeInTheDocument();
  });

  it("disables an account after asking, and Cancel leaves it active", async () => {
    const user = userEvent.setup();
    renderAdmin(<StaffPage />, {
      mocks: [
        notRequired(),
        accounts(office, account("u2", "thandi")),
        answer(
          DisableStaffAccountDocument,
          { id: "u2" },
          { disableStaffAccount: { __typename: "User", id: "u2", status: "DISABLED" } },
        ),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Disable thandi" }));
    const asked = await screen.findByRole("alertdialog", { name: "Disable thandi?" });
    expect(asked).toHaveTextContent("They are signed out everywhere at once");
    await user.click(within(asked).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(within(screen.getAllByRole("listitem")[1]).getByText("Active")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Disable thandi" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Disable thandi?" });
    await user.click(within(dialog).getByRole("button", { name: "Disable account" }));
    expect(await screen.findByText("thandi is disabled and signed out everywhere")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enable thandi" })).toBeInTheDocument();
    expect(screen.getByText("Disabled")).toBeInTheDocument();
  });

  it("resets a colleague's two-factor after asking, and the badge goes", async () => {
    const user = userEvent.setup();
    renderAdmin(<StaffPage />, {
      mocks: [
        notRequired(),
        accounts(office, account("u2", "thandi", { twoFactorEnabled: true })),
        answer(
          ResetStaffTwoFactorDocument,
          { id: "u2" },
          { resetStaffTwoFactor: { __typename: "User", id: "u2", twoFactorEnabled: false } },
        ),
      ],
    });
    const list = await screen.findByRole("list", { name: "Staff accounts" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first).queryByRole("button", { name: /Reset two-factor/ })).not.toBeInTheDocument();
    expect(within(second).getByText("Two-factor on")).toBeInTheDocument();
    await user.click(within(second).getByRole("button", { name: "Reset two-factor of thandi" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Reset two-factor of thandi?" });
    expect(dialog).toHaveTextContent("They are signed out everywhere at once");
    await user.click(within(dialog).getByRole("button", { name: "Reset two-factor" }));
    expect(
      await screen.findByText("thandi's two-factor authentication is reset and they are signed out everywhere"),
    ).toBeInTheDocument();
    expect(within(second).queryByText("Two-factor on")).not.toBeInTheDocument();
  });

  it("requires two-factor of every staff member with one switch, after asking, and says why it cannot", async () => {
    const user = userEvent.setup();
    const ownFirst =
      "Turn on two-factor authentication for your own account first (My account), so that requiring it does not lock you out.";
    renderAdmin(<StaffPage />, {
      mocks: [
        notRequired(),
        accounts(office),
        {
          request: { query: UpdateSecuritySettingsDocument, variables: { requireTwoFactor: true } },
          result: { errors: [new GraphQLError(ownFirst, { extensions: { code: "BAD_USER_INPUT" } })] },
        },
        answer(
          UpdateSecuritySettingsDocument,
          { requireTwoFactor: true },
          { updateSecuritySettings: { __typename: "SecuritySettings", requireTwoFactor: true } },
        ),
      ],
    });
    const toggle = await screen.findByRole("checkbox", { name: "Require two-factor authentication for all staff" });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByText("Off: two-factor is each person's choice.")).toBeInTheDocument();
    const confirmRequirement = async () => {
      await user.click(toggle);
      const dialog = await screen.findByRole("alertdialog", { name: "Require two-factor of all staff?" });
      await user.click(within(dialog).getByRole("button", { name: "Require two-factor" }));
    };

    // Cancel changes nothing and asks the server nothing (no answer is mocked for it).
    await user.click(toggle);
    const asked = await screen.findByRole("alertdialog", { name: "Require two-factor of all staff?" });
    expect(asked).toHaveTextContent("must set it up before they can use the panel");
    await user.click(within(asked).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(toggle).not.toBeChecked();

    await confirmRequirement();
    expect(await screen.findByText(ownFirst)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();

    await confirmRequirement();
    expect(
      await screen.findByText("Two-factor authentication is now required of every staff member"),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(screen.getByText("On: every staff member signs in with a code.")).toBeInTheDocument();
  });
});
