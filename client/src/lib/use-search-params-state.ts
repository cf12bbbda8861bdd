import { useCallback, useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { useDebouncedValue } from "./use-debounced-value";

/** One query-string parameter as state: shareable, and it survives a reload. Empty removes it. */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const value = params.get(name) ?? "";
  const setValue = useCallback(
    (next: string) =>
      setParams(
        (rendered) => {
          // The address as it is now: the router hands the updater the parameters this component last
          // rendered with, and a quicker update of another parameter (the category, while the search
          // box's pause runs out) may have changed them since; merging into those would undo it. A
          // router that keeps its address in memory (the tests') has only those.
          const inBrowserAddress = window.location.pathname === pathname;
          const updated = new URLSearchParams(inBrowserAddress ? window.location.search : rendered);
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [name, pathname, setParams],
  );
  return [value, setValue];
}

/**
 * A search box kept in the URL: the box follows the typing at once, the URL (and the query that
 * reads it) once the typing pauses.
 */
export function useDebouncedQueryParam(name: string): {
  input: string;
  setInput: (value: string) => void;
  value: string;
} {
  const [value, setValue] = useQueryParam(name);
  const [input, setInput] = useState(value);
  const debounced = useDebouncedValue(input);
  useEffect(() => {
    if (debounced.trim() !== value) setValue(debounced.trim());
    // Only the settled input writes to the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return { input, setInput, value };
}
