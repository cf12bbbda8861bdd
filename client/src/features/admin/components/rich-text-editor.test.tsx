import { ChakraProvider } from "@chakra-ui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { siteSystem } from "../../../app/theme";
import { RichTextEditor, linkHref } from "./rich-text-editor";

/** What the editor last answered through onChange. */
const answered = { html: "" };

function Harness({ initial = "", error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  const change = (html: string) => {
    answered.html = html;
    setValue(html);
  };
  return (
    <ChakraProvider value={siteSystem()}>
      <RichTextEditor label="Content" value={value} onChange={change} error={error} required />
    </ChakraProvider>
  );
}

/** Pastes as a browser does: the clipboard's HTML on a paste event. */
function paste(target: Element, html: string) {
  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", {
    value: { getData: (type: string) => (type === "text/html" ? html : ""), types: ["text/html"], files: [] },
  });
  act(() => {
    fireEvent(target, event);
  });
}

describe("linkHref", () => {
  it("takes web, e-mail and phone addresses, adding https to a bare domain", () => {
    expect(linkHref("https://example.org/a")).toBe("https://example.org/a");
    expect(linkHref("example.org")).toBe("https://example.org");
    expect(linkHref("office@school.example")).toBe("mailto:office@school.example");
    expect(linkHref("tel:+27115550100")).toBe("tel:+27115550100");
  });

  it("refuses javascript:, data: and anything that is not an address", () => {
    for (const typed of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "two words", ""]) {
      expect(linkHref(typed)).toBeNull();
    }
  });
});

describe("RichTextEditor", () => {
  beforeEach(() => {
    answered.html = "";
  });

  it("is a text box found by its label, with the formatting buttons named", () => {
    render(<Harness />);
    const editor = screen.getByRole("textbox", { name: /^Content/ });
    expect(screen.getByLabelText(/^Content/)).toBe(editor);
    for (const name of [
      "Bold",
      "Italic",
      "Heading",
      "Subheading",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Link",
      "Remove link",
      "Undo",
      "Redo",
    ]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");
  });

  it("shows the field's error and marks the text box invalid", () => {
    render(<Harness error="Content is required" />);
    const editor = screen.getByRole("textbox", { name: /^Content/ });
    expect(editor).toHaveAttribute("aria-invalid", "true");
    expect(editor).toHaveAccessibleDescription("Content is required");
  });

  it("makes typed text bold and a list from the toolbar, and answers HTML", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const editor = screen.getByRole("textbox", { name: /^Content/ });
    await user.click(editor);
    await user.keyboard("School closes early");
    expect(answered.html).toBe("<p>School closes early</p>");

    await user.keyboard("{Control>}a{/Control}");
    await user.click(screen.getByRole("button", { name: "Bold" }));
    expect(answered.html).toBe("<p><strong>School closes early</strong></p>");
    expect(screen.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Bulleted list" }));
    expect(answered.html).toBe("<ul><li><p><strong>School closes early</strong></p></li></ul>");
    expect(screen.getByRole("button", { name: "Bulleted list" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(answered.html).toBe("<p><strong>School closes early</strong></p>");
  });

  it("links the selection to a checked address and refuses javascript:", async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Fees</p>" />);
    await user.click(screen.getByRole("textbox", { name: /^Content/ }));
    await user.keyboard("{Control>}a{/Control}");
    await user.click(screen.getByRole("button", { name: "Link" }));

    const address = screen.getByRole("textbox", { name: "Link address" });
    await user.type(address, "javascript:alert(1){Enter}");
    expect(screen.getByText(/Enter a web address/)).toBeInTheDocument();
    expect(answered.html).not.toContain("javascript");

    await user.clear(address);
    await user.type(address, "example.org/fees");
    await user.click(screen.getByRole("button", { name: "Apply link" }));
    expect(answered.html).toBe('<p><a rel="noopener noreferrer" href="https://example.org/fees">Fees</a></p>');
    expect(screen.queryByRole("textbox", { name: "Link address" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove link" }));
    expect(answered.html).toBe("<p>Fees</p>");
  });

  it("keeps the structure of text pasted from Word and drops its styling", () => {
    render(<Harness />);
    const editor = screen.getByRole("textbox", { name: /^Content/ });
    paste(
      editor,
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>' +
        '<h1 style="mso-style:x">Sports day</h1>' +
        '<p class="MsoNormal"><span style="font-family:Calibri;color:red">Bring a <b>hat</b> and <i>water</i>.<o:p></o:p></span></p>' +
        '<ul><li><span style="font-size:14pt">Grade 1</span></li><li>Grade 2</li></ul>' +
        '<p><a href="https://example.org/map" style="color:blue">Map</a> <a href="javascript:alert(1)">bad</a></p>' +
        "<table><tr><td>cell</td></tr></table><script>alert(1)</script>" +
        "</body></html>",
    );
    expect(answered.html).toBe(
      "<p>Sports day</p>" +
        "<p>Bring a <strong>hat</strong> and <em>water</em>.</p>" +
        "<ul><li><p>Grade 1</p></li><li><p>Grade 2</p></li></ul>" +
        '<p><a rel="noopener noreferrer" href="https://example.org/map">Map</a> bad</p>' +
        "<p>cell</p>",
    );
  });

  it("does not make text bold from Google Docs' not-bold wrapper", () => {
    render(<Harness />);
    paste(
      screen.getByRole("textbox", { name: /^Content/ }),
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1">' +
        '<h2 dir="ltr"><span style="font-weight:400">Term dates</span></h2>' +
        '<p dir="ltr"><span style="font-weight:400">School opens on </span><span style="font-weight:700">Monday</span></p></b>',
    );
    expect(answered.html).toBe("<h2>Term dates</h2><p>School opens on <strong>Monday</strong></p>");
  });
});
