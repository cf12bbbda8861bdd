import type { ClassType } from "type-graphql";
import type { EntityManager } from "typeorm";
import type { SchoolIdentity } from "../../config";
import type { FieldErrors } from "../../kernel/errors";
import type { Viewer } from "../../kernel/publication";
import type { Role } from "../../kernel/roles";
import type { ContentPage, EditablePage } from "./content-fields";

/**
 * One editable page: its GraphQL types, how it starts on a new site, and the checks that span
 * several fields. The content is stored as its input checked and written out (pictures as
 * StoredPicture); what is answered is that content with pictures resolved and the version beside it.
 */
export interface PageDefinition<Content extends object = object> {
  page: ContentPage;
  /** The query's name; mutations are update<Name> and restore<Name>. */
  field: string;
  description: string;
  type: ClassType<EditablePage>;
  input: ClassType<Content>;
  /** The content of a page never saved: the spec's texts, and for the settings the SCHOOL_* values. */
  defaults: (school: SchoolIdentity) => Content;
  /** Rules across fields that class-validator cannot express; field name (dotted) to message. */
  check?: (content: Content) => FieldErrors;
  /** Records of other areas the page names (documents): checked on save, loaded when answered (for the public: only those public `now`). */
  references?: {
    check: (content: Content, manager: EntityManager) => Promise<FieldErrors>;
    resolve: (content: Content, manager: EntityManager, audience: { viewer: Viewer; now: Date }) => Promise<object>;
  };
  /** Where the public reads it, and its title there, for the site search; none for the settings. */
  publicPage?: { path: string; title: string };
  /** Who may save and restore it, when not every staff member (the school's settings: administrators). */
  editableBy?: Role;
  /** Values answered beside the stored content (the settings add the time zone, which is configuration). */
  extra?: (school: SchoolIdentity) => object;
}

export const definePage = <Content extends object>(definition: PageDefinition<Content>) =>
  definition as unknown as PageDefinition;
