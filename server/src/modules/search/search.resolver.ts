import { Args, Query, Resolver } from "type-graphql";
import { SearchArgs, SearchResults } from "./search.types";
import type { SearchService } from "./search.service";

@Resolver()
export class SearchResolver {
  constructor(private readonly searchService: SearchService) {}

  @Query(() => SearchResults, {
    description: "The site search: public news, events, announcements, documents and pages, best first.",
  })
  search(@Args(() => SearchArgs) args: SearchArgs) {
    return this.searchService.search(args);
  }
}
