import { screen, within } from "@testing-library/react";
import { GeneralInfoDocument } from "../../../gql/graphql";
import { answer, networkFailure, schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { GeneralInfoPage } from "./general-info-page";

const document = (id: string, title: string) => ({
  __typename: "Document",
  id,
  title,
  size: "120 KB",
  fileUrl: `/files/${id}.pdf`,
  uploadDate: "2025-03-07T08:00:00.000Z",
});

const generalInfo = (sections: unknown[], otherDocuments: unknown[]) =>
  answer(
    GeneralInfoDocument,
    {},
    { generalInfoContent: { __typename: "GeneralInfoContent", sections, otherDocuments } },
  );

const section = (title: string, description: string, documents: unknown[]) => ({
  __typename: "DocumentSection",
  title,
  description,
  documents,
});

describe("GeneralInfoPage", () => {
  it("lists documents with upload date, size and a download link", async () => {
    renderPage(<GeneralInfoPage />, {
      path: "/general-info",
      mocks: [schoolIdentity(), generalInfo([], [document("d1", "School fees 2026")])],
    });
    expect(screen.getByText("Loading documents...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "School fees 2026" })).toBeInTheDocument();
    expect(screen.getByText(/Uploaded: 7 March 2025/)).toBeInTheDocument();
    expect(screen.getByText(/Size: 120 KB/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download School fees 2026" })).toHaveAttribute("href", "/files/d1.pdf");
  });

  it("groups documents under the headings staff chose, in their order, the rest after them", async () => {
    renderPage(<GeneralInfoPage />, {
      path: "/general-info",
      mocks: [
        schoolIdentity(),
        generalInfo(
          [
            section("Fees and uniform", "For the year ahead", [
              document("d2", "Uniform list"),
              document("d1", "School fees 2026"),
            ]),
            section("Empty for now", "", []),
          ],
          [document("d3", "Code of conduct")],
        ),
      ],
    });
    const fees = await screen.findByRole("region", { name: "Fees and uniform" });
    expect(within(fees).getByText("For the year ahead")).toBeInTheDocument();
    expect(
      within(fees)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Uniform list", "School fees 2026"]);
    const others = screen.getByRole("region", { name: "Other documents" });
    expect(within(others).getByRole("heading", { level: 3, name: "Code of conduct" })).toBeInTheDocument();
    // A heading with nothing under it is not shown to parents.
    expect(screen.queryByRole("heading", { name: "Empty for now" })).not.toBeInTheDocument();
  });

  it("says when loading fails", async () => {
    renderPage(<GeneralInfoPage />, {
      path: "/general-info",
      mocks: [schoolIdentity(), networkFailure(GeneralInfoDocument, {})],
    });
    expect(await screen.findByText("Failed to load documents. Please try again later.")).toBeInTheDocument();
  });

  it("says when there are no documents", async () => {
    renderPage(<GeneralInfoPage />, {
      path: "/general-info",
      mocks: [schoolIdentity(), generalInfo([section("Fees", "", [])], [])],
    });
    expect(await screen.findByText("No documents available at the moment.")).toBeInTheDocument();
  });
});
