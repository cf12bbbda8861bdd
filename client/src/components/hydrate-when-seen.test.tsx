import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, useLocation, useNavigate } from "react-router-dom";
import { installIntersectionObserver } from "../test/browser";
import { HydrateWhenSeen } from "./hydrate-when-seen";

/** A page with a counter above the fold and one in a part further down, both working only once hydrated. */
function Page() {
  return (
    <MemoryRouter>
      <Counter name="Above" />
      <GoOn />
      <HydrateWhenSeen>
        <div>
          <Counter name="Below" />
          <Where />
        </div>
      </HydrateWhenSeen>
    </MemoryRouter>
  );
}

function GoOn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate("/next")}>
      Go on
    </button>
  );
}

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const part = () => document.querySelector("[data-hydrate-when-seen]")!;

/** Does something in act, then lets the promises it settled run (React hydrates a part when its gate's promise settles). */
const actAndSettle = (action: () => unknown) =>
  act(async () => {
    action();
    await Promise.resolve();
  });

describe("HydrateWhenSeen", () => {
  // One observer for the file: the component keeps the first one it makes.
  const observer = installIntersectionObserver();
  let root: Root | undefined;
  let errors: jest.SpyInstance;

  /** The page as the server sends it, hydrated as the browser does. */
  async function hydrateServerPage() {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    await actAndSettle(() => {
      root = hydrateRoot(container, <Page />);
    });
  }

  beforeEach(() => {
    errors = jest.spyOn(console, "error");
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";
    const logged = errors.mock.calls;
    errors.mockRestore();
    expect(logged).toEqual([]);
  });
  afterAll(() => observer.restore());

  it("keeps the server's HTML of a part below the screen until it comes into view, then hydrates it", async () => {
    await hydrateServerPage();
    await actAndSettle(() => screen.getByRole("button", { name: "Above 0" }).click());
    expect(screen.getByRole("button", { name: "Above 1" })).toBeInTheDocument();

    // Shown as the server sent it, but not hydrated: a click does nothing yet.
    expect(observer.watched()).toEqual([part().firstElementChild]);
    expect(part()).not.toHaveAttribute("data-part-hydrated");
    const serverButton = screen.getByRole("button", { name: "Below 0" });
    await actAndSettle(() => serverButton.click());
    expect(screen.getByRole("button", { name: "Below 0" })).toBeInTheDocument();

    await actAndSettle(() => observer.enter(part().firstElementChild!));
    expect(part()).toHaveAttribute("data-part-hydrated");
    expect(observer.watched()).toEqual([]);
    await actAndSettle(() => serverButton.click());
    // Hydrated: the server's own element, not one drawn afresh.
    expect(screen.getByRole("button", { name: "Below 1" })).toBe(serverButton);
  });

  it("hydrates a part at once when the visitor presses in it, so that press's click works", async () => {
    await hydrateServerPage();
    const below = screen.getByRole("button", { name: "Below 0" });
    await actAndSettle(() => {
      below.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      below.click();
    });
    expect(screen.getByRole("button", { name: "Below 1" })).toBe(below);
    expect(part()).toHaveAttribute("data-part-hydrated");
  });

  it("hydrates every waiting part when the visitor presses a key anywhere, before anything on the page changes", async () => {
    await hydrateServerPage();
    expect(part()).not.toHaveAttribute("data-part-hydrated");
    await actAndSettle(() => document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true })));
    expect(part()).toHaveAttribute("data-part-hydrated");
    expect(observer.watched()).toEqual([]);
  });

  it("opens a waiting part before a navigation reaches it, so the navigation is not held up", async () => {
    await hydrateServerPage();
    const below = screen.getByRole("button", { name: "Below 0" });
    // A click with no press before it, as a screen reader's is: nothing has opened the part.
    await actAndSettle(() => screen.getByRole("button", { name: "Go on" }).click());
    expect(screen.getByText("At /next")).toBeInTheDocument();
    expect(part()).toHaveAttribute("data-part-hydrated");
    expect(screen.getByRole("button", { name: "Below 0" })).toBe(below);
  });

  it("opens a waiting part before new children reach it, and hydrates it with them", async () => {
    function Shelf() {
      const [books, setBooks] = useState(1);
      return (
        <MemoryRouter>
          <button type="button" onClick={() => setBooks(books + 1)}>
            Add a book
          </button>
          <HydrateWhenSeen>
            <p>{books} books</p>
          </HydrateWhenSeen>
        </MemoryRouter>
      );
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Shelf />);
    document.body.append(container);
    await actAndSettle(() => {
      root = hydrateRoot(container, <Shelf />);
    });
    const shelf = screen.getByText("1 books");
    await actAndSettle(() => screen.getByRole("button", { name: "Add a book" }).click());
    expect(screen.getByText("2 books")).toBe(shelf);
    expect(part()).toHaveAttribute("data-part-hydrated");
  });

  it("renders at once where the browser renders the page itself (a page opened from a link in the app)", async () => {
    render(<Page />);
    expect(observer.watched()).toEqual([]);
    await actAndSettle(() => screen.getByRole("button", { name: "Below 0" }).click());
    expect(screen.getByRole("button", { name: "Below 1" })).toBeInTheDocument();
  });
});
