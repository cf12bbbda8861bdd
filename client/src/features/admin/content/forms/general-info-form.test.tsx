import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  AdminGeneralInfoContentDocument,
  ContentRevisionsDocument,
  UpdateGeneralInfoContentDocument,
} from "../../../../gql/graphql";
import { renderAdmin, signIn } from "../../../../test/admin";
import { answer } from "../../../../test/mocks";
import type { Mocks } from "../../../../test/mocks";
import { GeneralInfoEditor } from "./general-info-form";

const FEES = "0b7e9c1a-2f44-4a8b-9d61-3c5e8f7a1b01";
const UNIFORM = "0b7e9c1a-2f44-4a8b-9d61-3c5e8f7a1b02";
const CONDUCT = "0b7e9c1a-2f44-4a8b-9d61-3c5e8f7a1b03";

const document = (id: string, title: string) => ({ __typename: "Document", id, title });

const content = (overrides: Record<string, unknown> = {}) => ({
  __typename: "GeneralInfoContent",
  sections: [
    {
      __typename: "DocumentSection",
      title: "Fees",
      description: "",
      documents: [document(FEES, "School fees 2026")],
    },
  ],
  otherDocuments: [document(UNIFORM, "Uniform list"), document(CONDUCT, "Code of conduct")],
  version: 1,
  updatedAt: "2025-03-05T08:15:00.000Z",
  updatedBy: "office@school.example",
  ...overrides,
});

const revisions = () =>
  answer(
    ContentRevisionsDocument,
    { page: "GENERAL_INFO" },
    { contentRevisions: [], school: { __typename: "School", timeZone: "Africa/Johannesburg" } },
  );

/** The page as loaded, its history before and after the save, and the save's answer. */
const mocks = (update: Mocks[number]): Mocks => [
  answer(AdminGeneralInfoContentDocument, {}, { generalInfoContent: content() }),
  revisions(),
  update,
  revisions(),
];

const section = (number: number) => screen.getByRole("group", { name: `Section ${number}` });

describe("GeneralInfoEditor", () => {
  beforeEach(signIn);

  it("adds a section and places documents in it, offering only those in no section", async () => {
    const user = userEvent.setup();
    const saved = content({
      sections: [
        ...content().sections,
        {
          __typename: "DocumentSection",
          title: "Policies",
          description: "Read before the first day",
          documents: [document(CONDUCT, "Code of conduct")],
        },
      ],
      otherDocuments: [document(UNIFORM, "Uniform list")],
      version: 2,
    });
    renderAdmin(<GeneralInfoEditor />, {
      mocks: mocks(
        answer(
          UpdateGeneralInfoContentDocument,
          {
            input: {
              sections: [
                { title: "Fees", description: "", documentIds: [FEES] },
                { title: "Policies", description: "Read before the first day", documentIds: [CONDUCT] },
              ],
            },
            expectedVersion: 1,
          },
          { updateGeneralInfoContent: saved },
        ),
      ),
    });

    const inNoSection = await screen.findByRole("group", { name: "In no section" });
    expect(
      within(inNoSection)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Code of conduct", "Uniform list"]);

    await user.click(screen.getByRole("button", { name: "Add section" }));
    await user.type(within(section(2)).getByLabelText(/^Heading/), "Policies");
    await user.type(within(section(2)).getByLabelText(/^Description/), "Read before the first day");
    await user.click(within(section(2)).getByRole("button", { name: "Add document" }));
    const choice = within(section(2)).getByRole("combobox", { name: "Document" });
    expect(
      within(choice)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a document", "Code of conduct", "Uniform list"]);
    await user.selectOptions(choice, "Code of conduct");
    expect(
      within(inNoSection)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Uniform list"]);

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(/^Version 2, saved/)).toBeInTheDocument();
  });

  it("asks for a document left unchosen without sending, and a message follows its section when moved", async () => {
    const user = userEvent.setup();
    const sent = {
      input: {
        sections: [
          { title: "Fees", description: "", documentIds: [FEES] },
          { title: "Forms", description: "", documentIds: [] },
        ],
      },
      expectedVersion: 1,
    };
    renderAdmin(<GeneralInfoEditor />, {
      mocks: mocks({
        request: { query: UpdateGeneralInfoContentDocument, variables: sent },
        result: {
          errors: [
            new GraphQLError("Not saved", {
              extensions: {
                code: "BAD_USER_INPUT",
                fields: { "sections.0.documentIds.0": "This document no longer exists" },
              },
            }),
          ],
        },
      }),
    });
    await screen.findByRole("group", { name: "Section 1" });
    await user.click(screen.getByRole("button", { name: "Add section" }));
    await user.type(within(section(2)).getByLabelText(/^Heading/), "Forms");
    await user.click(within(section(2)).getByRole("button", { name: "Add document" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await within(section(2)).findByText("Choose a document", { selector: "*:not(option)" })).toBeInTheDocument();

    await user.click(within(section(2)).getByRole("button", { name: "Remove Document 1" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(within(section(1)).getByText("This document no longer exists")).toBeInTheDocument());

    // Moved below 'Forms', the section keeps its message; the one now first has none.
    await user.click(screen.getByRole("button", { name: "Move Section 1 down" }));
    expect(within(section(2)).getByLabelText(/^Heading/)).toHaveValue("Fees");
    expect(within(section(2)).getByText("This document no longer exists")).toBeInTheDocument();
    expect(within(section(1)).queryByText("This document no longer exists")).not.toBeInTheDocument();
  });
});
