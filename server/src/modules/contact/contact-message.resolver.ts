import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Connection } from "../../graphql/pagination";
import { ContactMessage } from "./contact-message.entity";
import { ContactMessageInput, ContactMessageListArgs } from "./contact-message.inputs";

@ObjectType()
export class ContactMessageConnection extends Connection(ContactMessage) {}

@Resolver(() => ContactMessage)
export class ContactMessageResolver {
  @Mutation(() => Boolean, {
    description: "Sends a message to the school office. Limited per client address; answers true once received.",
  })
  async submitContactMessage(
    @Arg("input", () => ContactMessageInput) input: ContactMessageInput,
    @Ctx() { services, clientAddress }: Context,
  ): Promise<boolean> {
    await services.contact.submit(input, clientAddress);
    // A bot caught by the honeypot is told the same as everyone else.
    return true;
  }

  @Authorized()
  @Query(() => ContactMessageConnection, { description: "Contact messages, newest first (staff only)." })
  contactMessages(@Args(() => ContactMessageListArgs) args: ContactMessageListArgs, @Ctx() { services }: Context) {
    return services.contact.list(args);
  }

  @Authorized()
  @Query(() => Int, { description: "How many contact messages nobody has read yet (staff only)." })
  unreadContactMessageCount(@Ctx() { services }: Context) {
    return services.contact.unreadCount();
  }

  @Authorized()
  @Mutation(() => ContactMessage, { description: "Marks a contact message read (or unread again)." })
  markContactMessageRead(
    @Arg("id", () => ID) id: string,
    @Arg("read", () => Boolean, { defaultValue: true }) read: boolean,
    @Ctx() { services }: Context,
  ) {
    return services.contact.markRead(id, read);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the contact message and answers its id." })
  deleteContactMessage(@Arg("id", () => ID) id: string, @Ctx() { services }: Context) {
    return services.contact.delete(id);
  }
}
