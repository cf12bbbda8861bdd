import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { DocumentNode } from "graphql";
import {
  DisableTotpDocument,
  MyTwoFactorDocument,
  RegenerateRecoveryCodesDocument,
  SetUpTotpDocument,
  VerifyTotpSetupDocument,
} from "../../../../gql/graphql";
import { renderAdmin, signIn } from "../../../../test/admin";
import { answer } from "../../../../test/mocks";
import { TwoFactorSection } from "./two-factor-section";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);

const status = (enabled: boolean, recoveryCodesLeft = enabled ? 10 : 0, required = false) =>
  answer(
    MyTwoFactorDocument,
    {},
    { myTwoFactor: { __typename: "TwoFactorStatus", enabled, recoveryCodesLeft, required } },
  );

const setUp = () =>
  answer(
    SetUpTotpDocument,
    {},
    {
      setUpTotp: {
        __typename: "TotpSetup",
        sharedSecret: SECRET,
        setupUri: `otpauth://totp/School:office?secret=${SECRET}`,
        qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
      },
    },
  );

const refused = (query: DocumentNode, variables: Record<string, unknown>, code: string) => ({
  request: { query, variables },
  result: { errors: [new GraphQLError("No", { extensions: { code } })] },
});

describe("TwoFactorSection", () => {
  beforeEach(() => signIn());

  it("sets up two-factor: QR code and key, a wrong code refused, then the recovery codes once", async () => {
    const user = userEvent.setup();
    renderAdmin(<TwoFactorSection />, {
      mocks: [
        status(false),
        setUp(),
        refused(VerifyTotpSetupDocument, { code: "111111" }, "CodeMismatchException"),
        answer(VerifyTotpSetupDocument, { code: "222222" }, { verifyTotpSetup: CODES }),
        status(true),
      ],
    });
    expect(await screen.findByText(/^Off\./)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Set up two-factor authentication" }));

    const dialog = await screen.findByRole("dialog", { name: "Set up two-factor authentication" });
    expect(within(dialog).getByRole("img", { name: /QR code/ })).toHaveAttribute(
      "src",
      "data:image/svg+xml;base64,PHN2Zy8+",
    );
    expect(within(dialog).getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();

    const field = within(dialog).getByRole("textbox", { name: /6-digit code/ });
    await user.type(field, "12");
    await user.click(within(dialog).getByRole("button", { name: "Turn on two-factor" }));
    expect(within(dialog).getByText("Enter the 6-digit code your app shows")).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, "111111");
    await user.click(within(dialog).getByRole("button", { name: "Turn on two-factor" }));
    // No recovery codes exist yet: the message names only the app.
    expect(
      await within(dialog).findByText(
        "Incorrect code. Enter the 6-digit code your authenticator app shows now for this account.",
      ),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, "222 222");
    await user.click(within(dialog).getByRole("button", { name: "Turn on two-factor" }));
    const list = await within(dialog).findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(within(dialog).getByRole("button", { name: "Copy codes" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Download codes" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText(/You have 10 of 10 recovery codes left/)).toBeInTheDocument();
  });

  it("makes new recovery codes with a current code", async () => {
    const user = userEvent.setup();
    renderAdmin(<TwoFactorSection />, {
      mocks: [
        status(true, 3),
        answer(RegenerateRecoveryCodesDocument, { code: "333333" }, { regenerateRecoveryCodes: CODES }),
        status(true),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Make new recovery codes" }));
    const dialog = await screen.findByRole("dialog", { name: "New recovery codes" });
    await user.click(within(dialog).getByRole("button", { name: "Make new codes" }));
    expect(within(dialog).getByText("Code is required")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Code/ }), "333333");
    await user.click(within(dialog).getByRole("button", { name: "Make new codes" }));
    expect(await within(dialog).findByRole("list", { name: "Recovery codes" })).toBeInTheDocument();
  });

  it("turns off only with the current password and a code", async () => {
    const user = userEvent.setup();
    renderAdmin(<TwoFactorSection />, {
      mocks: [
        status(true),
        refused(DisableTotpDocument, { currentPassword: "Wrong-one-1!", code: "444444" }, "NotAuthorizedException"),
        answer(DisableTotpDocument, { currentPassword: "Chalk-Board-77!", code: "444444" }, { disableTotp: true }),
        status(false),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Turn off two-factor" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off two-factor authentication" });
    await user.click(within(dialog).getByRole("button", { name: "Turn off two-factor" }));
    expect(within(dialog).getByText("Current password is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Code is required")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Current password/), "Wrong-one-1!");
    await user.type(within(dialog).getByRole("textbox", { name: /Code/ }), "444444");
    await user.click(within(dialog).getByRole("button", { name: "Turn off two-factor" }));
    expect(
      await within(dialog).findByText("Your current password is not right. Please try again."),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Current password/));
    await user.type(within(dialog).getByLabelText(/Current password/), "Chalk-Board-77!");
    await user.click(within(dialog).getByRole("button", { name: "Turn off two-factor" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText(/^Off\./)).toBeInTheDocument();
  });
});
