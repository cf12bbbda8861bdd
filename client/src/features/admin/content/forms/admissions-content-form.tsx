import { SimpleGrid } from "@chakra-ui/react";
import { graphql } from "../../../../gql";
import type { AdmissionsContentForm_ContentFragment, AdmissionsContentInput } from "../../../../gql/graphql";
import { admissionsPath } from "../../../admissions/paths";
import { admissionsContentApi } from "../api/admissions-content";
import { ContentEditor } from "../components/content-editor";
import type { ContentEditorDefinition, ContentFormProps } from "../components/content-editor";
import type { FieldErrors } from "../components/fields";
import { CheckboxField, FieldGroup, TextInput, isWholeNumber, optionalText, textBinder } from "../components/fields";
import { ListEditor } from "../components/list-editor";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const AdmissionsContentFormFragment = graphql(`
  fragment AdmissionsContentForm_content on AdmissionsContent {
    intakeYear
    subtitle
    applicationsOpen
    applicationsClose
    processSteps
    requiredDocuments
    importantNote
    keyDates {
      label
      startDate
      endDate
      note
    }
    closingNote
    sections {
      title
      intro
      numbered
      items {
        title
        text
      }
    }
    version
    updatedAt
    updatedBy
  }
`);

interface KeyDateValue {
  label: string;
  startDate: string;
  endDate: string;
  note: string;
}

interface SectionValue {
  title: string;
  intro: string;
  numbered: boolean;
  items: { title: string; text: string }[];
}

/** One entry of a list of plain texts, as an object so the list editor can bind it. */
interface TextEntry {
  text: string;
}

interface AdmissionsValues {
  intakeYear: string;
  subtitle: string;
  applicationsOpen: string;
  applicationsClose: string;
  processSteps: TextEntry[];
  requiredDocuments: TextEntry[];
  importantNote: string;
  keyDates: KeyDateValue[];
  closingNote: string;
  sections: SectionValue[];
}

const MAX_STEPS = 20;
const MAX_DOCUMENTS = 30;
const MAX_KEY_DATES = 20;
const MAX_SECTIONS = 20;
const MAX_ITEMS = 40;

const entries = (texts: string[]): TextEntry[] => texts.map((text) => ({ text }));

const fromData = (admissions: AdmissionsContentForm_ContentFragment): AdmissionsValues => ({
  intakeYear: String(admissions.intakeYear),
  subtitle: admissions.subtitle,
  applicationsOpen: admissions.applicationsOpen,
  applicationsClose: admissions.applicationsClose,
  processSteps: entries(admissions.processSteps),
  requiredDocuments: entries(admissions.requiredDocuments),
  importantNote: admissions.importantNote,
  keyDates: admissions.keyDates.map((date) => ({
    label: date.label,
    startDate: date.startDate ?? "",
    endDate: date.endDate ?? "",
    note: date.note ?? "",
  })),
  closingNote: admissions.closingNote,
  sections: admissions.sections.map((section) => ({
    title: section.title,
    intro: section.intro ?? "",
    numbered: section.numbered,
    items: section.items.map((item) => ({ title: item.title ?? "", text: item.text })),
  })),
});

const toInput = (values: AdmissionsValues): AdmissionsContentInput => ({
  intakeYear: Number(values.intakeYear),
  subtitle: values.subtitle,
  applicationsOpen: values.applicationsOpen,
  applicationsClose: values.applicationsClose,
  processSteps: values.processSteps.map((entry) => entry.text),
  requiredDocuments: values.requiredDocuments.map((entry) => entry.text),
  importantNote: values.importantNote,
  keyDates: values.keyDates.map((date) => ({
    label: date.label,
    startDate: optionalText(date.startDate),
    endDate: optionalText(date.endDate),
    note: optionalText(date.note),
  })),
  closingNote: values.closingNote,
  sections: values.sections.map((section) => ({
    title: section.title,
    intro: optionalText(section.intro),
    numbered: section.numbered,
    items: section.items.map((item) => ({ title: optionalText(item.title), text: item.text })),
  })),
});

function check(values: AdmissionsValues): FieldErrors {
  return isWholeNumber(values.intakeYear) ? {} : { intakeYear: "Intake year must be a year" };
}

interface TextListProps {
  label: string;
  itemName: string;
  addLabel: string;
  items: TextEntry[];
  onChange: (items: TextEntry[]) => void;
  errors: FieldErrors;
  path: string;
  max: number;
}

/** A list of short texts; the server names an entry by its position, or the list when one is empty. */
function TextList({ label, itemName, addLabel, items, onChange, errors, path, max }: TextListProps) {
  return (
    <ListEditor
      label={label}
      itemLabel={(index) => `${itemName} ${index + 1}`}
      items={items}
      onChange={onChange}
      newItem={() => ({ text: "" })}
      addLabel={addLabel}
      max={max}
      path={path}
      renderItem={(entry, update, index) => (
        <TextInput
          label="Text"
          required
          value={entry.text}
          onChange={(text) => update({ text })}
          error={errors[`${path}.${index}`]}
        />
      )}
    />
  );
}

function AdmissionsContentForm({ values, onChange, errors }: ContentFormProps<AdmissionsValues>) {
  const text = textBinder(values, onChange, errors);
  return (
    <>
      <FieldGroup legend="Intake">
        <TextInput {...text("intakeYear", "Intake year", { numeric: true, width: "10rem" })} />
        <TextInput {...text("subtitle", "Subtitle", { rows: 2 })} helper="{intakeYear} stands for the intake year." />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextInput
            {...text("applicationsOpen", "Applications open", { type: "datetime-local" })}
            helper="Date and time, school time."
          />
          <TextInput
            {...text("applicationsClose", "Applications close", { type: "datetime-local" })}
            helper="Date and time, school time."
          />
        </SimpleGrid>
      </FieldGroup>
      <FieldGroup legend="Key dates" helper="A date is hidden once it has passed. Without dates, the note is shown.">
        <ListEditor
          label="Dates"
          itemLabel={(index) => `Key date ${index + 1}`}
          items={values.keyDates}
          onChange={(keyDates) => onChange({ ...values, keyDates })}
          newItem={() => ({ label: "", startDate: "", endDate: "", note: "" })}
          addLabel="Add key date"
          max={MAX_KEY_DATES}
          path="keyDates"
          renderItem={(date, update, index) => {
            const field = textBinder(date, update, errors, `keyDates.${index}`);
            return (
              <>
                <TextInput {...field("label", "Label")} />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextInput {...field("startDate", "Date", { type: "date", required: false })} />
                  <TextInput
                    {...field("endDate", "End date", { type: "date", required: false })}
                    helper="Only for a period."
                  />
                </SimpleGrid>
                <TextInput
                  {...field("note", "Note", { required: false })}
                  helper="Words instead of dates, e.g. 'Within 7 days of the offer'."
                />
              </>
            );
          }}
        />
      </FieldGroup>
      <FieldGroup legend="How to apply">
        <TextList
          label="Process steps"
          itemName="Step"
          addLabel="Add step"
          items={values.processSteps}
          onChange={(processSteps) => onChange({ ...values, processSteps })}
          errors={errors}
          path="processSteps"
          max={MAX_STEPS}
        />
        <TextList
          label="Required documents"
          itemName="Document"
          addLabel="Add document"
          items={values.requiredDocuments}
          onChange={(requiredDocuments) => onChange({ ...values, requiredDocuments })}
          errors={errors}
          path="requiredDocuments"
          max={MAX_DOCUMENTS}
        />
        <TextInput {...text("importantNote", "Important note", { rows: 2 })} />
      </FieldGroup>
      <FieldGroup legend="Sections">
        <ListEditor
          label="Folding sections"
          helper="Such as Placement Criteria or FAQ."
          itemLabel={(index) => `Section ${index + 1}`}
          items={values.sections}
          onChange={(sections) => onChange({ ...values, sections })}
          newItem={() => ({ title: "", intro: "", numbered: false, items: [] })}
          addLabel="Add section"
          max={MAX_SECTIONS}
          path="sections"
          renderItem={(section, update, sectionIndex) => {
            const sectionPath = `sections.${sectionIndex}`;
            const field = textBinder(section, update, errors, sectionPath);
            return (
              <>
                <TextInput {...field("title", "Section title")} />
                <TextInput {...field("intro", "Introduction", { rows: 2, required: false })} />
                <CheckboxField
                  label="Numbered items (an order of preference)"
                  checked={section.numbered}
                  onChange={(numbered) => update({ ...section, numbered })}
                />
                <ListEditor
                  label={`Items of ${section.title || `section ${sectionIndex + 1}`}`}
                  itemLabel={(index) => `Item ${index + 1}`}
                  items={section.items}
                  onChange={(items) => update({ ...section, items })}
                  newItem={() => ({ title: "", text: "" })}
                  addLabel="Add item"
                  max={MAX_ITEMS}
                  path={`${sectionPath}.items`}
                  renderItem={(item, updateItem, itemIndex) => {
                    const itemField = textBinder(item, updateItem, errors, `${sectionPath}.items.${itemIndex}`);
                    return (
                      <>
                        <TextInput {...itemField("title", "Question or heading", { required: false })} />
                        <TextInput {...itemField("text", "Text", { rows: 3 })} />
                      </>
                    );
                  }}
                />
              </>
            );
          }}
        />
      </FieldGroup>
      <FieldGroup legend="Closing">
        <TextInput
          {...text("closingNote", "Closing note", { rows: 3 })}
          helper="Below the key dates: what happens to an unsuccessful application."
        />
      </FieldGroup>
    </>
  );
}

const admissionsContent: ContentEditorDefinition<
  AdmissionsContentForm_ContentFragment,
  AdmissionsValues,
  AdmissionsContentInput
> = {
  page: "ADMISSIONS",
  title: "Admissions",
  publicPath: admissionsPath,
  api: admissionsContentApi,
  fromData,
  toInput,
  check,
  Form: AdmissionsContentForm,
};

export function AdmissionsContentEditor() {
  return <ContentEditor definition={admissionsContent} />;
}
