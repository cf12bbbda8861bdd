import { Arg, Authorized, ID, Mutation, Query, Resolver } from "type-graphql";
import type { ContentKind } from "../../kernel/content-kinds";
import { TrashKind } from "../../kernel/trash";
import { TrashedItem } from "./trashed-item";
import type { TrashService } from "./trash.service";

@Resolver(() => TrashedItem)
export class TrashResolver {
  constructor(private readonly trashService: TrashService) {}

  @Authorized()
  @Query(() => [TrashedItem], {
    description: "Deleted items still in the trash, most recently deleted first (staff only).",
  })
  trash() {
    return this.trashService.list();
  }

  @Authorized()
  @Mutation(() => ID, { description: "Brings an item back from the trash, where it was, and answers its id." })
  restoreFromTrash(@Arg("kind", () => TrashKind) kind: ContentKind, @Arg("id", () => ID) id: string) {
    return this.trashService.restore(kind, id);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Removes an item in the trash for good, its file too, and answers its id." })
  deleteForever(@Arg("kind", () => TrashKind) kind: ContentKind, @Arg("id", () => ID) id: string) {
    return this.trashService.deleteForever(kind, id);
  }
}
