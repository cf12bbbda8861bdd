import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { schoolIdentity } from "../../../test/mocks";
import { renderPage } from "../../../test/render";
import { FormDialog } from "./form-dialog";
import { TextField } from "./text-field";
import { AUTOSAVE_DELAY_MS, useFormAutosave } from "./use-form-autosave";

const INITIAL = { title: "" };
const KEPT = "school-autosave:news:new";

/** A form as the panel's dialogs build it: its text kept while unsaved, cleared by a successful save. */
function TitleForm({ onClose = () => {} }: { onClose?: () => void }) {
  const [values, setValues] = useState(INITIAL);
  const autosave = useFormAutosave({
    key: "news:new",
    values,
    changed: values.title !== INITIAL.title,
    onRestore: setValues,
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Create News Article"
      onSubmit={() => {
        autosave.clear();
        onClose();
      }}
      submitLabel="Create Article"
      busy={false}
      busyLabel="Creating..."
      dirty={values.title !== ""}
      autosave={autosave}
    >
      <TextField label="Title" value={values.title} onChange={(title) => setValues({ title })} />
    </FormDialog>
  );
}

const draftFrom = (savedAt: string, title: string, pictureChosen = false) =>
  localStorage.setItem(KEPT, JSON.stringify({ savedAt, values: { title }, pictureChosen }));
const open = (element = <TitleForm />) => renderPage(element, { mocks: [schoolIdentity()] });

describe("useFormAutosave in a form dialog", () => {
  beforeEach(() => localStorage.clear());

  it("keeps what is typed once typing pauses, and offers it back after a reload", async () => {
    const user = userEvent.setup();
    const first = open();
    await user.type(screen.getByLabelText("Title"), "Sports day");
    await waitFor(() => expect(localStorage.getItem(KEPT)).toContain("Sports day"), {
      timeout: AUTOSAVE_DELAY_MS * 3,
    });
    first.unmount();

    open();
    const offer = await screen.findByRole("region", { name: "Unsaved changes" });
    expect(within(offer).getByText(/^Restore unsaved changes from .+\?$/)).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("");
    await user.click(within(offer).getByRole("button", { name: "Restore" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Sports day");
    expect(screen.queryByRole("region", { name: "Unsaved changes" })).not.toBeInTheDocument();
  });

  it("says when it was kept, on the school's clock", async () => {
    draftFrom("2030-04-01T06:00:00.000Z", "Sports day");
    open();
    expect(await screen.findByText("Restore unsaved changes from 01 Apr 2030, 08:00?")).toBeInTheDocument();
  });

  it("forgets the draft for good when staff discard it", async () => {
    const user = userEvent.setup();
    draftFrom("2030-04-01T06:00:00.000Z", "Sports day");
    open();
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  it("keeps an unanswered offer when the dialog is closed, for the next opening", async () => {
    const user = userEvent.setup();
    draftFrom("2030-04-01T06:00:00.000Z", "Sports day");
    open();
    await screen.findByRole("region", { name: "Unsaved changes" });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(localStorage.getItem(KEPT)).toContain("Sports day");
  });

  it("forgets the draft once the form is saved", async () => {
    const user = userEvent.setup();
    draftFrom("2030-04-01T06:00:00.000Z", "Sports day");
    open();
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    await user.click(screen.getByRole("button", { name: "Create Article" }));
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  it("says a chosen picture was not kept", async () => {
    draftFrom("2030-04-01T06:00:00.000Z", "Sports day", true);
    open();
    expect(
      await screen.findByText("Pictures and files are not kept: choose yours again after restoring."),
    ).toBeInTheDocument();
  });
});
