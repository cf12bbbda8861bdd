/** How deep a request's input may nest: far beyond any real input, far short of exhausting the stack. */
const MAX_INPUT_DEPTH = 32;

const NUL = "\u0000";
/** A surrogate code unit not part of a pair: in a `u` pattern, paired ones read as the one character they make. */
const LONE_SURROGATE = /\p{Cs}/u;
const NUL_REFUSED = "Text may not contain the NUL character (U+0000)";
const LONE_SURROGATE_REFUSED = "Text may not contain a lone UTF-16 surrogate (U+D800 to U+DFFF)";
const TOO_DEEP = `Input may nest at most ${MAX_INPUT_DEPTH} levels deep`;

/**
 * Why a piece of text cannot be taken, or null: Postgres refuses the NUL character, and a lone surrogate
 * is no character at all (it cannot be written as UTF-8; URI and e-mail checks throw on it).
 */
export function unsafeTextProblem(text: string): string | null {
  if (text.includes(NUL)) return NUL_REFUSED;
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_REFUSED : null;
}

/**
 * Why a request's input (GraphQL variables, a JSON body, query parameters) cannot be taken, or null.
 * Text Postgres or the stack cannot take, and a value nested thousands deep (it overflows the stack
 * of whatever walks it next), are the caller's mistake (400), never the server's (500). Walks with a
 * stack of its own, so the deepest value cannot overflow this check too.
 */
export function unsafeInputProblem(input: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === "string") {
      const problem = unsafeTextProblem(value);
      if (problem) return problem;
    } else if (value !== null && typeof value === "object") {
      if (depth >= MAX_INPUT_DEPTH) return TOO_DEEP;
      for (const [key, child] of Object.entries(value)) {
        const problem = unsafeTextProblem(key);
        if (problem) return problem;
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}
