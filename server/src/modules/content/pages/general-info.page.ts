import { Field, ID, InputType, ObjectType } from "type-graphql";
import { ArrayMaxSize, IsUUID } from "class-validator";
import type { EntityManager } from "typeorm";
import { In } from "typeorm";
import type { FieldErrors } from "../../../kernel/errors";
import { isPublicAt } from "../../../kernel/publication";
import type { Viewer } from "../../../kernel/publication";
import { Document } from "../../documents";
import { ContentPage, EditablePage, ListOf, OptionalText, RequiredText } from "../content-fields";
import { definePage } from "../page-definition";

const DOCUMENTS_PER_SECTION_MAX = 100;

@ObjectType({ simpleResolvers: true, description: "A heading on General Information and its documents, in order." })
class DocumentSection {
  @Field(() => String)
  title!: string;

  @Field(() => String, { description: "A line under the heading; empty for none." })
  description!: string;

  @Field(() => [Document], {
    description: "A deleted document drops out by itself; one not public now too, except for staff.",
  })
  documents!: Document[];
}

@ObjectType({
  simpleResolvers: true,
  description: "How General Information groups and orders the documents parents download.",
})
class GeneralInfoContent extends EditablePage {
  @Field(() => [DocumentSection])
  sections!: DocumentSection[];

  @Field(() => [Document], {
    description: "Documents in no section, newest first: the whole list while there are no sections.",
  })
  otherDocuments!: Document[];
}

@InputType()
class DocumentSectionInput {
  @Field(() => String)
  @RequiredText("Heading", 120)
  title!: string;

  @Field(() => String)
  @OptionalText("Description", 300)
  description!: string;

  @Field(() => [ID], { description: "The section's documents, in the order parents see them." })
  @IsUUID("all", { each: true, message: "A document is not a valid id" })
  @ArrayMaxSize(DOCUMENTS_PER_SECTION_MAX, { message: `Documents: at most ${DOCUMENTS_PER_SECTION_MAX}` })
  documentIds!: string[];
}

@InputType()
class GeneralInfoContentInput {
  @Field(() => [DocumentSectionInput])
  @ListOf("Sections", { max: 20 })
  sections!: DocumentSectionInput[];
}

interface StoredGeneralInfo {
  sections: DocumentSectionInput[];
}

/** Each document sits in at most one section. */
function checkPlacement({ sections }: StoredGeneralInfo): FieldErrors {
  const errors: FieldErrors = {};
  const placedIn = new Map<string, string>();
  sections.forEach((section, s) =>
    section.documentIds.forEach((id, d) => {
      const earlier = placedIn.get(id);
      if (earlier !== undefined)
        errors[`sections.${s}.documentIds.${d}`] = `This document is already under "${earlier}"`;
      else placedIn.set(id, section.title);
    }),
  );
  return errors;
}

/** Every placed document still exists (one may have been deleted while the page was open). */
async function checkDocumentsExist({ sections }: StoredGeneralInfo, manager: EntityManager): Promise<FieldErrors> {
  const ids = sections.flatMap((section) => section.documentIds);
  if (ids.length === 0) return {};
  const found = await manager.find(Document, {
    select: { id: true },
    where: { id: In(ids) },
    loadEagerRelations: false,
  });
  const existing = new Set(found.map((document) => document.id));
  const errors: FieldErrors = {};
  sections.forEach((section, s) =>
    section.documentIds.forEach((id, d) => {
      if (!existing.has(id)) errors[`sections.${s}.documentIds.${d}`] = "This document no longer exists";
    }),
  );
  return errors;
}

/** The sections with their documents, and the rest: one query for every document the viewer may see. */
async function withDocuments(
  { sections }: StoredGeneralInfo,
  manager: EntityManager,
  { viewer, now }: { viewer: Viewer; now: Date },
): Promise<object> {
  const documents = (await manager.find(Document, { order: { createdAt: "DESC", id: "DESC" } })).filter(
    (document) => viewer.isStaff || isPublicAt(document.publication, now),
  );
  const byId = new Map(documents.map((document) => [document.id, document]));
  const placed = new Set(sections.flatMap((section) => section.documentIds));
  return {
    sections: sections.map(({ title, description, documentIds }) => ({
      title,
      description,
      documents: documentIds.flatMap((id) => byId.get(id) ?? []),
    })),
    otherDocuments: documents.filter((document) => !placed.has(document.id)),
  };
}

export const generalInfoPage = definePage({
  page: ContentPage.GENERAL_INFO,
  publicPage: { path: "/general-info", title: "General Information" },
  field: "generalInfoContent",
  description: "The General Information page: documents grouped under headings.",
  type: GeneralInfoContent,
  input: GeneralInfoContentInput,
  defaults: () => ({ sections: [] }),
  check: checkPlacement,
  references: { check: checkDocumentsExist, resolve: withDocuments },
});
