import { Arg, Args, Authorized, Ctx, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Connection } from "../../graphql/pagination";
import { Announcement } from "./announcement.entity";
import { AnnouncementInput, AnnouncementListArgs } from "./announcement.inputs";

@ObjectType()
export class AnnouncementConnection extends Connection(Announcement) {}

@Resolver(() => Announcement)
export class AnnouncementResolver {
  @Query(() => AnnouncementConnection, { description: "Active announcements, newest first." })
  async announcements(
    @Args(() => AnnouncementListArgs) args: AnnouncementListArgs,
    @Ctx() { services, currentUser }: Context,
  ) {
    return services.announcements.list(args, { isStaff: (await currentUser()) !== null });
  }

  @Query(() => Announcement, {
    description: "One announcement; NOT_FOUND for an unknown or, to the public, inactive id.",
  })
  async announcement(@Arg("id", () => ID) id: string, @Ctx() { services, currentUser }: Context) {
    return services.announcements.getVisible(id, { isStaff: (await currentUser()) !== null });
  }

  @Authorized()
  @Mutation(() => Announcement)
  createAnnouncement(@Arg("input", () => AnnouncementInput) input: AnnouncementInput, @Ctx() { services }: Context) {
    return services.announcements.create(input);
  }

  @Authorized()
  @Mutation(() => Announcement)
  updateAnnouncement(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AnnouncementInput) input: AnnouncementInput,
    @Ctx() { services }: Context,
  ) {
    return services.announcements.update(id, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the announcement and answers its id." })
  deleteAnnouncement(@Arg("id", () => ID) id: string, @Ctx() { services }: Context) {
    return services.announcements.delete(id);
  }
}
