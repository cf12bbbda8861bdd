import { Arg, Args, Authorized, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Connection } from "../../kernel/pagination";
import { News } from "./news.entity";
import { NewsInput, NewsListArgs } from "./news.inputs";
import type { NewsService } from "./news.service";

@ObjectType()
class NewsConnection extends Connection(News) {}

@Resolver(() => News)
export class NewsResolver {
  constructor(private readonly newsService: NewsService) {}

  @Query(() => NewsConnection, { description: "News, newest first." })
  news(@Args(() => NewsListArgs) args: NewsListArgs) {
    return this.newsService.list(args);
  }

  @Query(() => News, { description: "One article; NOT_FOUND for an unknown id." })
  newsItem(@Arg("id", () => ID) id: string) {
    return this.newsService.get(id);
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
  updateNews(@Arg("id", () => ID) id: string, @Arg("input", () => NewsInput) input: NewsInput) {
    return this.newsService.update(id, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the article and answers its id." })
  deleteNews(@Arg("id", () => ID) id: string) {
    return this.newsService.delete(id);
  }
}
