import { graphql } from "../../../../gql";
import type { MissionValuesContentInput, MissionValuesForm_ContentFragment, ValueIcon } from "../../../../gql/graphql";
import { missionValuesPath } from "../../../mission-values/paths";
import { missionValuesApi } from "../api/mission-values-content";
import { ContentEditor } from "../components/content-editor";
import type { ContentEditorDefinition, ContentFormProps } from "../components/content-editor";
import { FieldGroup, SelectInput, TextInput, textBinder } from "../components/fields";
import { ListEditor } from "../components/list-editor";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const MissionValuesFormFragment = graphql(`
  fragment MissionValuesForm_content on MissionValuesContent {
    mission
    vision
    values {
      name
      icon
      summary
      description
    }
    version
    updatedAt
    updatedBy
  }
`);

const ICONS: { value: ValueIcon; label: string }[] = [
  { value: "AWARD", label: "Award" },
  { value: "BOOK", label: "Book" },
  { value: "GLOBE", label: "Globe" },
  { value: "HEART", label: "Heart" },
  { value: "LEAF", label: "Leaf" },
  { value: "LIGHTBULB", label: "Light bulb" },
  { value: "SHIELD", label: "Shield" },
  { value: "SPARKLES", label: "Sparkles" },
  { value: "STAR", label: "Star" },
  { value: "USERS", label: "People" },
];

/** Values the page shows at most. */
const MAX_VALUES = 8;

type MissionValues = MissionValuesContentInput;

const fromData = ({ mission, vision, values }: MissionValuesForm_ContentFragment): MissionValues => ({
  mission,
  vision,
  values: values.map(({ name, icon, summary, description }) => ({ name, icon, summary, description })),
});

function MissionValuesForm({ values, onChange, errors }: ContentFormProps<MissionValues>) {
  const text = textBinder(values, onChange, errors);
  return (
    <>
      <FieldGroup legend="Mission and vision">
        <TextInput {...text("mission", "Mission", { rows: 4 })} />
        <TextInput {...text("vision", "Vision", { rows: 4 })} />
      </FieldGroup>
      <FieldGroup legend="Values">
        <ListEditor
          label="Values"
          helper="Shown on the home, About and Mission & Values pages, in this order."
          itemLabel={(index) => `Value ${index + 1}`}
          items={values.values}
          onChange={(list) => onChange({ ...values, values: list })}
          newItem={(): MissionValues["values"][number] => ({ name: "", icon: "STAR", summary: "", description: "" })}
          addLabel="Add value"
          max={MAX_VALUES}
          path="values"
          renderItem={(value, update, index) => {
            const field = textBinder(value, update, errors, `values.${index}`);
            return (
              <>
                <TextInput {...field("name", "Value")} />
                <SelectInput
                  label="Icon"
                  value={value.icon}
                  options={ICONS}
                  onChange={(icon) => update({ ...value, icon: icon as ValueIcon })}
                  error={errors[`values.${index}.icon`]}
                />
                <TextInput {...field("summary", "Summary", { rows: 2 })} helper="One sentence, on the home page." />
                <TextInput {...field("description", "Description", { rows: 3 })} />
              </>
            );
          }}
        />
      </FieldGroup>
    </>
  );
}

const missionValues: ContentEditorDefinition<
  MissionValuesForm_ContentFragment,
  MissionValues,
  MissionValuesContentInput
> = {
  page: "MISSION_VALUES",
  title: "Mission & Values",
  publicPath: missionValuesPath,
  api: missionValuesApi,
  fromData,
  toInput: (values) => values,
  Form: MissionValuesForm,
};

export function MissionValuesEditor() {
  return <ContentEditor definition={missionValues} />;
}
