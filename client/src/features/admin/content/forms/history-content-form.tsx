import { SimpleGrid } from "@chakra-ui/react";
import { graphql } from "../../../../gql";
import type { HistoryContentForm_ContentFragment, HistoryContentInput } from "../../../../gql/graphql";
import { historyPath } from "../../../history/paths";
import { historyContentApi } from "../api/history-content";
import { ContentEditor } from "../components/content-editor";
import type { ContentEditorDefinition, ContentFormProps } from "../components/content-editor";
import { FieldGroup, TextInput, textBinder } from "../components/fields";
import { ListEditor } from "../components/list-editor";
import { PictureField, emptyPicture, pictureInput, pictureValue } from "../components/picture-field";
import type { PictureValue } from "../components/picture-field";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const HistoryContentFormFragment = graphql(`
  fragment HistoryContentForm_content on HistoryContent {
    subtitle
    story
    principals {
      name
      years
      picture {
        ...PictureField_picture
      }
    }
    legacyTitle
    legacyText
    version
    updatedAt
    updatedBy
  }
`);

interface PrincipalValue {
  name: string;
  years: string;
  picture: PictureValue;
}

interface HistoryValues {
  subtitle: string;
  story: string;
  principals: PrincipalValue[];
  legacyTitle: string;
  legacyText: string;
}

const MAX_PRINCIPALS = 40;

const fromData = (history: HistoryContentForm_ContentFragment): HistoryValues => ({
  subtitle: history.subtitle,
  story: history.story,
  principals: history.principals.map(({ name, years, picture }) => ({ name, years, picture: pictureValue(picture) })),
  legacyTitle: history.legacyTitle,
  legacyText: history.legacyText,
});

const toInput = ({ principals, ...texts }: HistoryValues): HistoryContentInput => ({
  ...texts,
  principals: principals.map((principal) => ({ ...principal, picture: pictureInput(principal.picture) })),
});

function HistoryContentForm({ values, onChange, errors }: ContentFormProps<HistoryValues>) {
  const text = textBinder(values, onChange, errors);
  return (
    <>
      <FieldGroup legend="Our story">
        <TextInput {...text("subtitle", "Subtitle", { rows: 2 })} />
        <TextInput
          {...text("story", "Story", { rows: 10 })}
          helper="Separate paragraphs with a blank line. {foundingYear} stands for the founding year."
        />
      </FieldGroup>
      <FieldGroup legend="Previous principals">
        <ListEditor
          label="Principals"
          helper="Earliest first."
          itemLabel={(index) => `Principal ${index + 1}`}
          items={values.principals}
          onChange={(principals) => onChange({ ...values, principals })}
          newItem={() => ({ name: "", years: "", picture: emptyPicture() })}
          addLabel="Add principal"
          max={MAX_PRINCIPALS}
          path="principals"
          renderItem={(principal, update, index) => {
            const field = textBinder(principal, update, errors, `principals.${index}`);
            return (
              <>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextInput {...field("name", "Name")} />
                  <TextInput {...field("years", "Years")} helper="For example 1887-1903." />
                </SimpleGrid>
                <PictureField
                  label="Portrait"
                  value={principal.picture}
                  onChange={(picture) => update({ ...principal, picture: picture ?? emptyPicture() })}
                  errors={errors}
                  path={`principals.${index}.picture`}
                />
              </>
            );
          }}
        />
      </FieldGroup>
      <FieldGroup legend="Closing">
        <TextInput {...text("legacyTitle", "Closing heading")} />
        <TextInput {...text("legacyText", "Closing text", { rows: 4 })} />
      </FieldGroup>
    </>
  );
}

const historyContent: ContentEditorDefinition<HistoryContentForm_ContentFragment, HistoryValues, HistoryContentInput> =
  {
    page: "HISTORY",
    title: "History",
    publicPath: historyPath,
    api: historyContentApi,
    fromData,
    toInput,
    Form: HistoryContentForm,
  };

export function HistoryContentEditor() {
  return <ContentEditor definition={historyContent} />;
}
