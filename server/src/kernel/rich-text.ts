import { registerDecorator } from "class-validator";
import type { ValidationOptions } from "class-validator";
import sanitizeHtml from "sanitize-html";

/** The formatting staff can give a text: what the panel's editor makes, nothing else. */
const ALLOWED_TAGS = ["p", "h2", "h3", "strong", "em", "ul", "ol", "li", "a", "blockquote", "br"];
const ALLOWED_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);
/** Dropped with everything inside them; any other unknown tag is dropped and its text kept. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "textarea",
  "select",
  "option",
  "svg",
  "math",
  "title",
  "head",
];
const LINK_REL = "noopener noreferrer";
/**
 * What the first pass renames a tag to when it goes but its text stays; the second pass drops it.
 * (Renaming straight to a refused tag trips sanitize-html: the next tag at that depth closes with
 * the refused tag's name.)
 */
const UNWRAP = "x-unwrap";

/**
 * True for an absolute http(s), mailto or tel address. The WHATWG parser reads it as a browser would,
 * so tabs, newlines and letter case inside "javascript:" do not slip past; relative and
 * protocol-relative addresses have no protocol of their own and are refused.
 */
function isAllowedHref(href: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(href.trim()).protocol);
  } catch {
    return false;
  }
}

/** Google Docs wraps a whole copied document in a bold tag that says it is not bold. */
const isNotBold = (style = "") => /font-weight\s*:\s*(normal|[1-4]00)\b/i.test(style);

const FIRST_PASS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS, UNWRAP],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    b: (_tagName, attribs) => ({ tagName: isNotBold(attribs.style) ? UNWRAP : "strong", attribs: {} }),
    i: "em",
    h1: "h2",
    h4: "h3",
    h5: "h3",
    h6: "h3",
    // A link to anything but the allowed protocols loses its link and keeps its text.
    a: (_tagName, attribs): sanitizeHtml.Tag =>
      attribs.href && isAllowedHref(attribs.href)
        ? { tagName: "a", attribs: { href: attribs.href.trim(), rel: LINK_REL } }
        : { tagName: UNWRAP, attribs: {} },
  },
};

const SECOND_PASS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

/** Staff's HTML cut down to the allowlist: no attributes but a link's address, no scripts, no styles. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(sanitizeHtml(html, FIRST_PASS), SECOND_PASS).trim();
}

const BLOCKS = new Set(["p", "h2", "h3", "blockquote", "ul", "ol"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name]);

/**
 * The text of rich text, for excerpts, feeds, search and calendar files: blocks separated by a blank
 * line, line breaks kept, list items on lines of their own ("• " or "1. "), entities decoded.
 */
export function richTextToPlain(html: string): string {
  // Sanitised HTML has no '<' or '>' outside its tags, so splitting on tags is exact.
  const tokens = sanitizeRichText(html).split(/(<[^>]*>)/);
  const lists: { ordered: boolean; count: number }[] = [];
  let text = "";
  for (const token of tokens) {
    const tag = /^<(\/?)([a-z0-9]+)/.exec(token);
    if (!tag) {
      text += decodeEntities(token);
      continue;
    }
    const [, closing, name] = tag;
    if (name === "br") text += "\n";
    else if (name === "ul" || name === "ol") {
      if (closing) lists.pop();
      else lists.push({ ordered: name === "ol", count: 0 });
    } else if (name === "li" && !closing) {
      const list = lists.at(-1);
      if (list) list.count += 1;
      text += `\n${list?.ordered ? `${list.count}. ` : "• "}`;
    }
    if (BLOCKS.has(name)) text += "\n\n";
  }
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Rich text that shows no text once sanitised counts as missing, like a blank plain field. */
export function HasRichText(options?: ValidationOptions) {
  return function (target: object, propertyName: string) {
    registerDecorator({
      name: "hasRichText",
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} is required`, ...options },
      validator: { validate: (value: unknown) => typeof value === "string" && richTextToPlain(value) !== "" },
    });
  };
}
