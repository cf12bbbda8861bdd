import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, print, visit } from "graphql";
import type { DocumentNode } from "graphql";
import { SCHOOL_IDENTITY } from "../../server/src/graphql/shell-identity";
import { AuditService } from "../../server/src/modules/audit";
import { ContentService } from "../../server/src/modules/content/content.service";
import { PostgresAssetStore } from "../../server/src/modules/files";
import { EDITABLE_PAGES, pageInput } from "../support/fixtures";
import { jpeg } from "../support/files";
import type { Json } from "../support/json";
import { PNG_1X1, TINY_PDF, rest } from "../support/rest";
import { staffUser, startTestServer } from "../support/test-server";
import type { TestServer } from "../support/test-server";
import { upload } from "../support/upload";

const SCHOOL = `{ school { version updatedBy name motto foundingYear tagline address phone email timeZone
  admissionsPortalUrl mapUrl officeHours { day opens closes } socialLinks { network url } } }`;
const UPDATE_SCHOOL = `mutation ($input: SchoolInput!, $expectedVersion: Int!) {
  updateSchool(input: $input, expectedVersion: $expectedVersion) { version updatedBy name officeHours { day opens closes } }
}`;
const HOME = `{ homeContent { version heroTitle heroSlides { enabled caption picture { assetId path alt image { src srcset width height } } } } }`;
const UPDATE_HOME = `mutation ($input: HomeContentInput!, $expectedVersion: Int!) {
  updateHomeContent(input: $input, expectedVersion: $expectedVersion) {
    version heroTitle heroSlides { picture { assetId path alt image { src srcset width height } } }
  }
}`;
const UPDATE_ADMISSIONS = `mutation ($input: AdmissionsContentInput!, $expectedVersion: Int!) {
  updateAdmissionsContent(input: $input, expectedVersion: $expectedVersion) { version keyDates { label startDate endDate note } }
}`;
const REVISIONS = `query ($page: ContentPage!) { contentRevisions(page: $page) { version savedBy savedAt } }`;
const RESTORE_SCHOOL = `mutation ($version: Int!, $expectedVersion: Int!) {
  restoreSchool(version: $version, expectedVersion: $expectedVersion) { version name officeHours { day opens closes } }
}`;
const UPLOAD_PICTURE = `mutation ($image: Upload!) { uploadContentPicture(image: $image) { assetId image { src srcset width height } } }`;

type School = {
  version: number;
  name: string;
  officeHours: { day: string; opens: string | null; closes: string | null }[];
};

describe("editable site content API", () => {
  let server: TestServer;
  const asStaff = (query: string, variables: Record<string, unknown> = {}) =>
    server.graphql(query, variables, { token: server.staffToken() });

  // A built client of its own, so the page the server sends can be read without `npm run build`.
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-dist-"));
  fs.writeFileSync(path.join(distDir, "index.html"), "<!doctype html><html><head></head><body></body></html>");

  beforeAll(async () => {
    server = await startTestServer({
      SCHOOL_NAME: "Berea Test School",
      SCHOOL_PHONE: "011 222 3333",
      CLIENT_DIST_DIR: distDir,
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });
  beforeEach(() =>
    server.dataSource.query("DELETE FROM site_content; DELETE FROM site_content_revisions; DELETE FROM gallery_items"),
  );

  describe("reading", () => {
    it("answers every page's seeded content, version 0, to anyone", async () => {
      for (const { field } of EDITABLE_PAGES) {
        const result = await server.graphql(`{ ${field} { version updatedAt updatedBy } }`);
        expect(result.errors).toBeUndefined();
        expect(result.data![field]).toEqual({ version: 0, updatedAt: null, updatedBy: null });
      }
    });

    it("starts the settings from the SCHOOL_* configuration, with the spec's office hours and one founding year", async () => {
      const school = (await server.graphql(SCHOOL)).data!.school as Record<string, Json>;
      expect(school).toMatchObject({
        name: "Berea Test School",
        phone: "011 222 3333",
        foundingYear: 1887,
        tagline: "Educating girls in Johannesburg since {foundingYear}.",
        timeZone: "Africa/Johannesburg",
        socialLinks: [],
        admissionsPortalUrl: "https://www.gdeadmissions.gov.za/",
        mapUrl: null,
      });
      expect(school.officeHours).toEqual([
        ...["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"].map((day) => ({ day, opens: "07:30", closes: "12:00" })),
        { day: "FRIDAY", opens: "07:30", closes: "23:30" },
        { day: "SATURDAY", opens: null, closes: null },
        { day: "SUNDAY", opens: null, closes: null },
      ]);
    });

    it("answers the bundled pictures with their sizes, so pages reserve their space", async () => {
      const home = (await server.graphql(HOME)).data!.homeContent as { heroSlides: Json[] };
      expect(home.heroSlides).toHaveLength(7);
      expect(home.heroSlides[6]).toEqual({
        enabled: true,
        caption: null,
        picture: {
          assetId: null,
          path: "/images/slides/swimming-gala.svg",
          alt: "The school crest, in place of a photo of the swimming gala",
          image: { src: "/images/slides/swimming-gala.svg", srcset: "", width: 1600, height: 1000 },
        },
      });
    });
  });

  describe("saving", () => {
    it("saves for staff, names who saved, and shows the change to the public at once", async () => {
      expect((await server.graphql(`{ school { name } }`)).data).toEqual({ school: { name: "Berea Test School" } });
      const input = { ...pageInput("school"), name: "Berea Girls' Prep" };
      const saved = await asStaff(UPDATE_SCHOOL, { input, expectedVersion: 0 });
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateSchool).toMatchObject({
        version: 1,
        updatedBy: staffUser.email,
        name: "Berea Girls' Prep",
      });
      expect((await server.graphql(`{ school { name version } }`)).data).toEqual({
        school: { name: "Berea Girls' Prep", version: 1 },
      });
    });

    it("writes the saved settings into the pages the server sends, read again after every write", async () => {
      const page = async () => (await fetch(`${server.url}/`)).text();
      expect(await page()).toContain('"name":"Berea Test School"');
      expect(await page()).toContain('"name":"Berea Test School"');
      await asStaff(UPDATE_SCHOOL, {
        input: { ...pageInput("school"), name: "Shell Test School" },
        expectedVersion: 0,
      });
      expect(await page()).toContain('"name":"Shell Test School"');
    });

    it("puts into the page exactly what the client's SchoolIdentity query asks for", () => {
      const withoutTypenames = (document: DocumentNode) =>
        print(
          visit(document, {
            Field: (field) => (field.name.value === "__typename" ? null : undefined),
          }),
        );
      // The client's query as written in its source (the client's modules do not load under the API tests).
      const source = fs.readFileSync(path.join(__dirname, "../../client/src/api/school-identity.ts"), "utf8");
      const clientQuery = /graphql\(`(\s*query SchoolIdentity\b[^`]*)`\)/.exec(source)?.[1];
      expect(clientQuery).toBeDefined();
      expect(withoutTypenames(parse(SCHOOL_IDENTITY))).toBe(withoutTypenames(parse(clientQuery!)));
    });

    it("refuses a save over a version someone else saved, keeping theirs", async () => {
      const first = await asStaff(UPDATE_SCHOOL, {
        input: { ...pageInput("school"), name: "First" },
        expectedVersion: 0,
      });
      expect(first.errors).toBeUndefined();
      const second = await asStaff(UPDATE_SCHOOL, {
        input: { ...pageInput("school"), name: "Second" },
        expectedVersion: 0,
      });
      expect(second.errors?.[0].extensions?.code).toBe("CONFLICT");
      expect(second.errors?.[0].message).toBe("Someone else saved this page after you opened it.");
      const third = await asStaff(UPDATE_SCHOOL, {
        input: { ...pageInput("school"), name: "Third" },
        expectedVersion: 1,
      });
      expect((third.data!.updateSchool as School).version).toBe(2);
      const stale = await asStaff(UPDATE_SCHOOL, {
        input: { ...pageInput("school"), name: "Stale" },
        expectedVersion: 1,
      });
      expect(stale.errors?.[0].extensions?.code).toBe("CONFLICT");
      expect((await server.graphql(`{ school { name version } }`)).data).toEqual({
        school: { name: "Third", version: 2 },
      });
    });

    it("saves every page's own seeded content back unchanged", async () => {
      for (const { field, input, update } of EDITABLE_PAGES) {
        const result = await asStaff(
          `mutation ($input: ${input}!) { ${update}(input: $input, expectedVersion: 0) { version } }`,
          { input: pageInput(field) },
        );
        expect(result.errors).toBeUndefined();
        expect(result.data![update]).toEqual({ version: 1 });
      }
    });
  });

  describe("validation", () => {
    const refusal = async (query: string, input: Record<string, unknown>) => {
      const result = await asStaff(query, { input, expectedVersion: 0 });
      expect(result.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      return result.errors![0].extensions!.fields as Record<string, string>;
    };

    it("checks office hours day by day", async () => {
      const school = pageInput("school") as { officeHours: Record<string, unknown>[] };
      school.officeHours[0] = { day: "MONDAY", opens: "12:00", closes: "07:30" };
      school.officeHours[1] = { day: "TUESDAY", opens: "7.30am", closes: "12:00" };
      school.officeHours[2] = { day: "WEDNESDAY", opens: "07:30", closes: null };
      expect(await refusal(UPDATE_SCHOOL, school)).toEqual({
        "officeHours.1.opens": "Opening time must be a time like 07:30",
      });
      school.officeHours[1] = { day: "TUESDAY", opens: "07:30", closes: "12:00" };
      expect(await refusal(UPDATE_SCHOOL, school)).toEqual({
        "officeHours.0.closes": "Closing time must be after opening time",
        "officeHours.2.closes": "Give both times, or neither for a closed day",
      });
      school.officeHours.pop();
      expect(await refusal(UPDATE_SCHOOL, school)).toMatchObject({ officeHours: "Office hours: at least 7" });
    });

    it("accepts only web links, never javascript: URLs, and each network once", async () => {
      const links = [
        { network: "FACEBOOK", url: "javascript:alert(1)" },
        { network: "FACEBOOK", url: "https://facebook.com/school" },
      ];
      const fields = await refusal(UPDATE_SCHOOL, {
        ...pageInput("school"),
        socialLinks: links,
        mapUrl: "javascript:x",
      });
      expect(fields).toEqual({
        "socialLinks.0.url": "Link must be a web address starting with https://",
        mapUrl: "Map link must be a web address starting with https://",
      });
      const twice = await refusal(UPDATE_SCHOOL, { ...pageInput("school"), socialLinks: [links[1], links[1]] });
      expect(twice).toEqual({ "socialLinks.1.network": "Each network only once" });
    });

    it("checks nested pictures: alt text required, only the site's own files or uploads", async () => {
      const home = pageInput("homeContent") as { heroSlides: { picture: Record<string, unknown>; enabled: boolean }[] };
      home.heroSlides[0].picture = { path: "/images/slides/garden.svg", alt: " " };
      home.heroSlides[1].picture = { path: "https://evil.example/x.png", alt: "x" };
      home.heroSlides[2].picture = { alt: "nothing chosen" };
      expect(await refusal(UPDATE_HOME, home)).toEqual({
        "heroSlides.0.picture.alt": "Describe the picture for people who cannot see it",
        "heroSlides.1.picture.path": "Choose one of the site's pictures or upload one",
      });
      home.heroSlides[0].picture = { path: "/images/slides/garden.svg", alt: "The garden" };
      home.heroSlides[1].picture = { path: "/images/slides/garden.svg", alt: "The garden again" };
      expect(await refusal(UPDATE_HOME, home)).toEqual({ "heroSlides.2.picture.assetId": "Choose a picture" });
    });

    it("needs one slide shown, and key dates that make sense", async () => {
      const home = pageInput("homeContent") as { heroSlides: { enabled: boolean }[] };
      home.heroSlides.forEach((slide) => (slide.enabled = false));
      expect(await refusal(UPDATE_HOME, home)).toEqual({ heroSlides: "Show at least one slide" });
      const admissions = pageInput("admissionsContent") as { keyDates: Record<string, unknown>[] };
      admissions.keyDates = [
        { label: "Period", startDate: "2027-03-10", endDate: "2027-03-01" },
        { label: "Nothing", startDate: null, note: " " },
        { label: "Bad", startDate: "2027-02-30" },
      ];
      expect(await refusal(UPDATE_ADMISSIONS, admissions)).toEqual({
        "keyDates.2.startDate": "Date must be a real date",
      });
      admissions.keyDates.pop();
      expect(await refusal(UPDATE_ADMISSIONS, admissions)).toEqual({
        "keyDates.0.endDate": "End date must be on or after the start date",
        "keyDates.1.startDate": "Give a date or a note",
      });
    });

    it("loses nothing already stored when a save is refused", async () => {
      await asStaff(UPDATE_SCHOOL, { input: { ...pageInput("school"), name: "Kept" }, expectedVersion: 0 });
      const result = await asStaff(UPDATE_SCHOOL, { input: { ...pageInput("school"), name: "" }, expectedVersion: 1 });
      expect(result.errors?.[0].extensions?.fields).toEqual({ name: "School name is required" });
      expect((await server.graphql(`{ school { name version } }`)).data).toEqual({
        school: { name: "Kept", version: 1 },
      });
    });
  });

  describe("revisions", () => {
    it("keeps every version with who saved it, and restores an earlier one as a new version", async () => {
      const monday = (opens: string) => ({ day: "MONDAY", opens, closes: "12:00" });
      const hours = (pageInput("school") as { officeHours: Json[] }).officeHours;
      await asStaff(UPDATE_SCHOOL, {
        input: { ...pageInput("school"), officeHours: [monday("08:00"), ...hours.slice(1)] },
        expectedVersion: 0,
      });
      await asStaff(UPDATE_SCHOOL, {
        input: { ...pageInput("school"), officeHours: [monday("09:00"), ...hours.slice(1)] },
        expectedVersion: 1,
      });
      const revisions = (await asStaff(REVISIONS, { page: "SCHOOL" })).data!.contentRevisions as Record<string, Json>[];
      expect(revisions.map(({ version, savedBy }) => ({ version, savedBy }))).toEqual([
        { version: 2, savedBy: staffUser.email },
        { version: 1, savedBy: staffUser.email },
        { version: 0, savedBy: null },
      ]);

      const restored = await asStaff(RESTORE_SCHOOL, { version: 1, expectedVersion: 2 });
      expect(restored.errors).toBeUndefined();
      expect((restored.data!.restoreSchool as School).version).toBe(3);
      expect((restored.data!.restoreSchool as School).officeHours[0]).toEqual(monday("08:00"));
      const original = await asStaff(RESTORE_SCHOOL, { version: 0, expectedVersion: 3 });
      expect((original.data!.restoreSchool as School).officeHours[0]).toEqual({
        day: "MONDAY",
        opens: "07:30",
        closes: "12:00",
      });
      expect((original.data!.restoreSchool as School).name).toBe("Berea Test School");
    });

    it("refuses a stale restore and an unknown version, and shows the history to staff only", async () => {
      await asStaff(UPDATE_SCHOOL, { input: pageInput("school"), expectedVersion: 0 });
      expect((await asStaff(RESTORE_SCHOOL, { version: 0, expectedVersion: 0 })).errors?.[0].extensions?.code).toBe(
        "CONFLICT",
      );
      expect((await asStaff(RESTORE_SCHOOL, { version: 7, expectedVersion: 1 })).errors?.[0].extensions?.code).toBe(
        "NOT_FOUND",
      );
      const anonymous = await server.graphql(REVISIONS, { page: "SCHOOL" });
      expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("pictures", () => {
    const picture = async () =>
      upload(
        server,
        UPLOAD_PICTURE,
        { image: null },
        {
          "variables.image": { bytes: await jpeg(800, 500), filename: "gala.jpg", type: "image/jpeg" },
        },
        { token: server.staffToken() },
      );

    it("refuses an anonymous upload before reading it", async () => {
      const anonymous = await upload(
        server,
        UPLOAD_PICTURE,
        { image: null },
        {
          "variables.image": { bytes: await jpeg(10, 10), filename: "a.jpg", type: "image/jpeg" },
        },
      );
      expect(anonymous.status).toBe(401);
      expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    });

    it("stores an upload in several widths, and a page shows it once saved with its id", async () => {
      const uploaded = await picture();
      expect(uploaded.errors).toBeUndefined();
      const { assetId, image } = uploaded.data!.uploadContentPicture as {
        assetId: string;
        image: Record<string, Json>;
      };
      expect(image).toMatchObject({ width: 800, height: 500 });
      expect(image.srcset).toContain("320w");
      const home = pageInput("homeContent") as { heroSlides: { picture: Record<string, unknown> }[] };
      home.heroSlides[0].picture = { assetId, alt: "The new hall" };
      const saved = await asStaff(UPDATE_HOME, { input: home, expectedVersion: 0 });
      expect(saved.errors).toBeUndefined();
      const slides = ((await server.graphql(HOME)).data!.homeContent as { heroSlides: { picture: Json }[] }).heroSlides;
      expect(slides[0].picture).toEqual({ assetId, path: null, alt: "The new hall", image });
      const served = await fetch(`${server.url}${image.src as string}`);
      expect(served.status).toBe(200);
    });

    it("removes, a day on, pictures uploaded for a page but never saved; keeps those any version or record uses", async () => {
      const content = new ContentService(
        server.dataSource,
        new PostgresAssetStore(server.dataSource),
        server.clock,
        server.config.school,
        new AuditService(server.dataSource, server.clock),
      );
      const upload = async () => ((await picture()).data!.uploadContentPicture as { assetId: string }).assetId;
      const [replaced, neverSaved] = [await upload(), await upload()];
      const home = pageInput("homeContent") as { heroSlides: { picture: Record<string, unknown> }[] };
      const bundled = home.heroSlides[0].picture;
      home.heroSlides[0].picture = { assetId: replaced, alt: "Old hall" };
      await asStaff(UPDATE_HOME, { input: home, expectedVersion: 0 });
      home.heroSlides[0].picture = bundled;
      await asStaff(UPDATE_HOME, { input: home, expectedVersion: 1 });
      const news = await asStaff(`mutation ($input: NewsInput!) { createNews(input: $input) { id } }`, {
        input: { title: "Hall", excerpt: "x", content: "y", date: "2026-11-20", category: "News", imageData: PNG_1X1 },
      });
      expect(news.errors).toBeUndefined();
      const [{ image_id: newsImage }]: { image_id: string }[] =
        await server.dataSource.query("SELECT image_id FROM news");
      const images = async () => {
        const rows: { id: string }[] = await server.dataSource.query(`SELECT id FROM assets WHERE kind = 'image'`);
        return rows.map((row) => row.id);
      };

      expect(await content.pruneUnsavedPictures()).toBe(0);
      server.clock.advance(25 * 60 * 60 * 1000);
      // Earlier tests' uploads whose pages were cleared go too.
      expect(await content.pruneUnsavedPictures()).toBeGreaterThanOrEqual(1);
      const left = await images();
      expect(left).not.toContain(neverSaved);
      expect(left).toEqual(expect.arrayContaining([replaced, newsImage]));
      await server.dataSource.query("DELETE FROM news");
    });

    it("refuses a picture that does not exist, and shows none once a chosen gallery picture is deleted", async () => {
      const home = pageInput("homeContent") as { heroSlides: { picture: Record<string, unknown> }[] };
      home.heroSlides[1].picture = { assetId: "00000000-0000-4000-8000-00000000dead", alt: "Gone" };
      const refused = await asStaff(UPDATE_HOME, { input: home, expectedVersion: 0 });
      expect(refused.errors?.[0].extensions?.fields).toEqual({
        "heroSlides.1.picture.assetId": "This picture no longer exists: choose another",
      });

      const { assetId } = (await picture()).data!.uploadContentPicture as { assetId: string };
      home.heroSlides[1].picture = { assetId, alt: "Soon gone" };
      await asStaff(UPDATE_HOME, { input: home, expectedVersion: 0 });
      await server.dataSource.query("DELETE FROM assets WHERE id = $1", [assetId]);
      const slides = ((await server.graphql(HOME)).data!.homeContent as { heroSlides: { picture: Json }[] }).heroSlides;
      expect(slides[1].picture).toEqual({ assetId, path: null, alt: "Soon gone", image: null });
    });
  });

  describe("general information", () => {
    const GENERAL_INFO = `{ generalInfoContent { version sections { title description documents { id title } } otherDocuments { title } } }`;
    const UPDATE_GENERAL_INFO = `mutation ($input: GeneralInfoContentInput!, $expectedVersion: Int!) {
      updateGeneralInfoContent(input: $input, expectedVersion: $expectedVersion) {
        version sections { title documents { title } } otherDocuments { title }
      }
    }`;
    type Section = { title: string; description: string; documentIds: string[] };
    const addDocument = async (title: string) => {
      const result = await asStaff(`mutation ($input: DocumentInput!) { createDocument(input: $input) { id } }`, {
        input: { title, fileData: TINY_PDF },
      });
      return (result.data!.createDocument as { id: string }).id;
    };
    const save = (sections: Section[], expectedVersion = 0) =>
      asStaff(UPDATE_GENERAL_INFO, { input: { sections }, expectedVersion });

    beforeEach(() => server.dataSource.query("DELETE FROM documents"));

    it("lists every document, newest first, until staff make sections", async () => {
      await addDocument("Uniform list");
      await addDocument("School fees");
      const page = (await server.graphql(GENERAL_INFO)).data!.generalInfoContent;
      expect(page).toEqual({
        version: 0,
        sections: [],
        otherDocuments: [{ title: "School fees" }, { title: "Uniform list" }],
      });
    });

    it("groups documents under headings in the order staff chose, the rest after them", async () => {
      const fees = await addDocument("School fees");
      const uniform = await addDocument("Uniform list");
      await addDocument("Code of conduct");
      const saved = await save([
        { title: "Fees and uniform", description: "For the year ahead", documentIds: [uniform, fees] },
      ]);
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateGeneralInfoContent).toEqual({
        version: 1,
        sections: [{ title: "Fees and uniform", documents: [{ title: "Uniform list" }, { title: "School fees" }] }],
        otherDocuments: [{ title: "Code of conduct" }],
      });

      await asStaff(`mutation ($id: ID!) { deleteDocument(id: $id) }`, { id: uniform });
      const page = (await server.graphql(GENERAL_INFO)).data!.generalInfoContent as { sections: Json[] };
      expect(page.sections).toEqual([
        {
          title: "Fees and uniform",
          description: "For the year ahead",
          documents: [{ id: fees, title: "School fees" }],
        },
      ]);
    });

    it("refuses a document placed twice or one that no longer exists, by its place in the form", async () => {
      const fees = await addDocument("School fees");
      const twice = await save([
        { title: "Fees", description: "", documentIds: [fees] },
        { title: "Forms", description: "", documentIds: [fees] },
      ]);
      expect(twice.errors?.[0].extensions?.fields).toEqual({
        "sections.1.documentIds.0": 'This document is already under "Fees"',
      });
      const gone = await save([
        { title: "Fees", description: "", documentIds: [fees, "9a4c3a1e-2c1f-4a57-9a51-0d7f2b1c9e11"] },
      ]);
      expect(gone.errors?.[0].extensions?.fields).toEqual({
        "sections.0.documentIds.1": "This document no longer exists",
      });
      const blank = await save([{ title: " ", description: "", documentIds: [] }]);
      expect(blank.errors?.[0].extensions?.fields).toEqual({ "sections.0.title": "Heading is required" });
      expect((await server.graphql(GENERAL_INFO)).data!.generalInfoContent).toMatchObject({ version: 0, sections: [] });
    });

    it("answers the sections' documents over REST with their download links", async () => {
      const fees = await addDocument("School fees");
      await save([{ title: "Fees", description: "", documentIds: [fees] }]);
      const answer = await rest(server, "GET", "/content/general-info");
      expect(answer.status).toBe(200);
      const [document] = (answer.body as { sections: { documents: Record<string, Json>[] }[] }).sections[0].documents;
      // The type's fields, read through the entity's getters; never the file's storage record.
      expect(Object.keys(document).sort()).toEqual([
        "createdAt",
        "expiresAt",
        "fileUrl",
        "id",
        "publishedAt",
        "size",
        "sizeBytes",
        "title",
        "updatedAt",
        "uploadDate",
        "version",
      ]);
      expect(document).toMatchObject({ id: fees, title: "School fees", size: "0 KB" });
      expect(document.fileUrl).toBe(`/documents/${fees}/download`);
    });
  });

  describe("REST", () => {
    it("answers each page at /content/{page} as GraphQL does, read-only", async () => {
      await asStaff(UPDATE_SCHOOL, { input: { ...pageInput("school"), name: "Over REST" }, expectedVersion: 0 });
      const answer = await rest(server, "GET", "/content/school");
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        name: "Over REST",
        version: 1,
        updatedBy: staffUser.email,
        foundingYear: 1887,
      });
      const home = await rest(server, "GET", "/content/home");
      expect((home.body as { heroSlides: Json[] }).heroSlides).toHaveLength(7);
      expect((await rest(server, "PUT", "/content/school", { body: {} })).status).toBe(405);
    });

    it("describes the pages in the OpenAPI document", async () => {
      const document = (await rest(server, "GET", "/openapi.json")).body as { paths: Record<string, Json> };
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(["/content/school", "/content/home", "/content/admissions", "/content/general-info"]),
      );
    });
  });
});
