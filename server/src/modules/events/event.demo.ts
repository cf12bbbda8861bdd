import type { DemoContent } from "../../kernel/area";
import { addDays } from "../../kernel/dates";
import { Event } from "./event.entity";

export async function seedDemoEvents({ manager, today }: DemoContent): Promise<void> {
  await manager.insert(
    Event,
    demoEvents.map(([inDays, time, location, title, description]) => ({
      title,
      description,
      location,
      time,
      date: addDays(today, inDays),
    })),
  );
}

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
