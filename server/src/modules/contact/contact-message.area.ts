import type { DataSource } from "typeorm";
import { defineArea } from "../../kernel/area";
import type { Clock } from "../../kernel/clock";
import { ContactMessage } from "./contact-message.entity";
import { ContactMessageResolver } from "./contact-message.resolver";
import { ContactMessageService } from "./contact-message.service";

/** The contact form's messages, which staff read in the admin pages. */
export const contactArea = defineArea({
  entities: [ContactMessage],
  createService: ({ dataSource, clock }: { dataSource: DataSource; clock: Clock }) =>
    new ContactMessageService(dataSource, clock),
  resolvers: [ContactMessageResolver],
});
