import { Checkbox, Field, Input, NativeSelect, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { createContext, useContext, useEffect, useState } from "react";
import type { ReactNode } from "react";
import { FormProvider, useController, useForm, useWatch } from "react-hook-form";
import type { FieldValues, Resolver, UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { fieldErrorsOf, isConflict } from "../../../lib/graphql-errors";
import { useFieldError } from "./field-error";
import { FormDialog } from "./form-dialog";
import { ImageField, useImageChoice } from "./image-field";
import { notify } from "./notify";
import { PUBLICATION_FIELD, PublicationFields, publicationSchema } from "./publication-fields";
import { RichTextEditor } from "./rich-text-editor";
import { TextField } from "./text-field";
import { useFormAutosave } from "./use-form-autosave";

/** A picture field's value: a new picture to upload, or the wish to drop the saved one. */
export interface PictureValue {
  file: File | null;
  removed: boolean;
}

export const NO_PICTURE_CHANGE: PictureValue = { file: null, removed: false };

interface TextSpec {
  kind: "text";
  name: string;
  label: string;
  required?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  type?: "text" | "date" | "email";
  placeholder?: string;
  helper?: string;
  /** A pattern the trimmed text must match, with what to say when it does not. */
  pattern?: { test: RegExp; message: string };
}

/** Every kind of field a staff form is declared with; the engine renders, checks and tracks each. */
export type FieldSpec =
  | TextSpec
  | { kind: "richText"; name: string; label: string; required?: boolean }
  | { kind: "checkbox"; name: string; label: string }
  | {
      kind: "select";
      name: string;
      label: string;
      options: readonly { value: string; label: string }[];
      helper?: string;
    }
  /** A picture, checked and previewed in the browser; `savedUrl` is the one the item has now. */
  | { kind: "picture"; name: string; label: string; savedUrl: string | null }
  /** A file of one type (a PDF, say), optional: empty keeps the current one. */
  | {
      kind: "file";
      name: string;
      label: string;
      accept: string;
      helper?: string;
      /** Said when no file is chosen; none makes the file optional. */
      requiredMessage?: string;
      check: (file: File) => string | null;
    }
  /** What no other kind covers: its own check, and how it renders bound to the form. */
  | { kind: "custom"; name: string; schema: z.ZodType; render: (field: BoundField) => ReactNode }
  /** The publishing block: draft, published now or scheduled, and when it comes down. */
  | { kind: "publication"; timeZone: string; live: boolean };

/** A field's value and error, and how to change it: what a custom field renders from. */
export interface BoundField {
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
}

/** Server error keys that name the same field as the form does under another name. */
const SERVER_ALIASES: Record<string, string> = { imageData: "image", fileData: "file" };
/** Where an error that belongs to no field of the form is kept. */
const FORM_ERROR = "root.server";

const requiredText = (label: string) =>
  z.string().refine((value) => value.trim() !== "", { message: `${label} is required` });

function schemaOf(spec: FieldSpec): z.ZodType {
  switch (spec.kind) {
    case "text": {
      const text = spec.required ? requiredText(spec.label) : z.string();
      const { pattern } = spec;
      return pattern ? text.refine((value) => pattern.test.test(value.trim()), { message: pattern.message }) : text;
    }
    case "richText":
      return spec.required ? requiredText(spec.label) : z.string();
    case "checkbox":
      return z.boolean();
    case "select":
      return z.string();
    case "picture":
      return z.object({ file: z.instanceof(File).nullable(), removed: z.boolean() });
    case "file":
      return z
        .instanceof(File)
        .nullable()
        .superRefine((file, context) => {
          const problem = file ? spec.check(file) : spec.requiredMessage;
          if (problem) context.addIssue({ code: "custom", message: problem });
        });
    case "custom":
      return spec.schema;
    case "publication":
      return publicationSchema;
  }
}

const nameOf = (spec: FieldSpec) => (spec.kind === "publication" ? PUBLICATION_FIELD : spec.name);

/** The form's schema, built from its fields: the same checks run on every submit of every staff form. */
function formSchema(fields: readonly FieldSpec[]) {
  return z.object(Object.fromEntries(fields.map((spec) => [nameOf(spec), schemaOf(spec)])));
}

/** Text kept in the browser while unsaved: typed words, not files or choices. */
const KEPT_KINDS = new Set<FieldSpec["kind"]>(["text", "richText", "custom"]);

/** Set while a picture is being read: saving waits for it. */
const ProcessingContext = createContext<(busy: boolean) => void>(() => {});

function TextInput({ spec }: { spec: TextSpec }) {
  const { field } = useController({ name: spec.name });
  const error = useFieldError(spec.name);
  if (spec.type === "email")
    return (
      <Field.Root required={spec.required} invalid={!!error}>
        <Field.Label>
          {spec.label}
          {spec.required && <Field.RequiredIndicator />}
        </Field.Label>
        <Input type="email" autoComplete="off" {...field} value={field.value as string} />
        {spec.helper && <Field.HelperText color="fg">{spec.helper}</Field.HelperText>}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    );
  return (
    <TextField
      label={spec.label}
      required={spec.required}
      rows={spec.rows}
      type={spec.type}
      placeholder={spec.placeholder}
      helper={spec.helper}
      value={field.value as string}
      onChange={field.onChange}
      error={error}
    />
  );
}

function RichTextInput({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <RichTextEditor
      label={label}
      required={required}
      value={field.value as string}
      onChange={field.onChange}
      error={error}
    />
  );
}

function CheckboxInput({ name, label }: { name: string; label: string }) {
  const { field } = useController({ name });
  return (
    <Checkbox.Root
      checked={field.value as boolean}
      onCheckedChange={(details) => field.onChange(details.checked === true)}
      colorPalette="school"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function SelectInput({ spec }: { spec: Extract<FieldSpec, { kind: "select" }> }) {
  const { field } = useController({ name: spec.name });
  return (
    <Field.Root>
      <Field.Label>{spec.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={field.value as string}>
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {spec.helper && <Field.HelperText color="fg">{spec.helper}</Field.HelperText>}
    </Field.Root>
  );
}

function PictureInput({ name, label, savedUrl }: { name: string; label: string; savedUrl: string | null }) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const setProcessing = useContext(ProcessingContext);
  const image = useImageChoice(savedUrl);
  const { file, removed, processing } = image.choice;
  const { onChange } = field;
  useEffect(() => {
    setProcessing(processing);
  }, [processing, setProcessing]);
  useEffect(() => {
    onChange({ file, removed });
  }, [file, removed, onChange]);
  return (
    <ImageField
      label={label}
      choice={{ ...image.choice, error: image.choice.error ?? error ?? null }}
      onChoose={image.choose}
      onRemove={image.remove}
    />
  );
}

function FileInput({ spec }: { spec: Extract<FieldSpec, { kind: "file" }> }) {
  const { field } = useController({ name: spec.name });
  const error = useFieldError(spec.name);
  return (
    <Field.Root required={!!spec.requiredMessage} invalid={!!error}>
      <Field.Label>
        {spec.label}
        {spec.requiredMessage && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type="file"
        accept={spec.accept}
        p="1"
        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
      />
      {spec.helper && <Field.HelperText>{spec.helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function CustomInput({ spec }: { spec: Extract<FieldSpec, { kind: "custom" }> }) {
  const { field } = useController({ name: spec.name });
  const error = useFieldError(spec.name);
  return <>{spec.render({ value: field.value, onChange: field.onChange, error })}</>;
}

function FieldOf({ spec }: { spec: FieldSpec }) {
  switch (spec.kind) {
    case "text":
      return <TextInput spec={spec} />;
    case "richText":
      return <RichTextInput name={spec.name} label={spec.label} required={spec.required} />;
    case "checkbox":
      return <CheckboxInput name={spec.name} label={spec.label} />;
    case "select":
      return <SelectInput spec={spec} />;
    case "picture":
      return <PictureInput name={spec.name} label={spec.label} savedUrl={spec.savedUrl} />;
    case "file":
      return <FileInput spec={spec} />;
    case "custom":
      return <CustomInput spec={spec} />;
    case "publication":
      return <PublicationFields timeZone={spec.timeZone} live={spec.live} />;
  }
}

/** What the form's buttons and neighbours need to know of it while it is open. */
interface StaffFormState<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  dirty: boolean;
  /** Submits the form as its button does (the conflict alert's Overwrite, say). */
  submit: () => Promise<void>;
}

interface StaffFormOptions<Values extends FieldValues> {
  /** The form's fields in the order they show. */
  fields: readonly FieldSpec[];
  defaultValues: Values;
  /** Saves what the form holds (checked); throws when refused, with the server's field errors. */
  save: (values: Values) => Promise<unknown>;
  /** After a successful save, once its notice is shown. */
  onSaved: () => void;
  successMessage: string | ((values: Values) => string);
  /** The notice of a failed save (not of one refused for a conflict, whose alert says it). */
  failureMessage: string | ((error: unknown) => string);
  /** A failed save also says so inside the form, after this prefix and the reason. */
  failureInForm?: string;
  /** Where unsaved text is kept in the browser (the form's kind and the item's id, or 'new'); none keeps nothing. */
  autosaveKey?: string;
}

/**
 * The one engine of the panel's forms: fields from their declaration, checked by a schema built from them,
 * dirty tracking against the values the form opened with, the unsaved text kept in the browser, and the
 * server's field errors shown at their fields. `fields` is the form's body, ready to render.
 */
export function useStaffForm<Values extends FieldValues>(options: StaffFormOptions<Values>) {
  const { fields, defaultValues, save } = options;
  const [schema] = useState(() => formSchema(fields));
  const form = useForm<Values>({
    defaultValues: defaultValues as never,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
  });
  const [processing, setProcessing] = useState(false);
  const dirty = form.formState.isDirty;
  const values = useWatch({ control: form.control }) as Values;
  const keptNames = fields.filter((spec) => KEPT_KINDS.has(spec.kind)).map(nameOf);
  const autosave = useFormAutosave({
    key: options.autosaveKey ?? "",
    values: Object.fromEntries(keptNames.map((name) => [name, values[name] as unknown])),
    changed: options.autosaveKey !== undefined && keptNames.some((name) => name in form.formState.dirtyFields),
    onRestore: (restored) => {
      for (const [name, value] of Object.entries(restored))
        form.setValue(name as never, value as never, { shouldDirty: true });
    },
    pictureChosen: fields.some((spec) => spec.kind === "picture" && (values[spec.name] as PictureValue).file),
  });
  const names = fields.map(nameOf);

  const showServerErrors = (error: unknown) => {
    for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
      const name = SERVER_ALIASES[key] ?? key;
      const known = names.includes(name.split(".")[0] ?? name);
      form.setError((known ? name : FORM_ERROR) as never, { message });
    }
  };

  const submit = form.handleSubmit(async (checked) => {
    try {
      await save(checked);
      autosave.clear();
      const success = options.successMessage;
      notify.success(typeof success === "function" ? success(checked) : success);
      // A form that stays mounted (a dialog only hidden) opens empty next time.
      form.reset(defaultValues);
      options.onSaved();
    } catch (error) {
      showServerErrors(error);
      // A conflict's own alert says who saved and what to do.
      if (isConflict(error)) return;
      if (options.failureInForm) {
        const reason = (error instanceof Error && error.message) || "Unknown error";
        form.setError(FORM_ERROR, { message: `${options.failureInForm}: ${reason}` });
      }
      const failure = options.failureMessage;
      notify.failure(typeof failure === "function" ? failure(error) : failure);
    }
  });

  const formError = form.formState.errors.root?.server?.message;
  const body = (
    <FormProvider {...form}>
      <ProcessingContext.Provider value={setProcessing}>
        {fields.map((spec) => (
          <FieldOf key={nameOf(spec)} spec={spec} />
        ))}
        {formError && (
          <Text color="fg.error" role="alert">
            {formError}
          </Text>
        )}
      </ProcessingContext.Provider>
    </FormProvider>
  );

  return { form, values, dirty, submit, autosave, processing, fields: body };
}

export interface StaffFormProps<Values extends FieldValues> extends Omit<StaffFormOptions<Values>, "onSaved"> {
  title: string;
  onClose: () => void;
  /** The button's words, from what the form holds. */
  submitLabel: string | ((values: Values) => string);
  busyLabel: string;
  open?: boolean;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** Shown below the fields: the conflict alert, the item's history. */
  after?: (state: StaffFormState<Values>) => ReactNode;
}

/** A staff form in a dialog: closing with unsaved input asks first, and so does leaving the page. */
export function StaffForm<Values extends FieldValues>(props: StaffFormProps<Values>) {
  const { onClose } = props;
  const staffForm = useStaffForm({ ...props, onSaved: onClose });
  const { form, values, dirty, submit } = staffForm;
  const label = typeof props.submitLabel === "function" ? props.submitLabel(values) : props.submitLabel;
  return (
    <FormDialog
      open={props.open ?? true}
      onClose={() => {
        form.reset(props.defaultValues);
        onClose();
      }}
      title={props.title}
      onSubmit={submit}
      submitLabel={label}
      busy={form.formState.isSubmitting}
      busyLabel={props.busyLabel}
      submitDisabled={staffForm.processing}
      dirty={dirty}
      autosave={props.autosaveKey ? staffForm.autosave : undefined}
    >
      {props.intro}
      {staffForm.fields}
      {props.after?.({ form, dirty, submit })}
    </FormDialog>
  );
}
