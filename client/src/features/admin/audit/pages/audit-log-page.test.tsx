import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuditLogDocument } from "../../../../gql/graphql";
import { renderAdmin, signIn } from "../../../../test/admin";
import { answer, networkFailure, pageInfo } from "../../../../test/mocks";
import { ADMIN_PAGE_SIZE } from "../../components/admin-list";
import { AuditLogPage } from "./audit-log-page";

const entry = (id: string, fields: Record<string, unknown>) => ({
  __typename: "AuditEntry",
  id,
  at: "2026-11-23T07:15:00.000Z",
  actor: "office@school.example",
  action: "UPDATE",
  subjectType: "News article",
  summary: 'Updated "Sports day": title',
  clientAddress: "196.25.1.1",
  ...fields,
});

const log = (variables: Record<string, unknown>, nodes: unknown[]) =>
  answer(
    AuditLogDocument,
    { first: ADMIN_PAGE_SIZE, action: null, subjectType: null, search: null, ...variables },
    {
      auditLog: { __typename: "AuditEntryConnection", nodes, pageInfo: pageInfo() },
      auditSubjectTypes: ["News article", "Staff account"],
      school: { __typename: "School", timeZone: "Africa/Johannesburg" },
    },
  );

describe("AuditLogPage", () => {
  beforeEach(signIn);

  it("lists who did what, when (in the school's time) and from where, and filters by action", async () => {
    const user = userEvent.setup();
    const failed = entry("e2", {
      actor: "someone",
      action: "SIGN_IN_FAILED",
      subjectType: "Staff account",
      summary: 'Failed sign-in as "someone"',
    });
    renderAdmin(<AuditLogPage />, {
      mocks: [log({}, [entry("e1", {}), failed]), log({ action: "SIGN_IN_FAILED" }, [failed])],
    });

    const activity = await screen.findByRole("list", { name: "Activity" });
    const [first] = within(activity).getAllByRole("listitem");
    expect(first).toHaveTextContent('Updated "Sports day": title');
    expect(first).toHaveTextContent("Changed");
    expect(first).toHaveTextContent("23 Nov 2026, 09:15 · office@school.example · from 196.25.1.1");

    await user.selectOptions(screen.getByRole("combobox", { name: "Action" }), "Sign-in failed");
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Activity" })).getAllByRole("listitem")).toHaveLength(1),
    );
    expect(screen.getByRole("listitem")).toHaveTextContent('Sign-in failedStaff accountFailed sign-in as "someone"');
    expect(screen.getByRole("combobox", { name: "Kind" })).toHaveTextContent("News article");
  });

  it("says when loading fails", async () => {
    renderAdmin(<AuditLogPage />, {
      mocks: [
        networkFailure(AuditLogDocument, { first: ADMIN_PAGE_SIZE, action: null, subjectType: null, search: null }),
      ],
    });
    expect(await screen.findByText("Failed to load the activity log.")).toBeInTheDocument();
  });

  it("says when there is no activity yet", async () => {
    renderAdmin(<AuditLogPage />, { mocks: [log({}, [])] });
    expect(await screen.findByText("Changes and sign-ins appear here as they happen.")).toBeInTheDocument();
  });
});
