import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  AdminSchoolDocument,
  ContentRevisionsDocument,
  RestoreSchoolDocument,
  UpdateSchoolDocument,
} from "../../../../gql/graphql";
import { renderAdmin, signIn } from "../../../../test/admin";
import { answer } from "../../../../test/mocks";
import { CONFLICT_MESSAGE } from "../components/content-editor";
import { SchoolSettingsEditor } from "./school-settings-form";

const week = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];

const officeHours = (friday = { opens: "07:30", closes: "23:30" }) =>
  week.map((day, index) => ({
    __typename: "OfficeDay",
    day,
    ...(index < 4 ? { opens: "07:30", closes: "12:00" } : index === 4 ? friday : { opens: null, closes: null }),
  }));

const school = (overrides: Record<string, unknown> = {}) => ({
  __typename: "School",
  name: "Berea Girls' Preparatory School",
  motto: "Courage, Kindness, Curiosity",
  foundingYear: 1887,
  tagline: "Educating girls in Johannesburg since {foundingYear}.",
  address: "Fife Ave, Berea 2198, Johannesburg",
  phone: "011 555 0100",
  email: "admin@school.example",
  mapUrl: null,
  admissionsPortalUrl: "https://www.gdeadmissions.gov.za/",
  timeZone: "Africa/Johannesburg",
  officeHours: officeHours(),
  socialLinks: [{ __typename: "SocialLink", network: "FACEBOOK", url: "https://facebook.com/school" }],
  version: 2,
  updatedAt: "2025-03-05T08:15:00.000Z",
  updatedBy: "office@school.example",
  ...overrides,
});

const revision = (version: number, savedAt: string, savedBy: string | null) => ({
  __typename: "ContentRevision",
  id: `r${version}`,
  version,
  savedAt,
  savedBy,
});

const revisions = (list = [revision(2, "2025-03-05T08:15:00.000Z", "office@school.example")]) =>
  answer(
    ContentRevisionsDocument,
    { page: "SCHOOL" },
    {
      contentRevisions: [
        ...list,
        revision(1, "2025-03-01T06:00:00.000Z", "head@school.example"),
        revision(0, "2025-03-01T06:00:00.000Z", null),
      ],
      school: { __typename: "School", timeZone: "Africa/Johannesburg" },
    },
  );

/** What the form sends when nothing was changed, apart from `overrides`. */
const input = (overrides: Record<string, unknown> = {}) => ({
  name: "Berea Girls' Preparatory School",
  motto: "Courage, Kindness, Curiosity",
  foundingYear: 1887,
  tagline: "Educating girls in Johannesburg since {foundingYear}.",
  address: "Fife Ave, Berea 2198, Johannesburg",
  phone: "011 555 0100",
  email: "admin@school.example",
  mapUrl: null,
  admissionsPortalUrl: "https://www.gdeadmissions.gov.za/",
  officeHours: officeHours().map(({ day, opens, closes }) => ({ day, opens, closes })),
  socialLinks: [{ network: "FACEBOOK", url: "https://facebook.com/school" }],
  ...overrides,
});

const failure = (code: string, fields?: Record<string, string>) => ({
  request: { query: UpdateSchoolDocument, variables: { input: input(), expectedVersion: 2 } },
  result: { errors: [new GraphQLError("Not saved", { extensions: { code, ...(fields && { fields }) } })] },
});

const load = () => answer(AdminSchoolDocument, {}, { school: school() });

const day = (name: string) => screen.getByRole("group", { name });

describe("SchoolSettingsEditor", () => {
  beforeEach(signIn);

  it("saves changed office hours with the version it loaded, and shows the saved version", async () => {
    const user = userEvent.setup();
    const friday = { opens: "07:30", closes: "14:00" };
    const sentHours = officeHours(friday).map(({ day: weekday, opens, closes }) => ({ day: weekday, opens, closes }));
    sentHours[0] = { day: "MONDAY", opens: null, closes: null };
    sentHours[5] = { day: "SATURDAY", opens: "08:00", closes: "11:00" };
    const saved = school({
      officeHours: sentHours.map((item) => ({ __typename: "OfficeDay", ...item })),
      version: 3,
      updatedAt: "2025-03-10T07:00:00.000Z",
    });
    const { cache, sent } = renderAdmin(<SchoolSettingsEditor />, {
      mocks: [
        load(),
        revisions(),
        {
          ...answer(
            UpdateSchoolDocument,
            { input: input({ officeHours: sentHours }), expectedVersion: 2 },
            { updateSchool: saved },
          ),
          delay: 50,
        },
        revisions([revision(3, "2025-03-10T07:00:00.000Z", "office@school.example")]),
      ],
    });

    const fridayCloses = within(await screen.findByRole("group", { name: "Friday" })).getByLabelText("Closes");
    expect(fridayCloses).toHaveValue("23:30");
    expect(within(day("Saturday")).getByRole("checkbox", { name: "Closed" })).toBeChecked();
    expect(within(day("Saturday")).queryByLabelText("Opens")).not.toBeInTheDocument();

    await user.clear(fridayCloses);
    await user.type(fridayCloses, "14:00");
    await user.click(within(day("Monday")).getByRole("checkbox", { name: "Closed" }));
    await user.click(within(day("Saturday")).getByRole("checkbox", { name: "Closed" }));
    await user.type(within(day("Saturday")).getByLabelText("Opens"), "08:00");
    await user.type(within(day("Saturday")).getByLabelText("Closes"), "11:00");
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("School settings saved")).toBeInTheDocument();
    expect(await screen.findByText(/^Version 3, saved/)).toBeInTheDocument();
    expect(screen.getByText("No unsaved changes.")).toBeInTheDocument();
    expect(within(day("Friday")).getByLabelText("Closes")).toHaveValue("14:00");
    // The answer replaced the one cached School; no query went out again for it.
    const cached = cache.readQuery({ query: AdminSchoolDocument });
    expect(cached?.school.officeHours[5]).toMatchObject({ opens: "08:00", closes: "11:00" });
    expect(sent.filter((name) => name === "AdminSchool")).toHaveLength(1);
  });

  it("keeps what was typed and explains a conflict when someone else saved first", async () => {
    const user = userEvent.setup();
    renderAdmin(<SchoolSettingsEditor />, {
      mocks: [
        load(),
        revisions(),
        {
          ...failure("CONFLICT"),
          request: {
            query: UpdateSchoolDocument,
            variables: { input: input({ motto: "Be brave" }), expectedVersion: 2 },
          },
        },
      ],
    });
    const motto = await screen.findByLabelText(/^Motto/);
    await user.clear(motto);
    await user.type(motto, "Be brave");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const alert = (await screen.findByText(CONFLICT_MESSAGE)).closest<HTMLElement>("[role=alert]")!;
    expect(alert).toHaveTextContent("Not saved");
    expect(within(alert).getByRole("button", { name: /Reload their version/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Motto/)).toHaveValue("Be brave");
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
  });

  it("shows the server's message at the field it names", async () => {
    const user = userEvent.setup();
    renderAdmin(<SchoolSettingsEditor />, {
      mocks: [
        load(),
        revisions(),
        failure("BAD_USER_INPUT", { "officeHours.4.closes": "Closing time must be after opening time" }),
      ],
    });
    await screen.findByRole("group", { name: "Friday" });
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const closes = await waitFor(() => {
      const field = within(day("Friday")).getByLabelText("Closes");
      expect(field).toHaveAttribute("aria-invalid", "true");
      return field;
    });
    expect(within(day("Friday")).getByText("Closing time must be after opening time")).toBeInTheDocument();
    expect(closes).toHaveValue("23:30");
    expect(within(day("Thursday")).getByLabelText("Closes")).not.toHaveAttribute("aria-invalid");
    const summary = screen.getAllByRole("alert").find((alert) => alert.textContent?.startsWith("Not saved"));
    expect(summary).toHaveTextContent("Some fields need attention. Nothing was saved.");
    expect(summary).toHaveTextContent("Closing time must be after opening time");
  });

  it("lists versions in the school's time and restores an older one after a confirmation", async () => {
    const user = userEvent.setup();
    const restored = school({ motto: "Old motto", version: 3, updatedAt: "2025-03-10T07:00:00.000Z" });
    renderAdmin(<SchoolSettingsEditor />, {
      mocks: [
        load(),
        revisions(),
        answer(RestoreSchoolDocument, { version: 1, expectedVersion: 2 }, { restoreSchool: restored }),
        revisions([
          revision(3, "2025-03-10T07:00:00.000Z", "office@school.example"),
          revision(2, "2025-03-05T08:15:00.000Z", "office@school.example"),
        ]),
      ],
    });
    const versions = await screen.findByRole("list", { name: "Saved versions" });
    const items = within(versions).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    // 06:00 UTC is 08:00 in Johannesburg.
    expect(items[1]).toHaveTextContent("Version 1");
    expect(items[1]).toHaveTextContent("08:00");
    expect(items[1]).toHaveTextContent("head@school.example");
    expect(items[2]).toHaveTextContent("The original text");
    expect(within(items[0]).getByText("Current")).toBeInTheDocument();
    expect(within(items[0]).queryByRole("button", { name: /Restore/ })).not.toBeInTheDocument();

    await user.click(within(items[1]).getByRole("button", { name: "Restore version 1" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("heading", { name: "Restore version 1?" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Restore version 1" }));

    expect(await screen.findByText("Version 1 restored")).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Motto/)).toHaveValue("Old motto");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Saved versions" })).getAllByRole("listitem")).toHaveLength(4),
    );
  });
});
