import { Arg, Authorized, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { ContentKind } from "../../kernel/content-kinds";
import { PreviewKind } from "../../kernel/preview";
import { PreviewLink } from "./preview-link.entity";
import type { PreviewService } from "./preview.service";

@Resolver(() => PreviewLink)
export class PreviewResolver {
  constructor(private readonly previews: PreviewService) {}

  @Authorized()
  @Query(() => [PreviewLink], { description: "The item's preview links that still work, newest first." })
  previewLinks(@Arg("kind", () => PreviewKind) kind: ContentKind, @Arg("itemId", () => ID) itemId: string) {
    return this.previews.active(kind, itemId);
  }

  @Authorized()
  @Mutation(() => PreviewLink, {
    description: "Shares one item: its public page opened with ?preview=<token> shows it, unpublished, for 7 days.",
  })
  sharePreview(@Arg("kind", () => PreviewKind) kind: ContentKind, @Arg("itemId", () => ID) itemId: string) {
    return this.previews.create(kind, itemId);
  }

  @Authorized()
  @Mutation(() => PreviewLink, { description: "Withdraws a preview link at once." })
  revokePreviewLink(@Arg("id", () => ID) id: string) {
    return this.previews.revoke(id);
  }

  @FieldResolver(() => String, { description: "The signed token the public page takes as ?preview=<token>." })
  token(@Root() link: PreviewLink) {
    return this.previews.tokenOf(link);
  }
}
