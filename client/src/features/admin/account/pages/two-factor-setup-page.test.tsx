import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SetUpTotpDocument, UnreadMessageCountDocument, VerifyTotpSetupDocument } from "../../../../gql/graphql";
import { authSession } from "../../../../lib/auth-session";
import { loadStaffPanel, renderAdmin, sessionTokens, StaffPanel } from "../../../../test/admin";
import { answer } from "../../../../test/mocks";
import { location } from "../../../../test/render";

const CODES = Array.from({ length: 10 }, (_, index) => `wxyz${index}-mnpq${index}`);

describe("setting up two-factor when the school requires it", () => {
  beforeAll(loadStaffPanel);

  beforeEach(() => authSession.start({ ...sessionTokens(), mustSetUpTwoFactor: true }));

  it("sends every panel page to the set-up, then on to the panel once it is on", async () => {
    const user = userEvent.setup();
    const { sent } = renderAdmin(<StaffPanel />, {
      path: "/admin/*",
      route: "/admin/news",
      toaster: false,
      mocks: [
        answer(
          SetUpTotpDocument,
          {},
          {
            setUpTotp: {
              __typename: "TotpSetup",
              sharedSecret: "JBSWY3DPEHPK3PXP",
              setupUri: "otpauth://totp/School:office?secret=JBSWY3DPEHPK3PXP",
              qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
            },
          },
        ),
        answer(VerifyTotpSetupDocument, { code: "123456" }, { verifyTotpSetup: CODES }),
        answer(UnreadMessageCountDocument, {}, { unreadContactMessageCount: 0 }),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Set Up Two-Factor Authentication" })).toBeInTheDocument();
    expect(location.pathname).toBe("/admin/two-factor-setup");
    await user.type(await screen.findByRole("textbox", { name: /6-digit code/ }), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on two-factor" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);

    await user.click(screen.getByRole("button", { name: "Continue to the panel" }));
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
    expect(authSession.get()).toMatchObject({ status: "signed-in", mustSetUpTwoFactor: false });
    // One secret for the visit, whatever React's development mode runs twice.
    expect(sent.filter((name) => name === "SetUpTotp")).toHaveLength(1);
  });
});
