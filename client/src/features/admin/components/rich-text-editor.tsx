import { Box, Button, Field, HStack, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import type { SystemStyleObject } from "@chakra-ui/react";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import type { Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  Unlink,
} from "lucide-react";
import type { ReactNode } from "react";
import { useId, useState } from "react";
import { richTextStyles } from "../../../components/ui/rich-text";

const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);
const LINK_MESSAGE = "Enter a web address (https://…), an e-mail address (mailto:…) or a phone number (tel:…)";

/**
 * The address a link gets from what staff typed, or null when it is not one the site allows: an
 * address without a scheme is taken as https (or mailto for an e-mail address); others must be
 * http(s), mailto or tel, as the server enforces.
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text)
    ? text
    : /^[^@/]+@[^@/]+\.[^@/]+$/.test(text)
      ? `mailto:${text}`
      : `https://${text}`;
  try {
    return LINK_PROTOCOLS.has(new URL(withScheme).protocol) ? withScheme : null;
  } catch {
    return null;
  }
}

/** What the server keeps, and nothing it would drop: no code, strike, rules, underline or other levels. */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    underline: false,
    // No empty paragraph kept after a final list or quote: it would be saved as one.
    trailingNode: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => linkHref(url) !== null,
      HTMLAttributes: { rel: "noopener noreferrer", target: null },
    },
  }),
];

const EDITOR_STYLES: SystemStyleObject = {
  "& .ProseMirror": {
    ...richTextStyles,
    fontSize: "md",
    lineHeight: "1.7",
    minH: "40",
    maxH: "28rem",
    overflowY: "auto",
    px: "3",
    py: "2",
    borderWidth: "1px",
    borderColor: "border",
    borderBottomRadius: "l2",
    bg: "bg",
    // What ProseMirror's own stylesheet would set (we do not let TipTap inject one).
    whiteSpace: "pre-wrap",
    overflowWrap: "break-word",
    outline: "none",
    _focusVisible: { borderColor: "school.500", boxShadow: "0 0 0 1px {colors.school.500}" },
  },
  "&[data-invalid] .ProseMirror": { borderColor: "border.error" },
};

interface ToolProps {
  label: string;
  shortcut?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, shortcut, active, disabled, onClick, children }: ToolProps) {
  return (
    <IconButton
      type="button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={active === undefined ? undefined : active}
      variant={active ? "subtle" : "ghost"}
      colorPalette={active ? "school" : "gray"}
      minW="11"
      minH="11"
      disabled={disabled}
      // Keep the editor's selection: a mouse-down on a button would otherwise move focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [typed, setTyped] = useState<string>(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const href = linkHref(typed);
    if (!href) {
      setError(LINK_MESSAGE);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: typed.trim(), marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onDone();
  };
  return (
    <Field.Root invalid={!!error} px="2" pb="2">
      <Field.Label>Link address</Field.Label>
      <HStack gap="2" flexWrap="wrap" w="full">
        <Input
          flex="1"
          minW="48"
          type="text"
          inputMode="url"
          autoFocus
          placeholder="https://"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Enter applies the link instead of submitting the dialog's form; Escape leaves the dialog open.
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              onDone();
              editor.commands.focus();
            }
          }}
        />
        <Button type="button" minH="11" colorPalette="school" onClick={apply}>
          Apply link
        </Button>
        <Button
          type="button"
          minH="11"
          variant="ghost"
          onClick={() => {
            onDone();
            editor.commands.focus();
          }}
        >
          Cancel
        </Button>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      heading: current.isActive("heading", { level: 2 }),
      subheading: current.isActive("heading", { level: 3 }),
      bulleted: current.isActive("bulletList"),
      numbered: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => () =>
    command(editor.chain().focus()).run();
  return (
    <HStack role="group" aria-label="Formatting" gap="1" flexWrap="wrap" p="1">
      <Tool label="Bold" shortcut="Ctrl+B" active={state.bold} onClick={run((c) => c.toggleBold())}>
        <Bold aria-hidden />
      </Tool>
      <Tool label="Italic" shortcut="Ctrl+I" active={state.italic} onClick={run((c) => c.toggleItalic())}>
        <Italic aria-hidden />
      </Tool>
      <Tool
        label="Heading"
        shortcut="Ctrl+Alt+2"
        active={state.heading}
        onClick={run((c) => c.toggleHeading({ level: 2 }))}
      >
        <Heading2 aria-hidden />
      </Tool>
      <Tool
        label="Subheading"
        shortcut="Ctrl+Alt+3"
        active={state.subheading}
        onClick={run((c) => c.toggleHeading({ level: 3 }))}
      >
        <Heading3 aria-hidden />
      </Tool>
      <Tool
        label="Bulleted list"
        shortcut="Ctrl+Shift+8"
        active={state.bulleted}
        onClick={run((c) => c.toggleBulletList())}
      >
        <List aria-hidden />
      </Tool>
      <Tool
        label="Numbered list"
        shortcut="Ctrl+Shift+7"
        active={state.numbered}
        onClick={run((c) => c.toggleOrderedList())}
      >
        <ListOrdered aria-hidden />
      </Tool>
      <Tool label="Quote" shortcut="Ctrl+Shift+B" active={state.quote} onClick={run((c) => c.toggleBlockquote())}>
        <Quote aria-hidden />
      </Tool>
      <Tool label="Link" active={state.link} onClick={onLink}>
        <LinkIcon aria-hidden />
      </Tool>
      <Tool label="Remove link" disabled={!state.link} onClick={run((c) => c.extendMarkRange("link").unsetLink())}>
        <Unlink aria-hidden />
      </Tool>
      <Tool label="Undo" shortcut="Ctrl+Z" disabled={!state.canUndo} onClick={run((c) => c.undo())}>
        <Undo2 aria-hidden />
      </Tool>
      <Tool label="Redo" shortcut="Ctrl+Shift+Z" disabled={!state.canRedo} onClick={run((c) => c.redo())}>
        <Redo2 aria-hidden />
      </Tool>
    </HStack>
  );
}

interface RichTextEditorProps {
  label: string;
  /** HTML; empty when nothing is written. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
}

/**
 * A labelled rich-text field (TipTap): paragraphs, headings, bold, italic, lists, quotes and links,
 * the formatting the server keeps; pasted Word or Google Docs text keeps that and loses the rest.
 * Its value is HTML, which the server sanitises again on save.
 */
export function RichTextEditor({ label, value, onChange, error, required = false }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions,
    content: value,
    injectCSS: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(required ? { "aria-required": "true" } : {}),
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  return (
    <Field.Root required={required} invalid={!!error} ids={{ label: labelId, errorText: errorId }}>
      <Field.Label onClick={() => editor.commands.focus()}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Stack gap="0" w="full" css={EDITOR_STYLES} data-invalid={error ? "" : undefined}>
        <Box borderWidth="1px" borderBottomWidth="0" borderColor="border" borderTopRadius="l2" bg="bg.subtle">
          <Toolbar editor={editor} onLink={() => setLinking(true)} />
          {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
        </Box>
        <EditorContent editor={editor} />
      </Stack>
      {!error && (
        <Text fontSize="sm" color="fg.muted">
          Pasted text keeps its headings, bold, italic, lists and links.
        </Text>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
