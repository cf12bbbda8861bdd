import type { GraphQLResolveInfo } from "graphql";
import { Arg, Args, Authorized, Ctx, ID, Info, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { viewerOf } from "../../kernel/request-context";
import type { RequestContext } from "../../kernel/request-context";
import { Connection } from "../../kernel/pagination";
import { requestedNodeFields } from "../../kernel/selection";
import { EXPECTED_VERSION } from "../../kernel/versions";
import { News } from "./news.entity";
import { NewsInput, NewsListArgs } from "./news.inputs";
import type { NewsService } from "./news.service";

@ObjectType()
class NewsConnection extends Connection(News) {}

@Resolver(() => News)
export class NewsResolver {
  constructor(private readonly newsService: NewsService) {}

  @Query(() => NewsConnection, { description: "Published news, newest first; staff may ask for the rest too." })
  async news(
    @Args(() => NewsListArgs) args: NewsListArgs,
    @Ctx() { isStaff }: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    return this.newsService.list(args, { isStaff: await isStaff() }, requestedNodeFields(info));
  }

  @Query(() => News, {
    description:
      "One article; NOT_FOUND for an unknown id, or one not published (except to staff or with its preview link's X-Preview-Token header).",
  })
  async newsItem(@Arg("id", () => ID) id: string, @Ctx() context: RequestContext) {
    return this.newsService.getVisible(id, await viewerOf(context));
  }

  @Query(() => [String], { description: "Categories in use, for the news filter." })
  newsCategories() {
    return this.newsService.categories();
  }

  @Authorized()
  @Mutation(() => News)
  createNews(@Arg("input", () => NewsInput) input: NewsInput) {
    return this.newsService.create(input);
  }

  @Authorized()
  @Mutation(() => News)
  updateNews(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => NewsInput) input: NewsInput,
    @Arg("expectedVersion", () => Int, { nullable: true, description: EXPECTED_VERSION })
    expectedVersion?: number | null,
  ) {
    return this.newsService.update(id, input, expectedVersion ?? undefined);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the article and answers its id." })
  deleteNews(@Arg("id", () => ID) id: string) {
    return this.newsService.delete(id);
  }
}
