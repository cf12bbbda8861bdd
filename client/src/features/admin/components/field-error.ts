import { useFormContext } from "react-hook-form";

/** The message of a field's error, wherever it sits in the form's values (`publication.publishAt`, say). */
export function useFieldError(name: string): string | undefined {
  const { getFieldState, formState } = useFormContext();
  return getFieldState(name, formState).error?.message;
}
