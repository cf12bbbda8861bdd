import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PreviewLinksDocument, RevokePreviewLinkDocument, SharePreviewDocument } from "../../../../gql/graphql";
import { renderAdmin } from "../../../../test/admin";
import { answer, schoolIdentity } from "../../../../test/mocks";
import { SharePreviewButton } from "./share-preview-button";

const draft = { id: "n1", title: "Sports day", publishedAt: null, expiresAt: null };
const variables = { kind: "NEWS", itemId: "n1" };
const link = (id: string, token: string, expiresAt: string) => ({ __typename: "PreviewLink", id, token, expiresAt });
const older = link("l1", "older-token", "2030-03-30T08:00:00.000Z");
const fresh = link("l2", "fresh-token", "2030-04-08T08:00:00.000Z");

describe("SharePreviewButton", () => {
  it("creates a link, shows it with its expiry, copies it, and lists the item's other working links", async () => {
    const user = userEvent.setup();
    renderAdmin(<SharePreviewButton kind="NEWS" item={draft} path="/news/n1" />, {
      mocks: [
        schoolIdentity(),
        answer(SharePreviewDocument, variables, { sharePreview: fresh }),
        answer(PreviewLinksDocument, variables, { previewLinks: [fresh, older] }),
      ],
    });
    await user.click(screen.getByRole("button", { name: "Share preview link of Sports day" }));

    const dialog = await screen.findByRole("dialog", { name: "Share a preview of “Sports day”" });
    const newest = await within(dialog).findByLabelText("Preview link, works until 08 Apr 2030, 10:00");
    expect(newest).toHaveValue(`${window.location.origin}/news/n1?preview=fresh-token`);
    expect(await within(dialog).findByLabelText("Preview link, works until 30 Mar 2030, 10:00")).toHaveValue(
      `${window.location.origin}/news/n1?preview=older-token`,
    );

    await user.click(within(dialog).getByRole("button", { name: "Copy the link that works until 08 Apr 2030, 10:00" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/news/n1?preview=fresh-token`);
    expect(await screen.findByText("Preview link copied")).toBeInTheDocument();
  });

  it("withdraws a link: it leaves the list", async () => {
    const user = userEvent.setup();
    renderAdmin(<SharePreviewButton kind="NEWS" item={draft} path="/news/n1" />, {
      mocks: [
        schoolIdentity(),
        answer(SharePreviewDocument, variables, { sharePreview: fresh }),
        answer(PreviewLinksDocument, variables, { previewLinks: [fresh, older] }),
        answer(
          RevokePreviewLinkDocument,
          { id: "l1" },
          {
            revokePreviewLink: { __typename: "PreviewLink", id: "l1", revokedAt: "2030-04-01T08:00:00.000Z" },
          },
        ),
      ],
    });
    await user.click(screen.getByRole("button", { name: "Share preview link of Sports day" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(
      await within(dialog).findByRole("button", { name: "Withdraw the link that works until 30 Mar 2030, 10:00" }),
    );

    expect(await screen.findByText("Preview link withdrawn")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByLabelText("Preview link, works until 30 Mar 2030, 10:00")).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText("Preview link, works until 08 Apr 2030, 10:00")).toBeInTheDocument();
  });

  it("is not offered for an item parents can already see", () => {
    renderAdmin(
      <SharePreviewButton kind="NEWS" item={{ ...draft, publishedAt: "2020-01-01T00:00:00.000Z" }} path="/news/n1" />,
      { mocks: [schoolIdentity()] },
    );
    expect(screen.queryByRole("button", { name: /Share preview link/ })).not.toBeInTheDocument();
  });
});
