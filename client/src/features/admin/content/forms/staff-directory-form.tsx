import { SimpleGrid } from "@chakra-ui/react";
import { graphql } from "../../../../gql";
import type {
  StaffDirectoryForm_DirectoryFragment,
  StaffDirectoryInput,
  StaffMemberInput,
} from "../../../../gql/graphql";
import { staffDirectoryPath } from "../../../staff/paths";
import { staffDirectoryApi } from "../api/staff-directory";
import { ContentEditor } from "../components/content-editor";
import type { ContentEditorDefinition, ContentFormProps } from "../components/content-editor";
import type { FieldErrors } from "../components/fields";
import { FieldGroup, TextInput, optionalText, textBinder } from "../components/fields";
import { ListEditor } from "../components/list-editor";
import { PictureField, pictureInput, pictureValue } from "../components/picture-field";
import type { PictureValue } from "../components/picture-field";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const StaffDirectoryFormFragment = graphql(`
  fragment StaffDirectoryForm_directory on StaffDirectory {
    subtitle
    principal {
      ...StaffDirectoryForm_member
    }
    groups {
      title
      picture {
        ...PictureField_picture
      }
      rows {
        label
        people {
          ...StaffDirectoryForm_member
        }
      }
    }
    version
    updatedAt
    updatedBy
  }
`);

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const StaffDirectoryMemberFragment = graphql(`
  fragment StaffDirectoryForm_member on StaffMember {
    name
    role
    picture {
      ...PictureField_picture
    }
  }
`);

interface MemberValue {
  name: string;
  role: string;
  picture: PictureValue | null;
}

interface RowValue {
  label: string;
  people: MemberValue[];
}

interface GroupValue {
  title: string;
  picture: PictureValue | null;
  rows: RowValue[];
}

interface StaffValues {
  subtitle: string;
  principal: MemberValue;
  groups: GroupValue[];
}

const MAX_GROUPS = 20;
const MAX_ROWS = 10;
const MAX_PEOPLE = 40;

type MemberData = StaffDirectoryForm_DirectoryFragment["principal"];

const memberValue = ({ name, role, picture }: MemberData): MemberValue => ({
  name,
  role: role ?? "",
  picture: picture ? pictureValue(picture) : null,
});

const memberInput = ({ name, role, picture }: MemberValue): StaffMemberInput => ({
  name,
  role: optionalText(role),
  picture: picture && pictureInput(picture),
});

const fromData = (staff: StaffDirectoryForm_DirectoryFragment): StaffValues => ({
  subtitle: staff.subtitle,
  principal: memberValue(staff.principal),
  groups: staff.groups.map((group) => ({
    title: group.title,
    picture: group.picture ? pictureValue(group.picture) : null,
    rows: group.rows.map((row) => ({ label: row.label, people: row.people.map(memberValue) })),
  })),
});

const toInput = (values: StaffValues): StaffDirectoryInput => ({
  subtitle: values.subtitle,
  principal: memberInput(values.principal),
  groups: values.groups.map((group) => ({
    title: group.title,
    picture: group.picture && pictureInput(group.picture),
    rows: group.rows.map((row) => ({ label: row.label, people: row.people.map(memberInput) })),
  })),
});

const newMember = (): MemberValue => ({ name: "", role: "", picture: null });

interface MemberFieldsProps {
  member: MemberValue;
  update: (member: MemberValue) => void;
  errors: FieldErrors;
  path: string;
}

function MemberFields({ member, update, errors, path }: MemberFieldsProps) {
  const field = textBinder(member, update, errors, path);
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInput {...field("name", "Name")} />
        <TextInput
          {...field("role", "Role", { required: false })}
          helper="Optional, shown beside the name, e.g. 'Deputy' or 'Grade 3'."
        />
      </SimpleGrid>
      <PictureField
        label="Photo"
        optional
        value={member.picture}
        onChange={(picture) => update({ ...member, picture })}
        errors={errors}
        path={`${path}.picture`}
      />
    </>
  );
}

function StaffDirectoryForm({ values, onChange, errors }: ContentFormProps<StaffValues>) {
  const text = textBinder(values, onChange, errors);
  return (
    <>
      <FieldGroup legend="Introduction">
        <TextInput {...text("subtitle", "Subtitle", { rows: 2 })} />
      </FieldGroup>
      <FieldGroup legend="Principal">
        <MemberFields
          member={values.principal}
          update={(principal) => onChange({ ...values, principal })}
          errors={errors}
          path="principal"
        />
      </FieldGroup>
      <FieldGroup legend="Departments">
        <ListEditor
          label="Departments"
          helper="Each department has a group photo and its people, row by row as they stand in it."
          itemLabel={(index) => `Department ${index + 1}`}
          items={values.groups}
          onChange={(groups) => onChange({ ...values, groups })}
          newItem={() => ({ title: "", picture: null, rows: [{ label: "", people: [newMember()] }] })}
          addLabel="Add department"
          max={MAX_GROUPS}
          path="groups"
          renderItem={(group, update, groupIndex) => {
            const groupPath = `groups.${groupIndex}`;
            return (
              <>
                <TextInput {...textBinder(group, update, errors, groupPath)("title", "Department")} />
                <PictureField
                  label="Group photo"
                  optional
                  value={group.picture}
                  onChange={(picture) => update({ ...group, picture })}
                  errors={errors}
                  path={`${groupPath}.picture`}
                />
                <ListEditor
                  label={`Rows of ${group.title || `department ${groupIndex + 1}`}`}
                  itemLabel={(index) => `Row ${index + 1}`}
                  items={group.rows}
                  onChange={(rows) => update({ ...group, rows })}
                  newItem={() => ({ label: "", people: [newMember()] })}
                  addLabel="Add row"
                  max={MAX_ROWS}
                  path={`${groupPath}.rows`}
                  renderItem={(row, updateRow, rowIndex) => {
                    const rowPath = `${groupPath}.rows.${rowIndex}`;
                    return (
                      <>
                        <TextInput
                          {...textBinder(row, updateRow, errors, rowPath)("label", "Row")}
                          helper="For example 'Backrow' or 'Seated'."
                        />
                        <ListEditor
                          label={`People in ${row.label || `row ${rowIndex + 1}`}`}
                          helper="Left to right."
                          itemLabel={(index) => `Person ${index + 1}`}
                          items={row.people}
                          onChange={(people) => updateRow({ ...row, people })}
                          newItem={newMember}
                          addLabel="Add person"
                          max={MAX_PEOPLE}
                          path={`${rowPath}.people`}
                          renderItem={(member, updateMember, memberIndex) => (
                            <MemberFields
                              member={member}
                              update={updateMember}
                              errors={errors}
                              path={`${rowPath}.people.${memberIndex}`}
                            />
                          )}
                        />
                      </>
                    );
                  }}
                />
              </>
            );
          }}
        />
      </FieldGroup>
    </>
  );
}

const staffDirectory: ContentEditorDefinition<StaffDirectoryForm_DirectoryFragment, StaffValues, StaffDirectoryInput> =
  {
    page: "STAFF",
    title: "Staff",
    publicPath: staffDirectoryPath,
    api: staffDirectoryApi,
    fromData,
    toInput,
    Form: StaffDirectoryForm,
  };

export function StaffDirectoryEditor() {
  return <ContentEditor definition={staffDirectory} />;
}
