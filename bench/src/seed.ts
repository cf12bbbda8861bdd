import type { ClientBase } from "pg";

export interface SeedSummary {
  rows: number;
  /** Rows whose title or excerpt contains the search term, i.e. what the search scenario filters to. */
  matching: number;
}

const BATCH_SIZE = 2000;

/** A small seeded PRNG (mulberry32), so every run benchmarks the same articles. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ASCII only: autocannon decodes body chunks one by one, so a split multi-byte character would be a false mismatch.
const FIRST_NAMES = [
  "Thandi",
  "Naledi",
  "Amahle",
  "Lerato",
  "Emma",
  "Olivia",
  "Ayesha",
  "Priya",
  "Mia",
  "Chloe",
  "Zanele",
  "Kayla",
  "Refilwe",
  "Hannah",
  "Lindiwe",
  "Sarah",
  "Zoe",
  "Nomsa",
  "Isabella",
  "Palesa",
];
const SURNAMES = [
  "Mokoena",
  "Naidoo",
  "van der Merwe",
  "Dlamini",
  "Smith",
  "Botha",
  "Khumalo",
  "Pillay",
  "Nkosi",
  "Jacobs",
  "Pretorius",
  "Mahlangu",
  "Govender",
  "Coetzee",
  "Molefe",
  "Adams",
];
const SCHOOLS = [
  "Linden Prep",
  "Northcliff Girls",
  "Melville Primary",
  "Emmarentia Prep",
  "Westdene College",
  "Greenside Girls",
  "Parkhurst Primary",
  "Rosebank Prep",
];
// Netball is the school's biggest sport, so it turns up more often than the others.
const SPORTS = [
  "netball",
  "netball",
  "hockey",
  "swimming",
  "athletics",
  "cross-country",
  "tennis",
  "soccer",
  "gymnastics",
  "cricket",
];
const SUBJECTS = [
  "Maths",
  "Science",
  "English",
  "Afrikaans",
  "isiZulu",
  "Geography",
  "History",
  "Coding",
  "Robotics",
  "Life Skills",
];
const FESTIVALS = [
  "the Eisteddfod",
  "the Johannesburg Music Festival",
  "the Inter-Schools Choir Festival",
  "the Spring Arts Week",
];
const PLAYS = ["The Wizard of Oz", "Annie", "Alice in Wonderland", "The Lion King Jr", "Matilda", "Charlotte's Web"];
const CHARITIES = [
  "the Berea children's home",
  "the local animal shelter",
  "the Hillbrow soup kitchen",
  "the Sunshine Library project",
  "the Rainbow Care Centre",
];
const CAUSES = [
  "new library books",
  "the school garden",
  "new netball courts",
  "a second science lab",
  "bursaries",
  "the music room",
];
const TERMS = ["first", "second", "third", "fourth"];
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

type Pick = <T>(items: readonly T[]) => T;

interface Story {
  category: string;
  title: string;
  excerpt: string;
}

const STORIES: ((pick: Pick, int: (min: number, max: number) => number) => Story)[] = [
  (pick, int) => {
    const sport = pick(SPORTS);
    const name = `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`;
    return {
      category: "Sport",
      title: `U${int(9, 13)} ${sport} team beats ${pick(SCHOOLS)}`,
      excerpt: `A ${int(2, 9)}-${int(0, 6)} win on ${pick(WEEKDAYS)} afternoon, with ${name} named player of the match.`,
    };
  },
  (pick, int) => {
    const sport = pick(SPORTS);
    return {
      category: "Sport",
      title: `${capitalise(sport)} season wrap-up: ${int(4, 12)} wins from ${int(12, 16)} matches`,
      excerpt: `Our coaches look back on the ${pick(TERMS)} term, thank the parents who drove to every away fixture, and name the squad for next season.`,
    };
  },
  (pick, int) => ({
    category: "Sport",
    title: `Grade ${int(3, 7)} girls shine at the inter-schools ${pick(SPORTS)} gala`,
    excerpt: `${int(3, 14)} medals and ${int(1, 4)} new school records at ${pick(SCHOOLS)} on ${pick(WEEKDAYS)}.`,
  }),
  (pick, int) => ({
    category: "Academics",
    title: `${pick(SUBJECTS)} Olympiad: ${int(2, 15)} learners through to round two`,
    excerpt: `Congratulations to our Grade ${int(4, 7)} learners, coached by ${pick(FIRST_NAMES)} ${pick(SURNAMES)}, on an excellent first round.`,
  }),
  (pick, int) => ({
    category: "Academics",
    title: `${pick(SUBJECTS)} expo shows off ${int(20, 80)} projects`,
    excerpt: `From volcanoes to vegetable gardens, the Grade ${int(4, 7)} projects filled the hall on ${pick(WEEKDAYS)} evening.`,
  }),
  (pick, int) => ({
    category: "Arts",
    title: `Choir takes ${pick(["gold", "silver", "a diploma", "first place"])} at ${pick(FESTIVALS)}`,
    excerpt: `${int(24, 60)} voices, ${int(2, 4)} songs and one very proud conductor: read how the senior choir prepared.`,
  }),
  (pick, int) => ({
    category: "Arts",
    title: `Grade ${int(5, 7)} production of ${pick(PLAYS)} plays to a full house`,
    excerpt: `Three sold-out evenings, home-made costumes and a set built by the fathers' club over ${int(3, 6)} weekends.`,
  }),
  (pick, int) => ({
    category: "Community",
    title: `Parents' association raises R${int(5, 95)} ${int(100, 999)} for ${pick(CAUSES)}`,
    excerpt: `The ${pick(["spring fair", "quiz night", "fun run", "cake sale", "market day"])} was our best yet: thank you to every family who came.`,
  }),
  (pick) => ({
    category: "Community",
    title: `Welcome to ${pick(["Mrs", "Ms", "Mr", "Dr"])} ${pick(SURNAMES)}, our new ${pick(["Grade 1 teacher", "music teacher", "librarian", "deputy principal", "netball coach", "counsellor"])}`,
    excerpt: `She joins us from ${pick(SCHOOLS)} and is looking forward to meeting every family at the ${pick(TERMS)}-term assembly.`,
  }),
  (pick, int) => ({
    category: "Outreach",
    title: `${capitalise(pick(["blanket", "book", "tin", "stationery"]))} drive collects ${int(150, 2500)} items`,
    excerpt: `Everything goes to ${pick(CHARITIES)}; the Grade ${int(3, 7)} class that collected the most earns a civvies day.`,
  }),
  (pick, int) => ({
    category: "Notices",
    title: `${capitalise(pick(TERMS))} term dates and reminders`,
    excerpt: `School opens on ${pick(WEEKDAYS)} at 07:30. Aftercare, ${pick(SPORTS)} practices and the uniform shop resume in week ${int(1, 3)}.`,
  }),
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function content(pick: Pick, int: (min: number, max: number) => number, story: Story): string {
  const sentences = [
    `Principal ${pick(FIRST_NAMES)} ${pick(SURNAMES)} said the school was proud of every girl who took part.`,
    `Photographs are on the gallery page, and the full programme for the ${pick(TERMS)} term is on the calendar.`,
    `Parents who would like to help are asked to contact the office on 011 555 0100.`,
    `A special thank you to the Grade ${int(1, 7)} teachers, who gave up their ${pick(WEEKDAYS)} to make it happen.`,
    `We will share more news in the next newsletter.`,
  ];
  const chosen: string[] = [story.excerpt];
  for (let count = int(2, 5); count > 0; count -= 1) {
    chosen.push(Array.from({ length: int(2, 4) }, () => pick(sentences)).join(" "));
  }
  return chosen.join("\n\n");
}

/** Metadata of an uploaded photo as the upload pipeline records it; its bytes are never read by the list. */
function photoVariants(hex: (length: number) => string): string {
  const fallback = {
    name: "fallback",
    contentType: "image/jpeg",
    byteSize: 180_000,
    sha256: hex(64),
    width: 1600,
    height: 1067,
  };
  const webp = [320, 640, 1280, 1600].map((width) => ({
    name: `w${width}`,
    contentType: "image/webp",
    byteSize: width * 40,
    sha256: hex(64),
    width,
    height: Math.round((width * 1067) / 1600),
  }));
  return JSON.stringify([...webp, fallback]);
}

/**
 * Inserts `rows` articles over ten years, seven in ten with a photo, in a few multi-row statements, then ANALYZEs.
 * Plain SQL on the migrated tables (`assets`, `news`), so the bench needs none of the server's entities.
 */
export async function seedNews(client: ClientBase, rows: number, searchTerm: string): Promise<SeedSummary> {
  const next = random(20_250_101);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick: Pick = (items) => items[Math.floor(next() * items.length)];
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join("");
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(["8", "9", "a", "b"])}${hex(3)}-${hex(12)}`;
  const start = Date.UTC(2016, 0, 1);
  const days = 3650;

  for (let offset = 0; offset < rows; offset += BATCH_SIZE) {
    const assets: string[][] = [[], []];
    const news: (string | null)[][] = [[], [], [], [], [], [], []];
    for (let index = offset; index < Math.min(rows, offset + BATCH_SIZE); index += 1) {
      const story = pick(STORIES)(pick, int);
      const day = new Date(start + int(0, days - 1) * 86_400_000);
      const createdAt = new Date(day.getTime() + int(6 * 3600, 18 * 3600) * 1000 + int(0, 999));
      let imageId: string | null = null;
      if (next() < 0.7) {
        imageId = uuid();
        assets[0].push(imageId);
        assets[1].push(photoVariants(hex));
      }
      const values = [
        story.title,
        story.excerpt,
        content(pick, int, story),
        day.toISOString().slice(0, 10),
        story.category,
        imageId,
        createdAt.toISOString(),
      ];
      values.forEach((value, column) => news[column].push(value));
    }
    await client.query(
      `INSERT INTO assets (id, kind, width, height, variants, created_at)
       SELECT id, 'image', 1600, 1067, variants, now() FROM unnest($1::uuid[], $2::jsonb[]) AS row(id, variants)`,
      assets,
    );
    await client.query(
      `INSERT INTO news (title, excerpt, content, date, category, image_id, created_at, updated_at)
       SELECT title, excerpt, content, date, category, image_id, created_at, created_at
       FROM unnest($1::varchar[], $2::text[], $3::text[], $4::date[], $5::varchar[], $6::uuid[], $7::timestamptz[])
         AS row(title, excerpt, content, date, category, image_id, created_at)`,
      news,
    );
  }
  await client.query("ANALYZE assets");
  await client.query("ANALYZE news");

  const { rows: counted } = await client.query<{ matching: number }>(
    "SELECT count(*)::int AS matching FROM news WHERE title ILIKE $1 OR excerpt ILIKE $1",
    [`%${searchTerm}%`],
  );
  return { rows, matching: counted[0].matching };
}
