import { useState } from "react";
import { fieldErrorsOf, isConflict } from "../../../lib/graphql-errors";
import { ImageField, useImageChoice } from "./image-field";
import { useFormAutosave } from "./use-form-autosave";
import { notify } from "./notify";
import { requiredErrors } from "./text-field";

/** What a news or event form sends: its text fields, plus a new picture or the wish to drop the old one. */
type IllustratedInput<Name extends string> = Record<Name, string> & {
  image: File | undefined;
  removeImage: true | undefined;
};

interface IllustratedFormOptions<Name extends string> {
  labels: Record<Name, string>;
  initial: Record<Name, string>;
  savedImage: string | null;
  /** Where the unsaved text is kept in the browser: the form's kind and the item's id, or 'new'. */
  autosaveKey: string;
  save(input: IllustratedInput<Name>): Promise<unknown>;
  successMessage: string;
  failureMessage: string;
  onClose(): void;
  /** Checks of fields the hook does not hold (publishing), keyed as the server names them. */
  check?(): Partial<Record<string, string>>;
}

/**
 * The state and save flow news and event forms share: every field required, a failed save keeps
 * the dialog open with everything typed and shows the server's field errors.
 */
export function useIllustratedForm<Name extends string>(options: IllustratedFormOptions<Name>) {
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const image = useImageChoice(options.savedImage);
  const autosave = useFormAutosave({
    key: options.autosaveKey,
    values,
    initial: options.initial,
    onRestore: setValues,
    pictureChosen: image.choice.file !== null,
  });

  const field = (name: Name) => ({
    label: options.labels[name],
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  const submit = async () => {
    const missing = { ...requiredErrors(values, options.labels), ...options.check?.() };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const input: IllustratedInput<Name> = {
      ...values,
      image: image.choice.file ?? undefined,
      removeImage: image.choice.removed || undefined,
    };
    try {
      await options.save(input);
      autosave.clear();
      notify.success(options.successMessage);
      options.onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      if (!isConflict(error)) notify.failure(options.failureMessage);
    }
  };

  const imageField = (
    <ImageField
      label="Image"
      choice={{ ...image.choice, error: image.choice.error ?? errors.image ?? errors.imageData ?? null }}
      onChoose={image.choose}
      onRemove={image.remove}
    />
  );

  const dirty =
    JSON.stringify(values) !== JSON.stringify(options.initial) || image.choice.file !== null || image.choice.removed;

  return { field, submit, imageField, errors, dirty, autosave, processingImage: image.choice.processing };
}
