import { Arg, Args, Authorized, Ctx, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Connection, PageArgs } from "../../graphql/pagination";
import { GalleryItem } from "./gallery-item.entity";
import { GalleryItemInput } from "./gallery-item.inputs";

@ObjectType()
export class GalleryItemConnection extends Connection(GalleryItem) {}

@Resolver(() => GalleryItem)
export class GalleryItemResolver {
  @Query(() => GalleryItemConnection, { description: "Gallery photos, newest first." })
  galleryItems(@Args(() => PageArgs) args: PageArgs, @Ctx() { services }: Context) {
    return services.gallery.list(args);
  }

  @Query(() => GalleryItem, { description: "One photo; NOT_FOUND for an unknown id." })
  galleryItem(@Arg("id", () => ID) id: string, @Ctx() { services }: Context) {
    return services.gallery.get(id);
  }

  @Authorized()
  @Mutation(() => GalleryItem)
  createGalleryItem(@Arg("input", () => GalleryItemInput) input: GalleryItemInput, @Ctx() { services }: Context) {
    return services.gallery.create(input);
  }

  @Authorized()
  @Mutation(() => GalleryItem)
  updateGalleryItem(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => GalleryItemInput) input: GalleryItemInput,
    @Ctx() { services }: Context,
  ) {
    return services.gallery.update(id, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the photo and answers its id." })
  deleteGalleryItem(@Arg("id", () => ID) id: string, @Ctx() { services }: Context) {
    return services.gallery.delete(id);
  }
}
