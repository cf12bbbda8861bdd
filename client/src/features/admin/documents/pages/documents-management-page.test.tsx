import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDocumentsDocument, CreateDocumentDocument, UpdateDocumentDocument } from "../../../../gql/graphql";
import { countOf, renderAdmin, signIn } from "../../../../test/admin";
import { answer, pageInfo } from "../../../../test/mocks";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";
import { DocumentsManagementPage } from "./documents-management-page";

const document = (overrides: Record<string, unknown> = {}) => ({
  __typename: "Document",
  id: "d1",
  version: 1,
  title: "Uniform list",
  size: "12 KB",
  fileUrl: "/documents/d1/download",
  uploadDate: "2025-03-01T08:00:00.000Z",
  createdAt: "2025-03-01T08:00:00.000Z",
  publishedAt: "2025-03-01T08:00:00.000Z",
  expiresAt: null,
  ...overrides,
});
const list = (nodes: unknown[], state: string | null = null) =>
  answer(
    AdminDocumentsDocument,
    { first: ADMIN_PAGE_SIZE, state },
    { documents: { __typename: "DocumentConnection", nodes, pageInfo: pageInfo() } },
  );
/** What the forms send for publishing when staff leave it as it is: published. */
const PUBLISH = { action: "PUBLISH", publishAt: null, expiresAt: null };

describe("DocumentsManagementPage", () => {
  beforeEach(signIn);

  it("says when nothing is uploaded yet", async () => {
    renderAdmin(<DocumentsManagementPage />, { mocks: [list([])] });
    expect(await screen.findByText("No documents uploaded yet.")).toBeInTheDocument();
  });

  it("needs a title and a PDF, then uploads it and lists it first without refetching", async () => {
    const user = userEvent.setup();
    const pdf = new File(["%PDF-1.7"], "fees.pdf", { type: "application/pdf" });
    const { sent, hold } = renderAdmin(<DocumentsManagementPage />, {
      mocks: [
        list([document()]),
        answer(
          CreateDocumentDocument,
          { input: { title: "School fees", file: pdf, publication: PUBLISH } },
          { createDocument: document({ id: "d2", title: "School fees", createdAt: "2025-03-09T08:00:00.000Z" }) },
        ),
      ],
    });
    expect(await screen.findByRole("link", { name: "Download" })).toHaveAttribute("target", "_blank");
    expect(screen.getByText(/Size: 12 KB/)).toBeInTheDocument();

    expect(screen.getByRole("radio", { name: "Draft" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(screen.getByText("Document Title is required")).toBeInTheDocument();
    expect(screen.getByText("Please select a file to upload")).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText("Enter document title"), "School fees");
    await user.upload(screen.getByLabelText(/PDF File/), pdf);
    const release = hold("CreateDocument");
    await user.click(screen.getByRole("radio", { name: "Publish now" }));
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(screen.getByText("Uploading...")).toBeInTheDocument();
    release();

    expect(await screen.findByText("Document uploaded successfully")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "School fees",
      "Uniform list",
    ]);
    expect(screen.getByPlaceholderText("Enter document title")).toHaveValue("");
    expect(countOf(sent, "AdminDocuments")).toBe(1);
  });

  it("renames a document, and replaces its file, in one dialog that says the address stays", async () => {
    const user = userEvent.setup();
    const pdf = new File(["%PDF-1.7 new"], "uniform-2027.pdf", { type: "application/pdf" });
    const { sent } = renderAdmin(<DocumentsManagementPage />, {
      mocks: [
        list([document()]),
        answer(
          UpdateDocumentDocument,
          { id: "d1", expectedVersion: 1, input: { title: "Uniform list 2027", publication: PUBLISH } },
          { updateDocument: document({ title: "Uniform list 2027" }) },
        ),
        answer(
          UpdateDocumentDocument,
          { id: "d1", expectedVersion: 1, input: { title: "Uniform list 2027", file: pdf, publication: PUBLISH } },
          { updateDocument: document({ title: "Uniform list 2027", size: "30 KB" }) },
        ),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Edit Uniform list" }));
    let dialog = await screen.findByRole("dialog", { name: "Rename or Replace Document" });
    expect(dialog).toHaveTextContent("The download address stays the same");
    const title = within(dialog).getByRole("textbox", { name: /^Document Title/ });
    expect(title).toHaveValue("Uniform list");
    await user.clear(title);
    await user.type(title, "Uniform list 2027");
    await user.click(within(dialog).getByRole("button", { name: "Save Document" }));
    expect(await screen.findByText("Document renamed")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { level: 3, name: "Uniform list 2027" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download" })).toHaveAttribute("href", "/documents/d1/download");

    await user.click(screen.getByRole("button", { name: "Edit Uniform list 2027" }));
    dialog = await screen.findByRole("dialog", { name: "Rename or Replace Document" });
    await user.upload(within(dialog).getByLabelText(/New PDF File/), pdf);
    await user.click(within(dialog).getByRole("button", { name: "Save Document" }));
    expect(await screen.findByText("Document file replaced")).toBeInTheDocument();
    expect(screen.getByText(/Size: 30 KB/)).toBeInTheDocument();
    expect(countOf(sent, "AdminDocuments")).toBe(1);
  });

  it("keeps the dialog and the input open with the server's reason when a replacement is refused", async () => {
    const user = userEvent.setup();
    const notPdf = new File(["hello"], "fees.pdf", { type: "application/pdf" });
    renderAdmin(<DocumentsManagementPage />, {
      mocks: [
        list([document()]),
        {
          request: {
            query: UpdateDocumentDocument,
            variables: { id: "d1", expectedVersion: 1, input: { title: "Fees", file: notPdf, publication: PUBLISH } },
          },
          result: {
            errors: [
              {
                message: "The file is not a PDF",
                extensions: { code: "BAD_USER_INPUT", fields: { file: "The file is not a PDF" } },
              },
            ],
          },
        },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Edit Uniform list" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename or Replace Document" });
    const title = within(dialog).getByRole("textbox", { name: /^Document Title/ });
    await user.clear(title);
    await user.click(within(dialog).getByRole("button", { name: "Save Document" }));
    expect(within(dialog).getByText("Document Title is required")).toBeInTheDocument();

    await user.type(title, "Fees");
    await user.upload(within(dialog).getByLabelText(/New PDF File/), notPdf);
    await user.click(within(dialog).getByRole("button", { name: "Save Document" }));
    expect(await within(dialog).findByText("The file is not a PDF")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("The document was not saved");
    expect(title).toHaveValue("Fees");
    expect(screen.getByRole("dialog", { name: "Rename or Replace Document" })).toBeInTheDocument();
    // Behind the open dialog, the list still shows the saved title.
    expect(screen.getByRole("heading", { level: 3, name: "Uniform list", hidden: true })).toBeInTheDocument();
  });

  it("schedules a document for later, shows each state in words and filters the list by state", async () => {
    const user = userEvent.setup();
    const draft = document({ id: "d2", title: "New policy", publishedAt: null });
    renderAdmin(<DocumentsManagementPage />, {
      mocks: [
        list([document()]),
        answer(
          UpdateDocumentDocument,
          {
            id: "d1",
            expectedVersion: 1,
            // 08:00 on 1 April 2030 in Johannesburg is 06:00 UTC.
            input: {
              title: "Uniform list",
              publication: { ...PUBLISH, action: "SCHEDULE", publishAt: "2030-04-01T06:00:00.000Z" },
            },
          },
          { updateDocument: document({ publishedAt: "2030-04-01T06:00:00.000Z" }) },
        ),
        list([draft], "DRAFT"),
      ],
    });
    const row = (await screen.findByRole("heading", { level: 3, name: "Uniform list" })).closest("article")!;
    expect(within(row).getByText("Published")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit Uniform list" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename or Replace Document" });
    await user.click(within(dialog).getByRole("radio", { name: "Schedule for later" }));
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    expect(within(dialog).getByText("Choose when to publish")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Publish at/), { target: { value: "2030-04-01T08:00" } });
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await within(row).findByText("Scheduled: 01 Apr 2030, 08:00")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Drafts");
    const draftRow = (await screen.findByRole("heading", { level: 3, name: "New policy" })).closest("article")!;
    expect(within(draftRow).getByText("Draft")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3, name: "Uniform list" })).not.toBeInTheDocument();
  });

  it("asks before Esc or Cancel throws away a changed title, and nothing when it is unchanged", async () => {
    const user = userEvent.setup();
    renderAdmin(<DocumentsManagementPage />, { mocks: [list([document()])] });
    await user.click(await screen.findByRole("button", { name: "Edit Uniform list" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Edit Uniform list" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename or Replace Document" });
    const title = within(dialog).getByRole("textbox", { name: /^Document Title/ });
    await user.type(title, " 2027");
    await user.keyboard("{Escape}");
    const question = await within(dialog).findByRole("alert");
    expect(question).toHaveTextContent("Close without saving?");
    await user.click(within(question).getByRole("button", { name: "Keep editing" }));
    expect(title).toHaveValue("Uniform list 2027");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(dialog).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { level: 3, name: "Uniform list" })).toBeInTheDocument();
  });

  it("downloads a draft with the staff member's sign-in, since its public address answers 404", async () => {
    const user = userEvent.setup();
    const fetched = jest.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response(new Blob(["%PDF-1.7"]), { status: 200 })),
    );
    const original = global.fetch;
    global.fetch = fetched as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => "blob:draft");
    URL.revokeObjectURL = jest.fn();
    renderAdmin(<DocumentsManagementPage />, { mocks: [list([document({ publishedAt: null })])] });
    await user.click(await screen.findByRole("link", { name: "Download" }));
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    expect(fetched.mock.calls[0][0]).toBe("/documents/d1/download");
    expect(fetched.mock.calls[0][1]?.headers).toEqual({ Authorization: "Bearer token-1" });
    global.fetch = original;
  });
});
