import { createContext, useContext } from "react";
import type { FieldErrors } from "./fields";

/** Where an item of a list is now, given where it was; null once removed. */
export type NewIndex = (oldIndex: number) => number | null;

/**
 * Moves the messages of a list's items along with the items: the server names a field by its
 * position ('principals.2.name'), so after a move or a removal each message follows its item.
 */
export function followListErrors(errors: FieldErrors, listPath: string, newIndex: NewIndex): FieldErrors {
  const prefix = `${listPath}.`;
  const result: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = path.startsWith(prefix) ? /^(\d+)(.*)$/.exec(path.slice(prefix.length)) : null;
    if (!match) {
      result[path] = message;
      continue;
    }
    const index = newIndex(Number(match[1]));
    if (index !== null) result[`${prefix}${index}${match[2]}`] = message;
  }
  return result;
}

interface FormErrors {
  errors: FieldErrors;
  followList: (listPath: string, newIndex: NewIndex) => void;
}

/** The editor's messages, for the lists inside its form (which may be nested several levels deep). */
export const FormErrorsContext = createContext<FormErrors>({ errors: {}, followList: () => undefined });

export const useFormErrors = () => useContext(FormErrorsContext);
