import { SimpleGrid } from "@chakra-ui/react";
import { graphql } from "../../../../gql";
import type { AboutContentForm_ContentFragment, AboutContentInput } from "../../../../gql/graphql";
import { aboutPath } from "../../../about/paths";
import { aboutContentApi } from "../api/about-content";
import { ContentEditor } from "../components/content-editor";
import type { ContentEditorDefinition, ContentFormProps } from "../components/content-editor";
import type { FieldErrors } from "../components/fields";
import { FieldGroup, TextInput, isWholeNumber, textBinder } from "../components/fields";
import { ListEditor } from "../components/list-editor";
import { PictureField, emptyPicture, pictureInput, pictureValue } from "../components/picture-field";
import type { PictureValue } from "../components/picture-field";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const AboutContentFormFragment = graphql(`
  fragment AboutContentForm_content on AboutContent {
    subtitle
    timeline {
      year
      title
      description
      picture {
        ...PictureField_picture
      }
    }
    statistics {
      value
      label
    }
    closingTitle
    closingText
    version
    updatedAt
    updatedBy
  }
`);

interface MilestoneValue {
  year: string;
  title: string;
  description: string;
  picture: PictureValue;
}

interface AboutValues {
  subtitle: string;
  timeline: MilestoneValue[];
  /** Figures typed as text, checked before sending. */
  statistics: { value: string; label: string }[];
  closingTitle: string;
  closingText: string;
}

const MAX_MILESTONES = 30;
const MAX_STATISTICS = 8;

const fromData = (about: AboutContentForm_ContentFragment): AboutValues => ({
  subtitle: about.subtitle,
  timeline: about.timeline.map(({ year, title, description, picture }) => ({
    year,
    title,
    description,
    picture: pictureValue(picture),
  })),
  statistics: about.statistics.map(({ value, label }) => ({ value: String(value), label })),
  closingTitle: about.closingTitle,
  closingText: about.closingText,
});

const toInput = ({ timeline, statistics, ...texts }: AboutValues): AboutContentInput => ({
  ...texts,
  timeline: timeline.map((entry) => ({ ...entry, picture: pictureInput(entry.picture) })),
  statistics: statistics.map(({ value, label }) => ({ value: Number(value), label })),
});

function check(values: AboutValues): FieldErrors {
  const errors: FieldErrors = {};
  values.statistics.forEach((statistic, index) => {
    if (!isWholeNumber(statistic.value)) errors[`statistics.${index}.value`] = "Figure must be a whole number";
  });
  return errors;
}

function AboutContentForm({ values, onChange, errors }: ContentFormProps<AboutValues>) {
  const text = textBinder(values, onChange, errors);
  return (
    <>
      <FieldGroup legend="Introduction">
        <TextInput {...text("subtitle", "Subtitle", { rows: 2 })} />
      </FieldGroup>
      <FieldGroup legend="Timeline">
        <ListEditor
          label="Milestones"
          helper="Oldest first."
          itemLabel={(index) => `Milestone ${index + 1}`}
          items={values.timeline}
          onChange={(timeline) => onChange({ ...values, timeline })}
          newItem={() => ({ year: "", title: "", description: "", picture: emptyPicture() })}
          addLabel="Add milestone"
          max={MAX_MILESTONES}
          path="timeline"
          renderItem={(entry, update, index) => {
            const field = textBinder(entry, update, errors, `timeline.${index}`);
            return (
              <>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextInput {...field("year", "Year")} helper="A year, or a word such as 'Present'." />
                  <TextInput {...field("title", "Title")} />
                </SimpleGrid>
                <TextInput {...field("description", "Description", { rows: 3 })} />
                <PictureField
                  label="Picture"
                  value={entry.picture}
                  onChange={(picture) => update({ ...entry, picture: picture ?? emptyPicture() })}
                  errors={errors}
                  path={`timeline.${index}.picture`}
                />
              </>
            );
          }}
        />
      </FieldGroup>
      <FieldGroup legend="Statistics">
        <ListEditor
          label="Figures"
          helper="Each is shown as its figure followed by '+'."
          itemLabel={(index) => `Figure ${index + 1}`}
          items={values.statistics}
          onChange={(statistics) => onChange({ ...values, statistics })}
          newItem={() => ({ value: "", label: "" })}
          addLabel="Add figure"
          max={MAX_STATISTICS}
          path="statistics"
          renderItem={(statistic, update, index) => {
            const field = textBinder(statistic, update, errors, `statistics.${index}`);
            return (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextInput {...field("value", "Figure", { numeric: true })} />
                <TextInput {...field("label", "Label")} />
              </SimpleGrid>
            );
          }}
        />
      </FieldGroup>
      <FieldGroup legend="Closing">
        <TextInput {...text("closingTitle", "Closing heading")} />
        <TextInput {...text("closingText", "Closing text", { rows: 3 })} />
      </FieldGroup>
    </>
  );
}

const aboutContent: ContentEditorDefinition<AboutContentForm_ContentFragment, AboutValues, AboutContentInput> = {
  page: "ABOUT",
  title: "About",
  publicPath: aboutPath,
  api: aboutContentApi,
  fromData,
  toInput,
  check,
  Form: AboutContentForm,
};

export function AboutContentEditor() {
  return <ContentEditor definition={aboutContent} />;
}
