import { graphql } from "../../../../gql";
import type { HomeContentForm_ContentFragment, HomeContentInput } from "../../../../gql/graphql";
import { homePath } from "../../../home/paths";
import { homeContentApi } from "../api/home-content";
import { ContentEditor } from "../components/content-editor";
import type { ContentEditorDefinition, ContentFormProps } from "../components/content-editor";
import { CheckboxField, FieldGroup, TextInput, optionalText, textBinder } from "../components/fields";
import { ListEditor } from "../components/list-editor";
import { PictureField, emptyPicture, pictureInput, pictureValue } from "../components/picture-field";
import type { PictureValue } from "../components/picture-field";

/** @fragment Codegen reads it here; documents spread it by name, so nothing imports it. */
export const HomeContentFormFragment = graphql(`
  fragment HomeContentForm_content on HomeContent {
    heroEyebrow
    heroTitle
    heroText
    heroSlides {
      caption
      enabled
      picture {
        ...PictureField_picture
      }
    }
    storyTitle
    story
    version
    updatedAt
    updatedBy
  }
`);

interface SlideValue {
  picture: PictureValue;
  caption: string;
  enabled: boolean;
}

interface HomeValues {
  heroEyebrow: string;
  heroTitle: string;
  heroText: string;
  heroSlides: SlideValue[];
  storyTitle: string;
  story: string;
}

const fromData = (home: HomeContentForm_ContentFragment): HomeValues => ({
  heroEyebrow: home.heroEyebrow,
  heroTitle: home.heroTitle,
  heroText: home.heroText,
  heroSlides: home.heroSlides.map((slide) => ({
    picture: pictureValue(slide.picture),
    caption: slide.caption ?? "",
    enabled: slide.enabled,
  })),
  storyTitle: home.storyTitle,
  story: home.story,
});

const toInput = ({ heroSlides, ...texts }: HomeValues): HomeContentInput => ({
  ...texts,
  heroSlides: heroSlides.map((slide) => ({
    picture: pictureInput(slide.picture),
    caption: optionalText(slide.caption),
    enabled: slide.enabled,
  })),
});

/** Slides the home page can show at most. */
const MAX_SLIDES = 12;

function HomeContentForm({ values, onChange, errors }: ContentFormProps<HomeValues>) {
  const text = textBinder(values, onChange, errors);
  return (
    <>
      <FieldGroup legend="Hero">
        <TextInput
          {...text("heroEyebrow", "Line above the heading")}
          helper="{foundingYear} stands for the founding year."
        />
        <TextInput {...text("heroTitle", "Heading")} />
        <TextInput {...text("heroText", "Introduction", { rows: 3 })} />
        <ListEditor
          label="Slides"
          helper="Shown in this order. Hidden slides stay in the list for later."
          itemLabel={(index) => `Slide ${index + 1}`}
          items={values.heroSlides}
          onChange={(heroSlides) => onChange({ ...values, heroSlides })}
          newItem={() => ({ picture: emptyPicture(), caption: "", enabled: true })}
          addLabel="Add slide"
          max={MAX_SLIDES}
          path="heroSlides"
          renderItem={(slide, update, index) => (
            <>
              <PictureField
                label="Picture"
                value={slide.picture}
                onChange={(picture) => update({ ...slide, picture: picture ?? emptyPicture() })}
                errors={errors}
                path={`heroSlides.${index}.picture`}
              />
              <TextInput
                label="Caption"
                value={slide.caption}
                onChange={(caption) => update({ ...slide, caption })}
                error={errors[`heroSlides.${index}.caption`]}
                helper="Optional: a short line shown on the slide."
              />
              <CheckboxField
                label="Show this slide"
                checked={slide.enabled}
                onChange={(enabled) => update({ ...slide, enabled })}
              />
            </>
          )}
        />
      </FieldGroup>
      <FieldGroup legend="Our story">
        <TextInput {...text("storyTitle", "Story heading")} />
        <TextInput {...text("story", "Story", { rows: 8 })} helper="Separate paragraphs with a blank line." />
      </FieldGroup>
    </>
  );
}

const homeContent: ContentEditorDefinition<HomeContentForm_ContentFragment, HomeValues, HomeContentInput> = {
  page: "HOME",
  title: "Home",
  publicPath: homePath,
  api: homeContentApi,
  fromData,
  toInput,
  Form: HomeContentForm,
};

export function HomeContentEditor() {
  return <ContentEditor definition={homeContent} />;
}
