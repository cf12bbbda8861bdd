import { randomBytes } from "node:crypto";
import { jpegImage } from "./files";
import { openAdminScreen, openPanel, screenshot, seriousViolations } from "./panel";
import { expect, graphql, staffToken, test } from "./support";

const unique = () => randomBytes(3).toString("hex");

const CREATE_NEWS = `mutation ($input: NewsInput!) { createNews(input: $input) { id } }`;
const UPDATE_NEWS = `mutation ($id: ID!, $input: NewsInput!, $expectedVersion: Int) {
  updateNews(id: $id, input: $input, expectedVersion: $expectedVersion) { version }
}`;

const article = (title: string, content: string, publication?: Record<string, unknown>) => ({
  title,
  excerpt: "Prize-giving evening.",
  content,
  date: "2026-11-20",
  category: "Events",
  ...(publication ? { publication } : {}),
});

test.describe("an article's history", () => {
  test("says what each version changed, marks the words added and removed, and previews an earlier version", async ({
    page,
  }, testInfo) => {
    // Two axe scans beside other workers' journeys.
    test.slow();
    const title = `E2E history ${unique()}`;
    const token = await staffToken();
    const { createNews } = await graphql<{ createNews: { id: string } }>(
      CREATE_NEWS,
      { input: article(title, "<h2>Programme</h2><p>The choir sings two songs.</p>") },
      token,
    );
    // The second save changes the text alone: the title stays the same.
    await graphql(
      UPDATE_NEWS,
      {
        id: createNews.id,
        expectedVersion: 1,
        input: article(title, "<h2>Programme</h2><p>The choir sings three songs.</p>"),
      },
      token,
    );

    await openPanel(page);
    await openAdminScreen(page, "News");
    await page.getByLabel("Search news").fill(title);
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const form = page.getByRole("dialog", { name: "Edit News Article" });
    await form.getByRole("button", { name: "History" }).click();
    const history = form.getByRole("region", { name: "History" });
    const versions = history.getByRole("list", { name: "Saved versions" }).getByRole("listitem");
    await expect(versions.first()).toContainText("Changed: content");

    await history.getByRole("button", { name: "What changed in version 2" }).click();
    const changes = history.getByRole("region", { name: "Changes in version 2" });
    await expect(changes.locator("del")).toHaveText("[removed: two]");
    await expect(changes.locator("ins")).toHaveText("[added: three]");
    await changes.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo.project.name, "history-changes");
    expect(await seriousViolations(page), "axe with a version's changes shown").toEqual([]);

    await history.getByRole("button", { name: "Preview version 1" }).click();
    const preview = history.getByRole("region", { name: "Preview of version 1" });
    await expect(preview.getByRole("heading", { name: "Programme" })).toBeVisible();
    await expect(preview.getByText("The choir sings two songs.")).toBeVisible();
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo.project.name, "history-preview");
    expect(await seriousViolations(page), "axe with a version's preview shown").toEqual([]);
  });
});

test.describe("the activity log", () => {
  test("names albums, the gallery's new order and preview links in plain words, with titles", async ({
    page,
  }, testInfo) => {
    test.slow();
    const tag = unique();
    const token = await staffToken();
    const { createNews } = await graphql<{ createNews: { id: string } }>(
      CREATE_NEWS,
      { input: article(`E2E concert ${tag}`, "<p>Draft.</p>", { action: "DRAFT" }) },
      token,
    );
    await graphql(
      UPDATE_NEWS,
      {
        id: createNews.id,
        input: article(`E2E concert ${tag}`, "<p>Draft.</p>", {
          action: "SCHEDULE",
          publishAt: "2030-01-10T08:00:00.000Z",
          expiresAt: "2030-02-01T08:00:00.000Z",
        }),
      },
      token,
    );
    await graphql(
      `
        mutation ($id: ID!) {
          sharePreview(kind: NEWS, itemId: $id) {
            id
          }
        }
      `,
      { id: createNews.id },
      token,
    );
    await graphql(
      `
        mutation ($name: String!) {
          createAlbum(input: { name: $name }) {
            id
          }
        }
      `,
      { name: `E2E trip ${tag}` },
      token,
    );
    const photo = await graphql<{ createGalleryItem: { id: string } }>(
      `
        mutation ($input: GalleryItemInput!) {
          createGalleryItem(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          title: `E2E relay ${tag}`,
          alt: "Girls running",
          imageData: `data:image/jpeg;base64,${(await jpegImage(40, 30)).toString("base64")}`,
        },
      },
      token,
    );
    // The new photo (first in the gallery) goes to the end; another worker's upload may come between: try again.
    await expect(async () => {
      const gallery = await graphql<{ galleryItems: { nodes: { id: string }[] } }>(
        `
          {
            galleryItems(includeUnpublished: true, first: 100) {
              nodes {
                id
              }
            }
          }
        `,
        {},
        token,
      );
      const others = gallery.galleryItems.nodes
        .map((node) => node.id)
        .filter((id) => id !== photo.createGalleryItem.id);
      await graphql(
        `
          mutation ($ids: [ID!]!) {
            reorderGalleryItems(ids: $ids) {
              id
            }
          }
        `,
        {
          ids: [...others, photo.createGalleryItem.id],
        },
        token,
      );
    }).toPass();

    await openPanel(page);
    await openAdminScreen(page, "Activity log");
    await page.getByLabel("Search activity").fill(tag);
    const activity = page.getByRole("list", { name: "Activity" });
    await expect(activity.getByText(`Updated "E2E concert ${tag}": publication date and take-down date`)).toBeVisible();
    await expect(activity.getByText(`Shared a preview of the news article "E2E concert ${tag}"`)).toBeVisible();
    await expect(activity.getByText(`Created "E2E trip ${tag}"`)).toBeVisible();
    await expect(activity.getByText(`Changed the gallery's order: moved "E2E relay ${tag}"`)).toBeVisible();
    await expect(activity.getByText(/publishedAt|expiresAt/)).toHaveCount(0);
    await screenshot(page, testInfo.project.name, "activity-plain-words");
    expect(await seriousViolations(page), "axe on the activity log").toEqual([]);
  });
});
