import type { GraphQLResolveInfo } from "graphql";
import { Arg, Args, Authorized, Ctx, ID, Info, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Connection } from "../../kernel/pagination";
import { requestedNodeFields } from "../../kernel/selection";
import { viewerOf } from "../../kernel/request-context";
import type { RequestContext } from "../../kernel/request-context";
import { EXPECTED_VERSION } from "../../kernel/versions";
import { Announcement } from "./announcement.entity";
import { AnnouncementInput, AnnouncementListArgs } from "./announcement.inputs";
import type { AnnouncementService } from "./announcement.service";

@ObjectType()
class AnnouncementConnection extends Connection(Announcement) {}

@Resolver(() => Announcement)
export class AnnouncementResolver {
  constructor(private readonly announcementService: AnnouncementService) {}

  @Query(() => AnnouncementConnection, { description: "Active announcements, newest first." })
  async announcements(
    @Args(() => AnnouncementListArgs) args: AnnouncementListArgs,
    @Ctx() { isStaff }: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    return this.announcementService.list(args, { isStaff: await isStaff() }, requestedNodeFields(info));
  }

  @Query(() => Announcement, {
    description:
      "One announcement; NOT_FOUND for an unknown or, to the public, inactive id (except with its preview link's X-Preview-Token header).",
  })
  async announcement(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return this.announcementService.getVisible(id, await viewerOf(context));
  }

  @Authorized()
  @Mutation(() => Announcement)
  createAnnouncement(@Arg("input", () => AnnouncementInput) input: AnnouncementInput) {
    return this.announcementService.create(input);
  }

  @Authorized()
  @Mutation(() => Announcement)
  updateAnnouncement(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AnnouncementInput) input: AnnouncementInput,
    @Arg("expectedVersion", () => Int, { nullable: true, description: EXPECTED_VERSION })
    expectedVersion?: number | null,
  ) {
    return this.announcementService.update(id, input, expectedVersion ?? undefined);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the announcement and answers its id." })
  deleteAnnouncement(@Arg("id", () => ID) id: string) {
    return this.announcementService.delete(id);
  }
}
