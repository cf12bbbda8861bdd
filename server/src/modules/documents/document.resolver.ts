import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Connection } from "../../kernel/pagination";
import type { RequestContext } from "../../kernel/request-context";
import { EXPECTED_VERSION } from "../../kernel/versions";
import { Document } from "./document.entity";
import { DocumentInput, DocumentListArgs } from "./document.inputs";
import type { DocumentService } from "./document.service";

@ObjectType()
class DocumentConnection extends Connection(Document) {}

@Resolver(() => Document)
export class DocumentResolver {
  constructor(private readonly documentService: DocumentService) {}

  @Query(() => DocumentConnection, { description: "Documents, newest first." })
  async documents(@Args(() => DocumentListArgs) args: DocumentListArgs, @Ctx() { isStaff }: RequestContext) {
    return this.documentService.list(args, { isStaff: await isStaff() });
  }

  @Query(() => Document, {
    description: "One document; NOT_FOUND for an unknown id, or one not published (except to staff).",
  })
  async document(@Arg("id", () => ID) id: string, @Ctx() { isStaff }: RequestContext) {
    return this.documentService.getVisible(id, { isStaff: await isStaff() });
  }

  @Authorized()
  @Mutation(() => Document)
  createDocument(@Arg("input", () => DocumentInput) input: DocumentInput) {
    return this.documentService.create(input);
  }

  @Authorized()
  @Mutation(() => Document)
  updateDocument(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => DocumentInput) input: DocumentInput,
    @Arg("expectedVersion", () => Int, { nullable: true, description: EXPECTED_VERSION })
    expectedVersion?: number | null,
  ) {
    return this.documentService.update(id, input, expectedVersion ?? undefined);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the document and answers its id." })
  deleteDocument(@Arg("id", () => ID) id: string) {
    return this.documentService.delete(id);
  }
}
