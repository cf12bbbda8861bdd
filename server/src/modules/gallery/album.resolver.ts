import { Arg, Authorized, ID, Mutation, Query, Resolver } from "type-graphql";
import { Album } from "./album.entity";
import { AlbumInput } from "./album.inputs";
import type { AlbumService } from "./album.service";
import type { GalleryItemService } from "./gallery-item.service";

@Resolver(() => Album)
export class AlbumResolver {
  private readonly albumService: AlbumService;

  // Built with the gallery area's service, which owns the albums.
  constructor(gallery: GalleryItemService) {
    this.albumService = gallery.albums;
  }

  @Query(() => [Album], { description: "Every album, by name." })
  albums() {
    return this.albumService.list();
  }

  @Authorized()
  @Mutation(() => Album)
  createAlbum(@Arg("input", () => AlbumInput) input: AlbumInput) {
    return this.albumService.create(input);
  }

  @Authorized()
  @Mutation(() => Album, { description: "Renames the album." })
  updateAlbum(@Arg("id", () => ID) id: string, @Arg("input", () => AlbumInput) input: AlbumInput) {
    return this.albumService.update(id, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the album and answers its id; its photos stay, in no album." })
  deleteAlbum(@Arg("id", () => ID) id: string) {
    return this.albumService.delete(id);
  }
}
