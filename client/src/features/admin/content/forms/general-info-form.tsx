import { Link, List, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { graphql } from "../../../../gql";
import type { GeneralInfoContentInput, GeneralInfoForm_ContentFragment } from "../../../../gql/graphql";
import { adminPaths } from "../../paths";
import { generalInfoPath } from "../../../general-info/paths";
import { generalInfoContentApi } from "../api/general-info-content";
import { ContentEditor } from "../components/content-editor";
import type { ContentEditorDefinition, ContentFormProps } from "../components/content-editor";
import { FieldGroup, SelectInput, TextInput, textBinder } from "../components/fields";
import type { FieldErrors } from "../components/fields";
import { ListEditor } from "../components/list-editor";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const GeneralInfoFormFragment = graphql(`
  fragment GeneralInfoForm_content on GeneralInfoContent {
    sections {
      title
      description
      documents {
        id
        title
      }
    }
    otherDocuments {
      id
      title
    }
    version
    updatedAt
    updatedBy
  }
`);

const MAX_SECTIONS = 20;
const MAX_DOCUMENTS_PER_SECTION = 100;

interface DocumentChoice {
  id: string;
  title: string;
}

interface SectionValues {
  title: string;
  description: string;
  /** Objects rather than bare ids, so the list editor can move them; '' until one is chosen. */
  documentIds: { id: string }[];
}

interface GeneralInfoValues {
  sections: SectionValues[];
  /** Every document there is, to choose from: not sent back. */
  library: DocumentChoice[];
}

const fromData = ({ sections, otherDocuments }: GeneralInfoForm_ContentFragment): GeneralInfoValues => ({
  sections: sections.map(({ title, description, documents }) => ({
    title,
    description,
    documentIds: documents.map(({ id }) => ({ id })),
  })),
  library: [...sections.flatMap((section) => section.documents), ...otherDocuments]
    .map(({ id, title }) => ({ id, title }))
    .sort((a, b) => a.title.localeCompare(b.title)),
});

const toInput = ({ sections }: GeneralInfoValues): GeneralInfoContentInput => ({
  sections: sections.map(({ title, description, documentIds }) => ({
    title,
    description,
    documentIds: documentIds.map(({ id }) => id),
  })),
});

/** A document entry left on 'Choose a document' would be refused by the server as an invalid id. */
const check = ({ sections }: GeneralInfoValues): FieldErrors => {
  const errors: FieldErrors = {};
  sections.forEach((section, s) =>
    section.documentIds.forEach(({ id }, d) => {
      if (!id) errors[`sections.${s}.documentIds.${d}`] = "Choose a document";
    }),
  );
  return errors;
};

function GeneralInfoForm({ values, onChange, errors }: ContentFormProps<GeneralInfoValues>) {
  const placed = new Set(values.sections.flatMap((section) => section.documentIds.map(({ id }) => id)));
  const unplaced = values.library.filter((document) => !placed.has(document.id));
  // A document sits in one section: each entry offers its own choice and the documents in none.
  const choicesFor = (current: string) => [
    { value: "", label: "Choose a document" },
    ...values.library
      .filter((document) => document.id === current || !placed.has(document.id))
      .map((document) => ({ value: document.id, label: document.title })),
  ];

  return (
    <>
      <FieldGroup
        legend="Grouping"
        helper="Headings on General Information, each with its documents in the order parents see them."
      >
        <Text>
          Documents are added, renamed and removed in{" "}
          <Link asChild color="school.700" fontWeight="semibold">
            <RouterLink to={adminPaths.documents}>Documents</RouterLink>
          </Link>
          ; here you choose where each one appears.
        </Text>
        <ListEditor
          label="Sections"
          itemLabel={(index) => `Section ${index + 1}`}
          items={values.sections}
          onChange={(sections) => onChange({ ...values, sections })}
          newItem={(): SectionValues => ({ title: "", description: "", documentIds: [] })}
          addLabel="Add section"
          max={MAX_SECTIONS}
          path="sections"
          renderItem={(section, update, sectionIndex) => {
            const sectionPath = `sections.${sectionIndex}`;
            const field = textBinder(section, update, errors, sectionPath);
            return (
              <>
                <TextInput {...field("title", "Heading")} helper="For example 'Fees' or 'Forms and policies'." />
                <TextInput {...field("description", "Description", { required: false })} />
                <ListEditor
                  label={`Documents under ${section.title || `section ${sectionIndex + 1}`}`}
                  itemLabel={(index) => `Document ${index + 1}`}
                  items={section.documentIds}
                  onChange={(documentIds) => update({ ...section, documentIds })}
                  newItem={() => ({ id: "" })}
                  addLabel="Add document"
                  max={MAX_DOCUMENTS_PER_SECTION}
                  path={`${sectionPath}.documentIds`}
                  renderItem={(entry, updateEntry, documentIndex) => (
                    <SelectInput
                      label="Document"
                      value={entry.id}
                      options={choicesFor(entry.id)}
                      onChange={(id) => updateEntry({ id })}
                      error={errors[`${sectionPath}.documentIds.${documentIndex}`]}
                    />
                  )}
                />
              </>
            );
          }}
        />
      </FieldGroup>
      <FieldGroup legend="In no section">
        {unplaced.length === 0 ? (
          <Text>Every document is in a section.</Text>
        ) : (
          <>
            <Text>
              {values.sections.length === 0
                ? "With no sections, parents see every document in one list, newest first:"
                : "Parents see these under 'Other documents', after the sections:"}
            </Text>
            <List.Root ps="5">
              {unplaced.map((document) => (
                <List.Item key={document.id}>{document.title}</List.Item>
              ))}
            </List.Root>
          </>
        )}
      </FieldGroup>
    </>
  );
}

const generalInfo: ContentEditorDefinition<
  GeneralInfoForm_ContentFragment,
  GeneralInfoValues,
  GeneralInfoContentInput
> = {
  page: "GENERAL_INFO",
  title: "General Information",
  publicPath: generalInfoPath,
  api: generalInfoContentApi,
  fromData,
  toInput,
  check,
  Form: GeneralInfoForm,
};

export function GeneralInfoEditor() {
  return <ContentEditor definition={generalInfo} />;
}
