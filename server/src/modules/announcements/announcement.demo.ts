import type { DemoContent } from "../../kernel/area";
import { addDays } from "../../kernel/dates";
import { publishedBefore } from "../../kernel/publication";
import { Announcement, Priority } from "./announcement.entity";
import { derivePriority } from "./announcement.service";

export async function seedDemoAnnouncements({ manager, today }: DemoContent): Promise<void> {
  await manager.insert(
    Announcement,
    demoAnnouncements.map(([daysAgo, requested, urgent, active, title, content]) => ({
      title,
      content,
      date: addDays(today, -daysAgo),
      urgent,
      active,
      requestedPriority: requested,
      priority: derivePriority(urgent, requested),
      publication: publishedBefore(addDays(today, -daysAgo)),
    })),
  );
}

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
    "<p>Because of planned road works on Fife Avenue, school closes at 11:00 on Friday. Please arrange to collect your daughter on time.</p>",
  ],
  [
    1,
    Priority.high,
    false,
    true,
    "Fees for the new year",
    "<p>Fee statements for the new year have been sent by e-mail. Please contact the bursar with any questions.</p>",
  ],
  [
    3,
    Priority.medium,
    false,
    true,
    "Lost property table",
    "<p>Unclaimed lost property will be on the table outside the office until the end of the month, then donated.</p>",
  ],
  [
    6,
    Priority.low,
    false,
    true,
    "Library books due",
    "<p>Please return all library books by the last week of term so that the library can complete its stock-take.</p>",
  ],
  [
    8,
    null,
    false,
    true,
    "Uniform shop hours",
    "<p>The uniform shop is open on Tuesdays and Thursdays from 07:30 to 09:00.</p>",
  ],
  [
    12,
    Priority.medium,
    false,
    false,
    "Sports photos postponed",
    "<p>The sports team photos have been postponed. A new date will be announced.</p>",
  ],
];
