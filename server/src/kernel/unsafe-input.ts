/** How deep a request's input may nest: far beyond any real input, far short of exhausting the stack. */
const MAX_INPUT_DEPTH = 32;

const NUL = "\u0000";
export const NUL_REFUSED = "Text may not contain the NUL character (U+0000)";
const TOO_DEEP = `Input may nest at most ${MAX_INPUT_DEPTH} levels deep`;

/**
 * Why a request's input (GraphQL variables, a JSON body, query parameters) cannot be taken, or null.
 * Postgres refuses the NUL character in text, and a value nested thousands deep overflows the stack
 * of whatever walks it next: both are the caller's mistake (400), never the server's (500). Walks
 * with a stack of its own, so the deepest value cannot overflow this check too.
 */
export function unsafeInputProblem(input: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === "string") {
      if (value.includes(NUL)) return NUL_REFUSED;
    } else if (value !== null && typeof value === "object") {
      if (depth >= MAX_INPUT_DEPTH) return TOO_DEEP;
      for (const [key, child] of Object.entries(value)) {
        if (key.includes(NUL)) return NUL_REFUSED;
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}
