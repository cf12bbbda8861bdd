import { Arg, Args, Authorized, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Connection } from "../../kernel/pagination";
import { GalleryItem } from "./gallery-item.entity";
import { GalleryItemInput, GalleryListArgs, ReorderGalleryArgs } from "./gallery-item.inputs";
import type { GalleryItemService } from "./gallery-item.service";

@ObjectType()
class GalleryItemConnection extends Connection(GalleryItem) {}

@Resolver(() => GalleryItem)
export class GalleryItemResolver {
  constructor(private readonly galleryItemService: GalleryItemService) {}

  @Query(() => GalleryItemConnection, { description: "Gallery photos in the order staff set, new ones first." })
  galleryItems(@Args(() => GalleryListArgs) args: GalleryListArgs) {
    return this.galleryItemService.list(args);
  }

  @Query(() => GalleryItem, { description: "One photo; NOT_FOUND for an unknown id." })
  galleryItem(@Arg("id", () => ID) id: string) {
    return this.galleryItemService.get(id);
  }

  @Authorized()
  @Mutation(() => GalleryItem)
  createGalleryItem(@Arg("input", () => GalleryItemInput) input: GalleryItemInput) {
    return this.galleryItemService.create(input);
  }

  @Authorized()
  @Mutation(() => GalleryItem)
  updateGalleryItem(@Arg("id", () => ID) id: string, @Arg("input", () => GalleryItemInput) input: GalleryItemInput) {
    return this.galleryItemService.update(id, input);
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
