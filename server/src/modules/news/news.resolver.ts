import { Arg, Args, Authorized, Ctx, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Connection } from "../../graphql/pagination";
import { News } from "./news.entity";
import { NewsInput, NewsListArgs } from "./news.inputs";

@ObjectType()
export class NewsConnection extends Connection(News) {}

@Resolver(() => News)
export class NewsResolver {
  @Query(() => NewsConnection, { description: "News, newest first." })
  news(@Args(() => NewsListArgs) args: NewsListArgs, @Ctx() { services }: Context) {
    return services.news.list(args);
  }

  @Query(() => News, { description: "One article; NOT_FOUND for an unknown id." })
  newsItem(@Arg("id", () => ID) id: string, @Ctx() { services }: Context) {
    return services.news.get(id);
  }

  @Query(() => [String], { description: "Categories in use, for the news filter." })
  newsCategories(@Ctx() { services }: Context) {
    return services.news.categories();
  }

  @Authorized()
  @Mutation(() => News)
  createNews(@Arg("input", () => NewsInput) input: NewsInput, @Ctx() { services }: Context) {
    return services.news.create(input);
  }

  @Authorized()
  @Mutation(() => News)
  updateNews(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => NewsInput) input: NewsInput,
    @Ctx() { services }: Context,
  ) {
    return services.news.update(id, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the article and answers its id." })
  deleteNews(@Arg("id", () => ID) id: string, @Ctx() { services }: Context) {
    return services.news.delete(id);
  }
}
