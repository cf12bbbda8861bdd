import { defineArea } from "../../kernel/area";
import type { MailService } from "./mail.service";
import { OutboxMessage } from "./outbox-message.entity";

const send = (mail: MailService) => async () => void (await mail.sendDue());

/** Outgoing e-mail: the outbox every area writes to, and the jobs that empty it. */
export const mailArea = defineArea({
  entities: [OutboxMessage],
  createService: ({ mail }: { mail: MailService }) => mail,
  jobs: (mail) => [
    // Queued by every new message (one at a time, by its job key) …
    { name: "mail_send", run: send(mail) },
    // … and a sweep each minute for retries and for messages queued where no jobs run.
    { name: "mail_sweep", cron: "* * * * *", run: send(mail) },
  ],
});
