import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AdminAnnouncementsListDocument,
  CreateAnnouncementDocument,
  HomeAnnouncementsDocument,
} from "../../../gql/graphql";
import type { HomeAnnouncementsQuery } from "../../../gql/graphql";
import { DEFAULT_TIME_ZONE } from "../../../api/school-identity";
import { todayIn } from "../../../lib/dates";
import { countOf, renderAdmin, signIn } from "../../../test/admin";
import { announcementItem, answer, pageInfo } from "../../../test/mocks";
import { ADMIN_PAGE_SIZE } from "../components/admin-list";
import { announcementsAdminSection } from "./announcements-screen";

const AnnouncementsManagementPage = announcementsAdminSection.Page;

const staffItem = (overrides: Record<string, unknown> = {}) =>
  announcementItem({
    urgent: false,
    active: true,
    requestedPriority: null,
    createdAt: "2025-03-05T08:00:00.000Z",
    ...overrides,
  });

const hidden = staffItem({ id: "a0", title: "Old notice", active: false, date: "2025-03-01" });
const list = (nodes: unknown[]) =>
  answer(
    AdminAnnouncementsListDocument,
    { first: ADMIN_PAGE_SIZE, state: null },
    { announcements: { __typename: "AnnouncementConnection", nodes, pageInfo: pageInfo() } },
  );

describe("the announcements screen", () => {
  beforeEach(signIn);

  it("lists inactive announcements too, with their badges", async () => {
    renderAdmin(<AnnouncementsManagementPage />, {
      mocks: [list([staffItem({ urgent: true, priority: "high" }), hidden])],
    });
    expect(screen.getByText("Loading announcements...")).toBeInTheDocument();
    expect(await screen.findByText("Old notice")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "All Announcements" })).toBeInTheDocument();
    expect(screen.getByText("Urgent")).toBeInTheDocument();
    expect(screen.getByText("Inactive")).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
  });

  it("invites a first announcement when there are none", async () => {
    renderAdmin(<AnnouncementsManagementPage />, { mocks: [list([])] });
    expect(await screen.findByText("No announcements found.")).toBeInTheDocument();
    expect(screen.getByText("Create your first announcement!")).toBeInTheDocument();
  });

  it("opens the form with today, not urgent and active, and adds an inactive one to the admin list only", async () => {
    const user = userEvent.setup();
    const input = {
      title: "Staff meeting",
      content: "<p>No aftercare on Monday.</p>",
      date: todayIn(DEFAULT_TIME_ZONE),
      urgent: false,
      active: false,
      publication: { action: "PUBLISH", publishAt: null, expiresAt: null },
    };
    const created = staffItem({ id: "a9", ...input, date: "2099-01-01", createdAt: "2099-01-01T08:00:00.000Z" });
    const { sent, cache, hold } = renderAdmin(<AnnouncementsManagementPage />, {
      mocks: [list([staffItem()]), answer(CreateAnnouncementDocument, { input }, { createAnnouncement: created })],
    });
    await screen.findByText("Early closing");
    cache.writeQuery({
      query: HomeAnnouncementsDocument,
      variables: { first: 6 },
      data: {
        announcements: { __typename: "AnnouncementConnection", nodes: [staffItem()] },
      } as unknown as HomeAnnouncementsQuery,
    });

    await user.click(screen.getByRole("button", { name: "Add Announcement" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Create New Announcement" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(todayIn(DEFAULT_TIME_ZONE));
    expect(within(dialog).getByRole("checkbox", { name: "Mark as Urgent" })).not.toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Active" })).toBeChecked();

    expect(within(dialog).getByRole("radio", { name: "Draft" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Save draft" }));
    expect(within(dialog).getByText("Title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Content is required")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Title/), input.title);
    await user.type(within(dialog).getByLabelText(/^Content/), "No aftercare on Monday.");
    await user.click(within(dialog).getByRole("checkbox", { name: "Active" }));
    const release = hold("CreateAnnouncement");
    await user.click(within(dialog).getByRole("radio", { name: "Publish now" }));
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(within(dialog).getByText("Creating...")).toBeInTheDocument();
    release();

    expect(await screen.findByText("Announcement created successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("Staff meeting")).toBeInTheDocument();
    expect(countOf(sent, "AdminAnnouncementsList")).toBe(1);
    // Visitors never see an inactive announcement.
    const home = cache.readQuery({ query: HomeAnnouncementsDocument, variables: { first: 6 } });
    expect(home?.announcements.nodes.map((node) => node.title)).toEqual(["Early closing"]);
  });

  it("posts an urgent notice that comes down by itself at a time on the school's clock", async () => {
    const user = userEvent.setup();
    const input = {
      title: "School closes at 12:00",
      content: "<p>Collect your daughter at noon.</p>",
      date: todayIn(DEFAULT_TIME_ZONE),
      urgent: true,
      active: true,
      // 18:00 in Johannesburg is 16:00 UTC.
      publication: { action: "PUBLISH", publishAt: null, expiresAt: "2030-05-02T16:00:00.000Z" },
    };
    const { publication: _sent, ...fields } = input;
    const created = staffItem({
      id: "a7",
      ...fields,
      priority: "high",
      publishedAt: "2030-05-02T06:00:00.000Z",
      expiresAt: "2030-05-02T16:00:00.000Z",
    });
    renderAdmin(<AnnouncementsManagementPage />, {
      mocks: [list([]), answer(CreateAnnouncementDocument, { input }, { createAnnouncement: created })],
    });
    await screen.findByText("Create your first announcement!");
    await user.click(screen.getByRole("button", { name: "Add Announcement" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/^Title/), input.title);
    await user.type(within(dialog).getByLabelText(/^Content/), "Collect your daughter at noon.");
    await user.click(within(dialog).getByRole("checkbox", { name: "Mark as Urgent" }));
    fireEvent.change(within(dialog).getByLabelText(/^Take down at/), { target: { value: "2030-05-02T18:00" } });
    await user.click(within(dialog).getByRole("radio", { name: "Publish now" }));
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Published in 2030 as far as the mock says: shown as scheduled until then.
    expect(await screen.findByText("Scheduled: 02 May 2030, 08:00")).toBeInTheDocument();
  });
});
