import { Query, Resolver } from "type-graphql";
import type { NewsService } from "./news.service";

/** What news has beyond every content type's API (news.area.ts). */
@Resolver()
export class NewsCategoriesResolver {
  constructor(private readonly newsService: NewsService) {}

  @Query(() => [String], { description: "Categories in use, for the news filter." })
  newsCategories() {
    return this.newsService.categories();
  }
}
