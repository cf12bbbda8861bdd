import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { GraphQLUpload } from "graphql-upload-ts";
import type { FileUpload } from "graphql-upload-ts";
import type { AuthContext } from "../auth";
import { ContentPage } from "./content-fields";
import { ContentPicture } from "./content-picture";
import type { ContentService } from "./content.service";
import type { PageDefinition } from "./page-definition";

@ObjectType({ simpleResolvers: true, description: "One saved version of an editable page." })
class ContentRevision {
  @Field(() => ID)
  id!: string;

  @Field(() => ContentPage)
  page!: ContentPage;

  @Field(() => Int, { description: "0 is the page as the site first showed it." })
  version!: number;

  @Field(() => Date)
  savedAt!: Date;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

const capitalized = (name: string) => name[0].toUpperCase() + name.slice(1);

const editorOf = async (context: AuthContext) => (await context.currentUser())?.email ?? null;

/** The query and the two mutations of one editable page, built from its definition. */
export function pageResolver(definition: PageDefinition) {
  const name = capitalized(definition.field);
  const editors = definition.editableBy ? [definition.editableBy] : [];

  @Resolver()
  class PageResolver {
    constructor(private readonly contentService: ContentService) {}

    @Query(() => definition.type, { name: definition.field, description: definition.description })
    async read(@Ctx() { isStaff }: AuthContext) {
      return this.contentService.read(definition, { isStaff: await isStaff() });
    }

    @Authorized(...editors)
    @Mutation(() => definition.type, {
      name: `update${name}`,
      description: "CONFLICT when expectedVersion is not the current version: someone else saved in between.",
    })
    async update(
      @Arg("input", () => definition.input) input: object,
      @Arg("expectedVersion", () => Int) expectedVersion: number,
      @Ctx() context: AuthContext,
    ) {
      return this.contentService.save(definition, input, expectedVersion, await editorOf(context));
    }

    @Authorized(...editors)
    @Mutation(() => definition.type, {
      name: `restore${name}`,
      description: "Makes an earlier version current again, as a new version.",
    })
    async restore(
      @Arg("version", () => Int) version: number,
      @Arg("expectedVersion", () => Int) expectedVersion: number,
      @Ctx() context: AuthContext,
    ) {
      return this.contentService.restore(definition, version, expectedVersion, await editorOf(context));
    }
  }
  Object.defineProperty(PageResolver, "name", { value: `${name}Resolver` });
  return PageResolver;
}

@Resolver()
export class ContentRevisionResolver {
  constructor(private readonly contentService: ContentService) {}

  @Authorized()
  @Query(() => [ContentRevision], { description: "A page's saved versions, newest first." })
  contentRevisions(@Arg("page", () => ContentPage) page: ContentPage) {
    return this.contentService.revisions(page);
  }

  @Authorized()
  @Mutation(() => ContentPicture, {
    description: "Stores a picture (JPEG, PNG, GIF or WebP, under 5 MB) for a page; save the page with its assetId.",
  })
  uploadContentPicture(@Arg("image", () => GraphQLUpload) image: Promise<FileUpload>) {
    return this.contentService.uploadPicture(image);
  }
}
