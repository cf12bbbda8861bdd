import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDocumentsDocument, CreateDocumentDocument, UpdateDocumentDocument } from "../../../../gql/graphql";
import { countOf, renderAdmin, signIn } from "../../../../test/admin";
import { answer, pageInfo } from "../../../../test/mocks";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";
import { DocumentsManagementPage } from "./documents-management-page";

const document = (overrides: Record<string, unknown> = {}) => ({
  __typename: "Document",
  id: "d1",
  title: "Uniform list",
  size: "12 KB",
  fileUrl: "/documents/d1/download",
  uploadDate: "2025-03-01T08:00:00.000Z",
  createdAt: "2025-03-01T08:00:00.000Z",
  ...overrides,
});
const list = (nodes: unknown[]) =>
  answer(
    AdminDocumentsDocument,
    { first: ADMIN_PAGE_SIZE },
    { documents: { __typename: "DocumentConnection", nodes, pageInfo: pageInfo() } },
  );

describe("DocumentsManagementPage", () => {
  beforeEach(signIn);

  it("says when nothing is uploaded yet", async () => {
    renderAdmin(<DocumentsManagementPage />, { mocks: [list([])] });
    expect(await screen.findByText("No documents uploaded yet.")).toBeInTheDocument();
  });

  it("needs a title and a PDF, then uploads it and lists it first without refetching", async () => {
    const user = userEvent.setup();
    const pdf = new File(["%PDF-1.7"], "fees.pdf", { type: "application/pdf" });
    const { sent } = renderAdmin(<DocumentsManagementPage />, {
      mocks: [
        list([document()]),
        {
          ...answer(
            CreateDocumentDocument,
            { input: { title: "School fees", file: pdf } },
            {
              createDocument: document({ id: "d2", title: "School fees", createdAt: "2025-03-09T08:00:00.000Z" }),
            },
          ),
          delay: 200,
        },
      ],
    });
    expect(await screen.findByRole("link", { name: "Download" })).toHaveAttribute("target", "_blank");
    expect(screen.getByText(/Size: 12 KB/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Upload Document" }));
    expect(screen.getByText("Document Title is required")).toBeInTheDocument();
    expect(screen.getByText("Please select a file to upload")).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText("Enter document title"), "School fees");
    await user.upload(screen.getByLabelText(/PDF File/), pdf);
    await user.click(screen.getByRole("button", { name: "Upload Document" }));
    expect(screen.getByText("Uploading...")).toBeInTheDocument();

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
          { id: "d1", input: { title: "Uniform list 2027" } },
          { updateDocument: document({ title: "Uniform list 2027" }) },
        ),
        answer(
          UpdateDocumentDocument,
          { id: "d1", input: { title: "Uniform list 2027", file: pdf } },
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
          request: { query: UpdateDocumentDocument, variables: { id: "d1", input: { title: "Fees", file: notPdf } } },
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
});
