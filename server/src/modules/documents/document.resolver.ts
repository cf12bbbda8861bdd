import { Arg, Args, Authorized, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Connection, PageArgs } from "../../kernel/pagination";
import { Document } from "./document.entity";
import { DocumentInput } from "./document.inputs";
import type { DocumentService } from "./document.service";

@ObjectType()
class DocumentConnection extends Connection(Document) {}

@Resolver(() => Document)
export class DocumentResolver {
  constructor(private readonly documentService: DocumentService) {}

  @Query(() => DocumentConnection, { description: "Documents, newest first." })
  documents(@Args(() => PageArgs) args: PageArgs) {
    return this.documentService.list(args);
  }

  @Query(() => Document, { description: "One document; NOT_FOUND for an unknown id." })
  document(@Arg("id", () => ID) id: string) {
    return this.documentService.get(id);
  }

  @Authorized()
  @Mutation(() => Document)
  createDocument(@Arg("input", () => DocumentInput) input: DocumentInput) {
    return this.documentService.create(input);
  }

  @Authorized()
  @Mutation(() => Document)
  updateDocument(@Arg("id", () => ID) id: string, @Arg("input", () => DocumentInput) input: DocumentInput) {
    return this.documentService.update(id, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the document and answers its id." })
  deleteDocument(@Arg("id", () => ID) id: string) {
    return this.documentService.delete(id);
  }
}
