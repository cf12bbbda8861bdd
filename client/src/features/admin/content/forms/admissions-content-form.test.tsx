import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AdminAdmissionsContentDocument,
  ContentRevisionsDocument,
  UpdateAdmissionsContentDocument,
} from "../../../../gql/graphql";
import { renderAdmin, signIn } from "../../../../test/admin";
import { answer } from "../../../../test/mocks";
import { AdmissionsContentEditor } from "./admissions-content-form";

const keyDate = (label: string, startDate: string | null, endDate: string | null, note: string | null) => ({
  label,
  startDate,
  endDate,
  note,
});

const content = {
  intakeYear: 2026,
  subtitle: "Applications for {intakeYear}.",
  applicationsOpen: "2025-07-11T08:00",
  applicationsClose: "2025-08-14T00:00",
  processSteps: ["Apply online."],
  requiredDocuments: ["Birth certificate"],
  importantNote: "Select 3 to 5 schools.",
  keyDates: [
    keyDate("Application period", "2025-07-11", "2025-08-14", null),
    keyDate("Accepting an offer", null, null, "Within 7 days of the offer"),
  ],
  closingNote: "The department will place your child.",
  sections: [{ title: "FAQ", intro: null, numbered: false, items: [{ title: "When?", text: "In July." }] }],
};

const typed = {
  __typename: "AdmissionsContent",
  ...content,
  keyDates: content.keyDates.map((date) => ({ __typename: "KeyDate", ...date })),
  sections: content.sections.map((section) => ({
    __typename: "AdmissionsSection",
    ...section,
    items: section.items.map((item) => ({ __typename: "AdmissionsItem", ...item })),
  })),
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

const revisions = (list: unknown[]) =>
  answer(
    ContentRevisionsDocument,
    { page: "ADMISSIONS" },
    { contentRevisions: list, school: { __typename: "School", timeZone: "Africa/Johannesburg" } },
  );

describe("AdmissionsContentEditor", () => {
  beforeEach(signIn);

  it("sends changed key dates and opening time as the page's first version", async () => {
    const user = userEvent.setup();
    const input = {
      ...content,
      applicationsOpen: "2025-07-14T09:00",
      keyDates: [
        keyDate("Application period", "2025-07-14", "2025-08-14", null),
        keyDate("Accepting an offer", null, null, "Within 7 days of the offer"),
        keyDate("Open day", "2025-06-20", null, null),
      ],
    };
    const saved = { ...typed, ...input, version: 1, updatedAt: "2025-06-01T08:00:00.000Z", updatedBy: "a@b.example" };
    saved.keyDates = input.keyDates.map((date) => ({ __typename: "KeyDate", ...date }));
    renderAdmin(<AdmissionsContentEditor />, {
      mocks: [
        answer(AdminAdmissionsContentDocument, {}, { admissionsContent: typed }),
        revisions([]),
        answer(UpdateAdmissionsContentDocument, { input, expectedVersion: 0 }, { updateAdmissionsContent: saved }),
        revisions([
          { __typename: "ContentRevision", id: "r1", version: 1, savedAt: saved.updatedAt, savedBy: "a@b.example" },
        ]),
      ],
    });
    expect(await screen.findByText("The page shows its original text: nobody has saved it yet.")).toBeInTheDocument();
    expect(screen.getByText("No saved versions yet: the page shows its original text.")).toBeInTheDocument();

    const opens = screen.getByLabelText(/^Applications open/);
    await user.clear(opens);
    await user.type(opens, "2025-07-14T09:00");
    const first = screen.getByRole("group", { name: "Key date 1" });
    await user.clear(within(first).getByLabelText("Date"));
    await user.type(within(first).getByLabelText("Date"), "2025-07-14");
    await user.click(screen.getByRole("button", { name: "Add key date" }));
    const added = screen.getByRole("group", { name: "Key date 3" });
    await user.type(within(added).getByLabelText(/^Label/), "Open day");
    await user.type(within(added).getByLabelText("Date"), "2025-06-20");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Admissions saved")).toBeInTheDocument();
    expect(await screen.findByText(/^Version 1, saved .* by a@b\.example\.$/)).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "Key date 3" })).getByLabelText("Date")).toHaveValue("2025-06-20");
  });
});
