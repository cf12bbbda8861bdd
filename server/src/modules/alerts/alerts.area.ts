import type { DataSource } from "typeorm";
import type { SchoolIdentity } from "../../config";
import { defineArea } from "../../kernel/area";
import type { Clock } from "../../kernel/clock";
import type { Mailer } from "../../kernel/mail";
import { AlertSend, AlertSubscriber } from "./alert.entities";
import { AlertsResolver } from "./alerts.resolver";
import { alertRoutes } from "./alerts.routes";
import { AlertsService } from "./alerts.service";

interface AlertsNeeds {
  dataSource: DataSource;
  mail: Mailer;
  clock: Clock;
  school: SchoolIdentity;
  publicUrl: string;
}

/** E-mail alerts for parents: subscriptions, urgent announcements at once, the weekly digest. */
export const alertsArea = defineArea({
  entities: [AlertSubscriber, AlertSend],
  createService: ({ dataSource, mail, clock, school, publicUrl }: AlertsNeeds) =>
    new AlertsService(dataSource, mail, clock, school, publicUrl),
  resolvers: [AlertsResolver],
  httpRoutes: alertRoutes,
  jobs: (alerts) => [
    // An urgent announcement is alerted within a minute of becoming public, published or scheduled.
    { name: "alerts_urgent", cron: "* * * * *", run: async () => void (await alerts.sendUrgentAlerts()) },
    // Looked at every quarter hour; it sends once, from Sunday 18:00 in the school's zone.
    { name: "alerts_digest", cron: "*/15 * * * *", run: async () => void (await alerts.sendWeeklyDigest()) },
  ],
});
