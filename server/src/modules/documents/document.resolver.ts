import { Arg, Args, Authorized, Ctx, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Connection, PageArgs } from "../../graphql/pagination";
import { Document } from "./document.entity";
import { DocumentInput } from "./document.inputs";

@ObjectType()
export class DocumentConnection extends Connection(Document) {}

@Resolver(() => Document)
export class DocumentResolver {
  @Query(() => DocumentConnection, { description: "Documents, newest first." })
  documents(@Args(() => PageArgs) args: PageArgs, @Ctx() { services }: Context) {
    return services.documents.list(args);
  }

  @Query(() => Document, { description: "One document; NOT_FOUND for an unknown id." })
  document(@Arg("id", () => ID) id: string, @Ctx() { services }: Context) {
    return services.documents.get(id);
  }

  @Authorized()
  @Mutation(() => Document)
  createDocument(@Arg("input", () => DocumentInput) input: DocumentInput, @Ctx() { services }: Context) {
    return services.documents.create(input);
  }

  @Authorized()
  @Mutation(() => Document)
  updateDocument(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => DocumentInput) input: DocumentInput,
    @Ctx() { services }: Context,
  ) {
    return services.documents.update(id, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes the document and answers its id." })
  deleteDocument(@Arg("id", () => ID) id: string, @Ctx() { services }: Context) {
    return services.documents.delete(id);
  }
}
