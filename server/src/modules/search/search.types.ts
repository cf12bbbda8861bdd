import { IsEnum, IsInt, IsOptional, Max, MaxLength, Min } from "class-validator";
import { ArgsType, Field, Int, ObjectType } from "type-graphql";
import type { ContentKind } from "../../kernel/content-kinds";
import { SearchKind } from "../../kernel/search-source";
import { SEARCH_MAX } from "../../kernel/validators";

const SEARCH_PAGE_SIZE = 20;
const SEARCH_PAGE_MAX = 50;
const SEARCH_OFFSET_MAX = 1000;

@ArgsType()
export class SearchArgs {
  @Field(() => String, { description: 'What to look for: words, "a phrase", -without; a short query forgives a typo.' })
  @MaxLength(SEARCH_MAX, { message: `q must be at most ${SEARCH_MAX} characters` })
  q!: string;

  @Field(() => SearchKind, { nullable: true, description: "Only results of this kind; omit for all." })
  @IsOptional()
  @IsEnum(SearchKind)
  kind?: ContentKind | null;

  @Field(() => Int, { defaultValue: SEARCH_PAGE_SIZE })
  @IsInt()
  @Min(1)
  @Max(SEARCH_PAGE_MAX)
  first: number = SEARCH_PAGE_SIZE;

  @Field(() => Int, { defaultValue: 0, description: "How many of the best results to skip (the next page)." })
  @IsInt()
  @Min(0)
  @Max(SEARCH_OFFSET_MAX)
  offset: number = 0;
}

@ObjectType({ description: "A piece of a result's snippet; highlighted where it matches what was searched." })
export class SnippetPart {
  @Field(() => String)
  text!: string;

  @Field(() => Boolean)
  highlighted!: boolean;
}

@ObjectType({ description: "One thing the search found." })
export class SearchHit {
  @Field(() => SearchKind)
  kind!: ContentKind;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: "Where it is on the site (a document: its download)." })
  path!: string;

  @Field(() => String, { nullable: true, description: "Its date, yyyy-mm-dd; none for a page." })
  date!: string | null;

  @Field(() => [SnippetPart], { description: "The words around what matched, the matches highlighted." })
  snippet!: SnippetPart[];
}

@ObjectType()
export class SearchResults {
  @Field(() => Int, { description: "How many results there are in all." })
  total!: number;

  @Field(() => [SearchHit], { description: "The best first." })
  hits!: SearchHit[];
}
