import type { DataSource, EntityManager } from "typeorm";
import { todayIn } from "../common/dates";
import { Announcement, Priority, derivePriority } from "../modules/announcements";
import { Document } from "../modules/documents";
import { Event } from "../modules/events";
import { PostgresAssetStore, processImage, processPdf } from "../modules/files";
import type { Asset } from "../modules/files";
import { GalleryItem } from "../modules/gallery";
import { News } from "../modules/news";
import { demoPdf, demoPicture } from "./demo-files";

const SEEDED_KEY = "demo_content_seeded_at";

/** The date `days` from `today` (negative for the past), as yyyy-mm-dd. */
function shift(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Seeds demo content into an empty database, once per installation: if staff later delete it
 * all, it does not come back. Returns whether anything was written.
 */
export async function seedDemoContent(dataSource: DataSource, timeZone: string): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    // One server at a time decides, so two instances starting together cannot both seed.
    await manager.query("LOCK TABLE app_settings IN EXCLUSIVE MODE");
    const marked = await manager.query("SELECT 1 FROM app_settings WHERE key = $1", [SEEDED_KEY]);
    if (marked.length > 0) return false;
    for (const entity of [News, Event, Announcement, Document, GalleryItem]) {
      if ((await manager.count(entity)) > 0) return false;
    }
    await insertDemoContent(manager, new PostgresAssetStore(dataSource), todayIn(timeZone));
    await manager.query("INSERT INTO app_settings (key, value) VALUES ($1, now()::text)", [SEEDED_KEY]);
    return true;
  });
}

async function insertDemoContent(manager: EntityManager, store: PostgresAssetStore, today: string): Promise<void> {
  const picture = async (index: number): Promise<Asset> =>
    store.save(manager, await processImage(await demoPicture(index), "image"));

  // One at a time: a transaction is one connection, which runs one query at a time.
  for (const [index, [daysAgo, category, title, excerpt, content]] of demoNews.entries()) {
    const imageAsset = index < DEMO_NEWS_WITH_PICTURES ? await picture(index) : null;
    await manager.save(
      manager.create(News, { title, excerpt, content, category, date: shift(today, -daysAgo), imageAsset }),
    );
  }
  await manager.insert(
    Event,
    demoEvents.map(([inDays, time, location, title, description]) => ({
      title,
      description,
      location,
      time,
      date: shift(today, inDays),
    })),
  );
  await manager.insert(
    Announcement,
    demoAnnouncements.map(([daysAgo, requested, urgent, active, title, content]) => ({
      title,
      content,
      date: shift(today, -daysAgo),
      urgent,
      active,
      requestedPriority: requested,
      priority: derivePriority(urgent, requested),
    })),
  );
  for (const [index, [title, description, hoursAgo]] of demoGallery.entries()) {
    await manager.save(
      manager.create(GalleryItem, {
        title,
        description,
        date: new Date(Date.now() - hoursAgo * 3_600_000),
        imageAsset: await picture(index + 2),
      }),
    );
  }
  for (const [title, lines] of demoDocuments) {
    const file = await store.save(manager, processPdf(await demoPdf(title, lines), "file"));
    await manager.save(manager.create(Document, { title, file }));
  }
}

/** The newest articles get a picture; older ones show how cards look without one. */
const DEMO_NEWS_WITH_PICTURES = 6;

const demoGallery: [title: string, description: string, hoursAgo: number][] = [
  ["Swimming gala", "Protea House celebrates a record-breaking relay.", 2],
  ["Heritage Day", "Learners in traditional attire in the school hall.", 30],
  ["Reading corner", "The new Foundation Phase reading corner.", 80],
  ["Vegetable garden", "Grade 5 planting spinach and beetroot.", 150],
];

const demoDocuments: [title: string, lines: string[]][] = [
  [
    "School Fees 2027",
    [
      "Annual fees are payable by 31 January or in ten monthly instalments.",
      "Please contact the bursar for a payment plan.",
    ],
  ],
  [
    "Uniform List",
    ["Summer: blue dress, white socks, black shoes.", "Winter: navy tunic, white shirt, school jersey, navy tights."],
  ],
  [
    "Term Calendar",
    [
      "Term 1: 14 January to 28 March.",
      "Term 2: 8 April to 27 June.",
      "Term 3: 22 July to 3 October.",
      "Term 4: 13 October to 10 December.",
    ],
  ],
];

type DemoNews = [daysAgo: number, category: string, title: string, excerpt: string, content: string];

const demoNews: DemoNews[] = [
  [
    2,
    "Sport",
    "Under-11 netball team wins the district league",
    "Our Under-11 netball side finished the season unbeaten, lifting the district trophy after a tense final against a strong visiting team.",
    "Our Under-11 netball side finished the season unbeaten, lifting the district trophy after a tense final.\n\nThe girls trained twice a week since February and their teamwork showed in every match. Well done to the team and to Mrs Dlamini, their coach, and thank you to every parent who came to cheer.",
  ],
  [
    5,
    "Academic",
    "Grade 7 learners shine at the provincial maths olympiad",
    "Four Grade 7 learners reached the final round of the provincial mathematics olympiad, with two receiving gold certificates.",
    "Four Grade 7 learners reached the final round of the provincial mathematics olympiad this year, and two came home with gold certificates.\n\nThe maths club meets on Tuesdays after school and welcomes every girl who enjoys a puzzle.",
  ],
  [
    9,
    "Arts & Culture",
    "Heritage Day celebrations fill the school hall with colour",
    "Learners and staff dressed in traditional attire and shared songs, dances and food from the many cultures of our school family.",
    "Learners and staff dressed in traditional attire and shared songs, dances and food from the many cultures of our school family.\n\nThe Grade 4 classes opened with a Zulu dance, and the choir closed the morning with a medley in five languages.",
  ],
  [
    14,
    "Community",
    "Winter blanket drive collects over 300 blankets",
    "Thanks to our generous families, the winter drive collected more than 300 blankets for a shelter in Hillbrow.",
    "Thanks to our generous families, the winter drive collected more than 300 blankets for a shelter in Hillbrow.\n\nThe Grade 6 leaders sorted and packed every blanket and delivered them with their teachers.",
  ],
  [
    20,
    "Academic",
    "New reading corner opens in the Foundation Phase",
    "A bright new reading corner with more than 500 books now welcomes our Grade 0 to Grade 3 learners every morning.",
    "A bright new reading corner with more than 500 books now welcomes our Grade 0 to Grade 3 learners every morning.\n\nParents are welcome to donate gently used books at the office.",
  ],
  [
    27,
    "Sport",
    "Swimming gala: a record-breaking afternoon",
    "Three school records fell at this year's inter-house swimming gala, held in glorious sunshine.",
    "Three school records fell at this year's inter-house swimming gala, held in glorious sunshine.\n\nCongratulations to Protea House, who took the trophy for the second year running.",
  ],
  [
    33,
    "Arts & Culture",
    "School choir sings at the Johannesburg eisteddfod",
    "The senior choir received a diploma with honours for its performance at the Johannesburg eisteddfod.",
    "The senior choir received a diploma with honours for its performance at the Johannesburg eisteddfod.\n\nThe choir rehearses on Wednesday and Friday mornings; new members from Grade 4 are welcome.",
  ],
  [
    41,
    "Community",
    "Grade 5 learners plant a vegetable garden",
    "The Grade 5 classes turned an unused corner of the playground into a vegetable garden that will supply the school kitchen.",
    "The Grade 5 classes turned an unused corner of the playground into a vegetable garden that will supply the school kitchen.\n\nSpinach, beetroot and carrots are already growing.",
  ],
  [
    48,
    "Academic",
    "Science expo celebrates young inventors",
    "From water filters to solar ovens, our learners presented more than sixty projects at the annual science expo.",
    "From water filters to solar ovens, our learners presented more than sixty projects at the annual science expo.\n\nThe judges from the University of the Witwatersrand praised the girls' curiosity and clear explanations.",
  ],
  [
    56,
    "Sport",
    "Cross-country runners brave the early frost",
    "Forty learners ran the inter-schools cross-country course on a crisp winter morning, with five finishing in the top ten.",
    "Forty learners ran the inter-schools cross-country course on a crisp winter morning, with five finishing in the top ten.\n\nWell done to every runner for her determination.",
  ],
  [
    63,
    "School Life",
    "Welcome to our new Grade 0 learners",
    "We welcomed forty-two new Grade 0 learners and their families to the school this term.",
    "We welcomed forty-two new Grade 0 learners and their families to the school this term.\n\nThe Grade 7 buddies helped the little ones find their way on their first days.",
  ],
  [
    70,
    "School Life",
    "Prefects for the year announced",
    "Our new head girl, deputy head girls and prefects were announced at a special assembly attended by parents.",
    "Our new head girl, deputy head girls and prefects were announced at a special assembly attended by parents.\n\nWe wish them a wonderful year of leadership and service.",
  ],
];

type DemoEvent = [inDays: number, time: string, location: string, title: string, description: string];

const demoEvents: DemoEvent[] = [
  [
    4,
    "08:00 AM - 10:00 AM",
    "School Hall",
    "Grade 7 Farewell Assembly",
    "A special assembly to say goodbye to our Grade 7 class.\nParents of Grade 7 learners are warmly invited.",
  ],
  [
    9,
    "02:00 PM - 05:00 PM",
    "Sports Field",
    "Inter-house Athletics Day",
    "Track and field events for Grades 1 to 7.\nPlease send sunscreen, a hat and a water bottle.",
  ],
  [
    15,
    "06:00 PM - 08:00 PM",
    "School Hall",
    "End-of-Year Concert",
    "The choir, orchestra and drama club perform.\nTickets are available from the office.",
  ],
  [
    22,
    "10:00 AM - 12:00 PM",
    "Library",
    "Open Morning for Prospective Families",
    "Tour the school, meet our teachers and ask about admissions for next year.",
  ],
  [
    30,
    "07:30 AM",
    "Main Gate",
    "Grade 6 Outing to the Apartheid Museum",
    "Buses leave promptly from the main gate.\nLearners should bring a packed lunch.",
  ],
  [
    45,
    "09:00 AM - 11:00 AM",
    "Classrooms",
    "Parent-Teacher Meetings",
    "Book a slot with your daughter's teacher through the class representative.",
  ],
  [
    -6,
    "09:00 AM - 12:00 PM",
    "School Hall",
    "Heritage Day Celebration",
    "Learners and staff celebrated the many cultures of our school family.",
  ],
  [
    -20,
    "02:00 PM - 04:00 PM",
    "Swimming Pool",
    "Inter-house Swimming Gala",
    "A record-breaking afternoon at the pool.",
  ],
  [
    -35,
    "06:00 PM - 07:30 PM",
    "School Hall",
    "Science Expo Evening",
    "Learners presented more than sixty science projects to parents and judges.",
  ],
];

type DemoAnnouncement = [
  daysAgo: number,
  requested: Priority | null,
  urgent: boolean,
  active: boolean,
  title: string,
  content: string,
];

const demoAnnouncements: DemoAnnouncement[] = [
  [
    0,
    null,
    true,
    true,
    "School closes early on Friday",
    "Because of planned road works on Fife Avenue, school closes at 11:00 on Friday. Please arrange to collect your daughter on time.",
  ],
  [
    1,
    Priority.high,
    false,
    true,
    "Fees for the new year",
    "Fee statements for the new year have been sent by e-mail. Please contact the bursar with any questions.",
  ],
  [
    3,
    Priority.medium,
    false,
    true,
    "Lost property table",
    "Unclaimed lost property will be on the table outside the office until the end of the month, then donated.",
  ],
  [
    6,
    Priority.low,
    false,
    true,
    "Library books due",
    "Please return all library books by the last week of term so that the library can complete its stock-take.",
  ],
  [
    8,
    null,
    false,
    true,
    "Uniform shop hours",
    "The uniform shop is open on Tuesdays and Thursdays from 07:30 to 09:00.",
  ],
  [
    12,
    Priority.medium,
    false,
    false,
    "Sports photos postponed",
    "The sports team photos have been postponed. A new date will be announced.",
  ],
];
