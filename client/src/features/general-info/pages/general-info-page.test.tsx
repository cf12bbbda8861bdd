import { screen } from "@testing-library/react";
import { DocumentsDocument } from "../../../gql/graphql";
import { answer, networkFailure, pageInfo, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { DOCUMENTS_PAGE_SIZE } from "../api/documents";
import { GeneralInfoPage } from "./general-info-page";

const vars = { first: DOCUMENTS_PAGE_SIZE };
const documents = (nodes: unknown[]) =>
  answer(DocumentsDocument, vars, { documents: { __typename: "DocumentConnection", nodes, pageInfo: pageInfo() } });

describe("GeneralInfoPage", () => {
  it("lists documents with upload date, size and a download link", async () => {
    renderPage(<GeneralInfoPage />, {
      path: "/general-info",
      mocks: [
        schoolIdentity(),
        documents([
          {
            __typename: "Document",
            id: "d1",
            title: "School fees 2026",
            size: "120 KB",
            fileUrl: "/files/fees.pdf",
            uploadDate: "2025-03-07T08:00:00.000Z",
          },
        ]),
      ],
    });
    expect(screen.getByText("Loading documents...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "School fees 2026" })).toBeInTheDocument();
    expect(screen.getByText(/Uploaded: 7 March 2025/)).toBeInTheDocument();
    expect(screen.getByText(/Size: 120 KB/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download School fees 2026" })).toHaveAttribute("href", "/files/fees.pdf");
  });

  it("says when loading fails", async () => {
    renderPage(<GeneralInfoPage />, {
      path: "/general-info",
      mocks: [schoolIdentity(), networkFailure(DocumentsDocument, vars)],
    });
    expect(await screen.findByText("Failed to load documents. Please try again later.")).toBeInTheDocument();
  });

  it("says when there are no documents", async () => {
    renderPage(<GeneralInfoPage />, { path: "/general-info", mocks: [schoolIdentity(), documents([])] });
    expect(await screen.findByText("No documents available at the moment.")).toBeInTheDocument();
  });
});
