import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import type { Clock } from "../../kernel/clock";
import type { Mailer } from "../../kernel/mail";
import { AlertSend, AlertSubscriber } from "./alert.entities";
import { AlertsResolver } from "./alerts.resolver";
import { alertRoutes } from "./alerts.routes";
import { AlertsService } from "./alerts.service";
import { PushMessage, PushSubscriber, WebPushKeys } from "./push.entities";
import { WebPushService } from "./web-push.service";

interface AlertsNeeds {
  dataSource: DataSource;
  mail: Mailer;
  clock: Clock;
  school: SchoolIdentity;
  publicUrl: string;
  webPushServices: string[];
  jobsEnabled: boolean;
}

/** Alerts for parents: urgent announcements at once by e-mail and push, the weekly digest by e-mail. */
export const alertsArea = defineArea({
  entities: [AlertSubscriber, AlertSend, WebPushKeys, PushSubscriber, PushMessage],
  createService: ({ dataSource, mail, clock, school, publicUrl, webPushServices, jobsEnabled }: AlertsNeeds) =>
    new AlertsService(
      dataSource,
      mail,
      clock,
      school,
      publicUrl,
      new WebPushService(dataSource, {
        clock,
        subject: `mailto:${school.email}`,
        services: webPushServices,
        wakeSender: jobsEnabled,
      }),
    ),
  resolvers: [AlertsResolver],
  httpRoutes: alertRoutes,
  jobs: (alerts) => [
    // An urgent announcement is alerted as soon as it is saved public, and within a minute of a scheduled time.
    {
      name: "alerts_urgent",
      cron: "* * * * *",
      afterChangesTo: ["announcements"],
      run: async () => void (await alerts.sendUrgentAlerts()),
    },
    { name: "push_send", cron: "* * * * *", run: async () => void (await alerts.sendDuePushes()) },
    // Looked at every quarter hour; it sends once, from Sunday 18:00 in the school's zone.
    { name: "alerts_digest", cron: "*/15 * * * *", run: async () => void (await alerts.sendWeeklyDigest()) },
  ],
});
