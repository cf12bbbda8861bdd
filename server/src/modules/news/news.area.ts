import type { DataSource } from "typeorm";
import type { Clock } from "../../kernel/clock";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import { auditedByTitle } from "../../kernel/audit";
import { sitemapUrls } from "../../kernel/sitemap";
import { contentApi } from "../../kernel/content-api";
import type { ItemHistory } from "../../kernel/versions";
import { IMAGE_JSON_LIMIT, storeDemoPicture } from "../files";
import type { AssetStore } from "../files";
import { NEWS_LABELS, News, NewsInput, NewsListArgs, NEWS_LIST } from "./news.entity";
import { newsFeedRoutes } from "./news.feed";
import { NewsCategoriesResolver } from "./news.resolver";
import { NewsService } from "./news.service";
import type { DemoContent } from "../../kernel/area";
import { addDays } from "../../kernel/dates";
import { publishedBefore } from "../../kernel/publication";

interface NewsNeeds {
  dataSource: DataSource;
  assets: AssetStore;
  school: SchoolIdentity;
  clock: Clock;
  /** Where the earlier versions of what staff save are kept. */
  revisions: ItemHistory;
  /** The site's public origin (PUBLIC_URL), which the feed's links start with. */
  publicUrl: string;
}

/** News articles: GraphQL, the REST paths, the RSS feed, their pages in the sitemap, demo articles. */
export const newsArea = defineArea({
  kind: "news",
  itemName: "News article",
  entities: [News],
  publicTables: ["news"],
  lists: [NEWS_LIST],
  audited: [auditedByTitle(News, "News article", NEWS_LABELS)],
  trash: (news) => news,
  preview: { table: "news" },
  search: {
    label: "News",
    path: (id) => `/news/${id}`,
    table: {
      table: "news",
      date: "date",
      snippet: [{ column: "excerpt" }, { column: "news.content", html: true }],
    },
  },
  createService: ({ dataSource, assets, clock, revisions }: NewsNeeds) =>
    new NewsService(dataSource, assets, clock, revisions),
  api: contentApi({
    type: News,
    input: NewsInput,
    listArgs: NewsListArgs,
    list: { field: "news", description: "Published news, newest first; staff may ask for the rest too." },
    one: {
      field: "newsItem",
      description:
        "One article; NOT_FOUND for an unknown id, or one not published (except to staff or with its preview link's X-Preview-Token header).",
    },
    deletes: "the article",
    rest: {
      path: "/news",
      tag: "News",
      names: { one: "news article", many: "news" },
      fields: ["id", "title", "excerpt", "content", "date", "category", "image"],
      example: {
        title: "Netball team wins the league",
        excerpt: "An unbeaten season for the Under-11 side.",
        content: "The girls trained twice a week.\n\nWell done!",
        date: "2026-03-14",
        category: "Sport",
      },
      bodyLimit: IMAGE_JSON_LIMIT,
    },
  }),
  resolvers: [NewsCategoriesResolver],
  httpRoutes: (news, { school, publicUrl }) => newsFeedRoutes(news, school, publicUrl),
  sitemap: (news) => sitemapUrls("/news", (page) => news.list(Object.assign(new NewsListArgs(), page))),
  seed: seedDemoNews,
  nextPublicChange: (news) => (now) => news.nextPublicChange(now),
});

/** The newest articles get a picture; older ones show how cards look without one. */
const DEMO_NEWS_WITH_PICTURES = 6;

async function seedDemoNews({ manager, today }: DemoContent): Promise<void> {
  // One at a time: a transaction is one connection, which runs one query at a time.
  for (const [index, [daysAgo, category, title, excerpt, content]] of demoNews.entries()) {
    const imageAsset = index < DEMO_NEWS_WITH_PICTURES ? await storeDemoPicture(manager, index) : null;
    await manager.save(
      manager.create(News, {
        title,
        excerpt,
        content,
        category,
        date: addDays(today, -daysAgo),
        imageAsset,
        publication: publishedBefore(addDays(today, -daysAgo)),
      }),
    );
  }
}

type DemoNews = [daysAgo: number, category: string, title: string, excerpt: string, content: string];

const demoNews: DemoNews[] = [
  [
    2,
    "Sport",
    "Under-11 netball team wins the district league",
    "Our Under-11 netball side finished the season unbeaten, lifting the district trophy after a tense final against a strong visiting team.",
    "<p>Our Under-11 netball side finished the season unbeaten, lifting the district trophy after a tense final.</p><p>The girls trained twice a week since February and their teamwork showed in every match. Well done to the team and to Mrs Dlamini, their coach, and thank you to every parent who came to cheer.</p>",
  ],
  [
    5,
    "Academic",
    "Grade 7 learners shine at the provincial maths olympiad",
    "Four Grade 7 learners reached the final round of the provincial mathematics olympiad, with two receiving gold certificates.",
    "<p>Four Grade 7 learners reached the final round of the provincial mathematics olympiad this year, and two came home with gold certificates.</p><p>The maths club meets on Tuesdays after school and welcomes every girl who enjoys a puzzle.</p>",
  ],
  [
    9,
    "Arts & Culture",
    "Heritage Day celebrations fill the school hall with colour",
    "Learners and staff dressed in traditional attire and shared songs, dances and food from the many cultures of our school family.",
    "<p>Learners and staff dressed in traditional attire and shared songs, dances and food from the many cultures of our school family.</p><p>The Grade 4 classes opened with a Zulu dance, and the choir closed the morning with a medley in five languages.</p>",
  ],
  [
    14,
    "Community",
    "Winter blanket drive collects over 300 blankets",
    "Thanks to our generous families, the winter drive collected more than 300 blankets for a shelter in Hillbrow.",
    "<p>Thanks to our generous families, the winter drive collected more than 300 blankets for a shelter in Hillbrow.</p><p>The Grade 6 leaders sorted and packed every blanket and delivered them with their teachers.</p>",
  ],
  [
    20,
    "Academic",
    "New reading corner opens in the Foundation Phase",
    "A bright new reading corner with more than 500 books now welcomes our Grade 0 to Grade 3 learners every morning.",
    "<p>A bright new reading corner with more than 500 books now welcomes our Grade 0 to Grade 3 learners every morning.</p><p>Parents are welcome to donate gently used books at the office.</p>",
  ],
  [
    27,
    "Sport",
    "Swimming gala: a record-breaking afternoon",
    "Three school records fell at this year's inter-house swimming gala, held in glorious sunshine.",
    "<p>Three school records fell at this year's inter-house swimming gala, held in glorious sunshine.</p><p>Congratulations to Protea House, who took the trophy for the second year running.</p>",
  ],
  [
    33,
    "Arts & Culture",
    "School choir sings at the Johannesburg eisteddfod",
    "The senior choir received a diploma with honours for its performance at the Johannesburg eisteddfod.",
    "<p>The senior choir received a diploma with honours for its performance at the Johannesburg eisteddfod.</p><p>The choir rehearses on Wednesday and Friday mornings; new members from Grade 4 are welcome.</p>",
  ],
  [
    41,
    "Community",
    "Grade 5 learners plant a vegetable garden",
    "The Grade 5 classes turned an unused corner of the playground into a vegetable garden that will supply the school kitchen.",
    "<p>The Grade 5 classes turned an unused corner of the playground into a vegetable garden that will supply the school kitchen.</p><p>Spinach, beetroot and carrots are already growing.</p>",
  ],
  [
    48,
    "Academic",
    "Science expo celebrates young inventors",
    "From water filters to solar ovens, our learners presented more than sixty projects at the annual science expo.",
    "<p>From water filters to solar ovens, our learners presented more than sixty projects at the annual science expo.</p><p>The judges from the University of the Witwatersrand praised the girls' curiosity and clear explanations.</p>",
  ],
  [
    56,
    "Sport",
    "Cross-country runners brave the early frost",
    "Forty learners ran the inter-schools cross-country course on a crisp winter morning, with five finishing in the top ten.",
    "<p>Forty learners ran the inter-schools cross-country course on a crisp winter morning, with five finishing in the top ten.</p><p>Well done to every runner for her determination.</p>",
  ],
  [
    63,
    "School Life",
    "Welcome to our new Grade 0 learners",
    "We welcomed forty-two new Grade 0 learners and their families to the school this term.",
    "<p>We welcomed forty-two new Grade 0 learners and their families to the school this term.</p><p>The Grade 7 buddies helped the little ones find their way on their first days.</p>",
  ],
  [
    70,
    "School Life",
    "Prefects for the year announced",
    "Our new head girl, deputy head girls and prefects were announced at a special assembly attended by parents.",
    "<p>Our new head girl, deputy head girls and prefects were announced at a special assembly attended by parents.</p><p>We wish them a wonderful year of leadership and service.</p>",
  ],
];
