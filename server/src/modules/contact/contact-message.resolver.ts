import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Connection } from "../../kernel/pagination";
import type { RequestContext } from "../../kernel/request-context";
import { ContactMessage } from "./contact-message.entity";
import { ContactMessageInput, ContactMessageListArgs } from "./contact-message.inputs";
import type { ContactMessageService } from "./contact-message.service";

@ObjectType()
class ContactMessageConnection extends Connection(ContactMessage) {}

@Resolver(() => ContactMessage)
export class ContactMessageResolver {
  constructor(private readonly contactMessageService: ContactMessageService) {}

  @Mutation(() => Boolean, {
    description: "Sends a message to the school office. Limited per client address; answers true once received.",
  })
  async submitContactMessage(
    @Arg("input", () => ContactMessageInput) input: ContactMessageInput,
    @Ctx() { clientAddress }: RequestContext,
  ): Promise<boolean> {
    await this.contactMessageService.submit(input, clientAddress);
    // A bot caught by the honeypot is told the same as everyone else.
    return true;
  }

  @Authorized()
  @Query(() => ContactMessageConnection, { description: "Contact messages, newest first (staff only)." })
  contactMessages(@Args(() => ContactMessageListArgs) args: ContactMessageListArgs) {
    return this.contactMessageService.list(args);
  }

  @Authorized()
  @Query(() => Int, { description: "How many contact messages nobody has read yet (staff only)." })
  unreadContactMessageCount() {
    return this.contactMessageService.unreadCount();
  }

  @Authorized()
  @Mutation(() => ContactMessage, { description: "Marks a contact message read (or unread again)." })
  markContactMessageRead(
    @Arg("id", () => ID) id: string,
    @Arg("read", () => Boolean, { defaultValue: true }) read: boolean,
  ) {
    return this.contactMessageService.markRead(id, read);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the contact message and answers its id." })
  deleteContactMessage(@Arg("id", () => ID) id: string) {
    return this.contactMessageService.delete(id);
  }
}
