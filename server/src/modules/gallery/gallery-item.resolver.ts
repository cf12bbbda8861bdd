import type { GraphQLResolveInfo } from "graphql";
import { Arg, Args, Authorized, Ctx, ID, Info, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Connection } from "../../kernel/pagination";
import { requestedNodeFields } from "../../kernel/selection";
import type { RequestContext } from "../../kernel/request-context";
import { EXPECTED_VERSION } from "../../kernel/versions";
import { GalleryItem } from "./gallery-item.entity";
import { GalleryItemInput, GalleryListArgs, ReorderGalleryArgs } from "./gallery-item.inputs";
import type { GalleryItemService } from "./gallery-item.service";

@ObjectType()
class GalleryItemConnection extends Connection(GalleryItem) {}

@Resolver(() => GalleryItem)
export class GalleryItemResolver {
  constructor(private readonly galleryItemService: GalleryItemService) {}

  @Query(() => GalleryItemConnection, { description: "Gallery photos in the order staff set, new ones first." })
  async galleryItems(
    @Args(() => GalleryListArgs) args: GalleryListArgs,
    @Ctx() { isStaff }: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    return this.galleryItemService.list(args, { isStaff: await isStaff() }, requestedNodeFields(info));
  }

  @Query(() => GalleryItem, {
    description: "One photo; NOT_FOUND for an unknown id, or one not published (except to staff).",
  })
  async galleryItem(@Arg("id", () => ID) id: string, @Ctx() { isStaff }: RequestContext) {
    return this.galleryItemService.getVisible(id, { isStaff: await isStaff() });
  }

  @Authorized()
  @Mutation(() => GalleryItem)
  createGalleryItem(@Arg("input", () => GalleryItemInput) input: GalleryItemInput) {
    return this.galleryItemService.create(input);
  }

  @Authorized()
  @Mutation(() => GalleryItem)
  updateGalleryItem(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => GalleryItemInput) input: GalleryItemInput,
    @Arg("expectedVersion", () => Int, { nullable: true, description: EXPECTED_VERSION })
    expectedVersion?: number | null,
  ) {
    return this.galleryItemService.update(id, input, expectedVersion ?? undefined);
  }

  @Authorized()
  @Mutation(() => [GalleryItem], {
    description: "Sets the gallery's order: every photo's id once. Answers the gallery in its new order.",
  })
  reorderGalleryItems(@Args(() => ReorderGalleryArgs) { ids }: ReorderGalleryArgs) {
    return this.galleryItemService.reorder(ids);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the photo and answers its id." })
  deleteGalleryItem(@Arg("id", () => ID) id: string) {
    return this.galleryItemService.delete(id);
  }
}
