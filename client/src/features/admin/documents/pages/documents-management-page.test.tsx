import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDocumentsDocument, CreateDocumentDocument } from "../../../../gql/graphql";
import { countOf, renderAdmin, signIn } from "../../../../test/admin";
import { answer, pageInfo } from "../../../../test/mocks";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";
import { DocumentsManagementPage } from "./documents-management-page";

const document = (overrides: Record<string, unknown> = {}) => ({
  __typename: "Document",
  id: "d1",
  title: "Uniform list",
  size: "12 KB",
  fileUrl: "/files/d1.pdf",
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
});
