import { Args, Authorized, Mutation, Resolver } from "type-graphql";
import { GalleryItem } from "./gallery-item.entity";
import { ReorderGalleryArgs } from "./gallery-item.inputs";
import type { GalleryItemService } from "./gallery-item.service";

/** What gallery photos have beyond every content type's API (gallery-item.area.ts). */
@Resolver()
export class GalleryOrderResolver {
  constructor(private readonly galleryItemService: GalleryItemService) {}

  @Authorized()
  @Mutation(() => [GalleryItem], {
    description: "Sets the gallery's order: every photo's id once. Answers the gallery in its new order.",
  })
  reorderGalleryItems(@Args(() => ReorderGalleryArgs) { ids }: ReorderGalleryArgs) {
    return this.galleryItemService.reorder(ids);
  }
}
