import type { DemoContent } from "../../kernel/area";
import { addDays } from "../../kernel/dates";
import { publishedBefore } from "../../kernel/publication";
import { DEFAULT_EVENT_CATEGORY, Event } from "./event.entity";

export async function seedDemoEvents({ manager, today }: DemoContent): Promise<void> {
  await manager.insert(
    Event,
    demoEvents.map(([inDays, time, location, title, description, category = DEFAULT_EVENT_CATEGORY]) => ({
      title,
      description,
      location,
      time,
      category,
      date: addDays(today, inDays),
      // Events are announced ahead: every demo event, coming or past, is public already.
      publication: publishedBefore(addDays(today, Math.min(inDays, 0))),
    })),
  );
}

type DemoEvent = [
  inDays: number,
  time: string,
  location: string,
  title: string,
  description: string,
  category?: string,
];

const TERM_DATES = "Term Dates";

const demoEvents: DemoEvent[] = [
  [
    18,
    "12:00 PM",
    "Main Gate",
    "Last Day of Term",
    "<p>School closes at 12:00. Aftercare runs until 14:00 for learners who are booked in.</p>",
    TERM_DATES,
  ],
  [
    60,
    "07:30 AM",
    "Main Gate",
    "First Day of Term",
    "<p>Classes start at 07:45. New families are welcome from 07:15 for a tea in the library.</p>",
    TERM_DATES,
  ],
  [-55, "07:30 AM", "Main Gate", "First Day of Term", "<p>Classes start at 07:45.</p>", TERM_DATES],
  [
    4,
    "08:00 AM - 10:00 AM",
    "School Hall",
    "Grade 7 Farewell Assembly",
    "<p>A special assembly to say goodbye to our Grade 7 class.<br />Parents of Grade 7 learners are warmly invited.</p>",
  ],
  [
    9,
    "02:00 PM - 05:00 PM",
    "Sports Field",
    "Inter-house Athletics Day",
    "<p>Track and field events for Grades 1 to 7.<br />Please send sunscreen, a hat and a water bottle.</p>",
    "Sport",
  ],
  [
    15,
    "06:00 PM - 08:00 PM",
    "School Hall",
    "End-of-Year Concert",
    "<p>The choir, orchestra and drama club perform.<br />Tickets are available from the office.</p>",
  ],
  [
    22,
    "10:00 AM - 12:00 PM",
    "Library",
    "Open Morning for Prospective Families",
    "<p>Tour the school, meet our teachers and ask about admissions for next year.</p>",
  ],
  [
    30,
    "07:30 AM",
    "Main Gate",
    "Grade 6 Outing to the Apartheid Museum",
    "<p>Buses leave promptly from the main gate.<br />Learners should bring a packed lunch.</p>",
  ],
  [
    45,
    "09:00 AM - 11:00 AM",
    "Classrooms",
    "Parent-Teacher Meetings",
    "<p>Book a slot with your daughter's teacher through the class representative.</p>",
  ],
  [
    -6,
    "09:00 AM - 12:00 PM",
    "School Hall",
    "Heritage Day Celebration",
    "<p>Learners and staff celebrated the many cultures of our school family.</p>",
  ],
  [
    -20,
    "02:00 PM - 04:00 PM",
    "Swimming Pool",
    "Inter-house Swimming Gala",
    "<p>A record-breaking afternoon at the pool.</p>",
    "Sport",
  ],
  [
    -35,
    "06:00 PM - 07:30 PM",
    "School Hall",
    "Science Expo Evening",
    "<p>Learners presented more than sixty science projects to parents and judges.</p>",
  ],
];
