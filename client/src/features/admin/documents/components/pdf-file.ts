import type { FieldSpec } from "../../components/staff-form";

/** A document's PDF: the upload form's and the edit dialog's file field, checked before anything is sent. */
export const PDF_FILE = {
  kind: "file",
  name: "file",
  label: "PDF File",
  accept: ".pdf,application/pdf",
  check: (file: File) => (file.name.toLowerCase().endsWith(".pdf") ? null : "Please upload a PDF file"),
} satisfies FieldSpec;
