import { render } from "@testing-library/react";
import { NO_ITEMS, useDeferredDraw } from "./use-deferred-draw";

function Recorder({ items, renders }: { items: string[]; renders: { shown: string[]; drawing: boolean }[] }) {
  renders.push(useDeferredDraw(items));
  return null;
}

describe("useDeferredDraw", () => {
  it("keeps the old items on screen, marked as drawing, until the new ones are drawn in the background", () => {
    const renders: { shown: string[]; drawing: boolean }[] = [];
    const view = render(<Recorder items={NO_ITEMS} renders={renders} />);
    expect(renders.at(-1)).toEqual({ shown: NO_ITEMS, drawing: false });

    const cards = ["Netball team wins", "Choir concert"];
    renders.length = 0;
    view.rerender(<Recorder items={cards} renders={renders} />);
    // First the urgent pass with nothing new drawn, then the background pass with the cards.
    expect(renders[0]).toEqual({ shown: NO_ITEMS, drawing: true });
    expect(renders.at(-1)).toEqual({ shown: cards, drawing: false });
  });

  it("is not drawing when given the same items again", () => {
    const renders: { shown: string[]; drawing: boolean }[] = [];
    const cards = ["Sports Day"];
    const view = render(<Recorder items={cards} renders={renders} />);
    renders.length = 0;
    view.rerender(<Recorder items={cards} renders={renders} />);
    expect(renders).toEqual([{ shown: cards, drawing: false }]);
  });
});
