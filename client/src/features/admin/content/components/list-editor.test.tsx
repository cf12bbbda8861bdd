import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderWithTheme } from "../../../../test/render";
import { TextInput } from "./fields";
import { ListEditor, moveItem } from "./list-editor";

function Steps({ initial }: { initial: string[] }) {
  const [steps, setSteps] = useState(initial.map((text) => ({ text })));
  return (
    <>
      <ListEditor
        label="Process steps"
        itemLabel={(index) => `Step ${index + 1}`}
        items={steps}
        onChange={setSteps}
        newItem={() => ({ text: "" })}
        addLabel="Add step"
        path="steps"
        max={4}
        renderItem={(step, update) => (
          <TextInput label="Text" value={step.text} onChange={(text) => update({ text })} />
        )}
      />
      <output aria-label="Order">{steps.map((step) => step.text).join(" | ")}</output>
    </>
  );
}

const order = () => screen.getByRole("status", { name: "Order" }).textContent;
const step = (number: number) => screen.getByRole("group", { name: `Step ${number}` });

describe("ListEditor", () => {
  it("moves an item up and down by keyboard, the focus travelling with it", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Steps initial={["Apply", "Confirm address", "Wait for outcome"]} />);
    expect(screen.getByRole("button", { name: "Move Step 1 up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Step 3 down" })).toBeDisabled();

    screen.getByRole("button", { name: "Move Step 3 up" }).focus();
    await user.keyboard("{Enter}");
    expect(order()).toBe("Apply | Wait for outcome | Confirm address");
    expect(screen.getByRole("button", { name: "Move Step 2 up" })).toHaveFocus();
    expect(screen.getByText("Step 3 moved to position 2 of 3")).toBeInTheDocument();

    await user.keyboard(" ");
    expect(order()).toBe("Wait for outcome | Apply | Confirm address");
    // At the top its Move up is disabled: focus goes to Move down.
    expect(screen.getByRole("button", { name: "Move Step 1 down" })).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(order()).toBe("Apply | Wait for outcome | Confirm address");
    expect(within(step(2)).getByLabelText("Text")).toHaveValue("Wait for outcome");
  });

  it("adds an empty item at the end, up to the limit, and removes one", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Steps initial={["Apply", "Confirm address", "Wait for outcome"]} />);

    await user.click(screen.getByRole("button", { name: "Add step" }));
    expect(within(step(4)).getByLabelText("Text")).toHaveValue("");
    await user.type(within(step(4)).getByLabelText("Text"), "Accept the offer");
    expect(order()).toBe("Apply | Confirm address | Wait for outcome | Accept the offer");
    expect(screen.getByRole("button", { name: "Add step" })).toBeDisabled();
    expect(screen.getByText("At most 4.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Step 2" }));
    expect(order()).toBe("Apply | Wait for outcome | Accept the offer");
    expect(within(step(2)).getByLabelText("Text")).toHaveValue("Wait for outcome");
    expect(screen.getByRole("button", { name: "Add step" })).toBeEnabled();
  });

  it("reorders by dragging an item's handle onto another item", () => {
    renderWithTheme(<Steps initial={["Apply", "Confirm address", "Wait for outcome"]} />);
    const data = new Map<string, string>();
    const dataTransfer = {
      types: [] as string[],
      setData(type: string, value: string) {
        data.set(type, value);
        this.types.push(type);
      },
      getData: (type: string) => data.get(type) ?? "",
      effectAllowed: "",
      dropEffect: "",
    };
    const target = step(1).closest("[data-key]")!;
    fireEvent.dragStart(screen.getAllByTitle("Drag to reorder")[2], { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(order()).toBe("Wait for outcome | Apply | Confirm address");
  });

  it("moves an item onto another's place", () => {
    expect(moveItem(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
  });
});
