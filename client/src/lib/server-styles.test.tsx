import createCache from "@emotion/cache";
import { CacheProvider, ClassNames } from "@emotion/react";
import { render } from "@testing-library/react";
import { browserEmotionCache, markServerStyles } from "./server-styles";

/** Emotion's class name for a style object, as the server's render would have used it. */
function classNameOf(style: Record<string, string>): string {
  let className = "";
  render(
    <CacheProvider value={createCache({ key: "css", container: document.createElement("div") })}>
      <ClassNames>{(emotion) => <span className={(className = emotion.css(style))} />}</ClassNames>
    </CacheProvider>,
  ).unmount();
  return className;
}

describe("the server's styles, taken over in the browser without moving them", () => {
  const red = classNameOf({ color: "red" });
  const id = red.replace(/^css-/, "");

  beforeEach(() => {
    const serverTags =
      '<style data-emotion="css-global 1dqqh1l">body{margin:0}</style>' +
      `<style data-emotion="css ${id}">.${red}{color:red;}</style>`;
    document.head.innerHTML = `<title>Page</title>${markServerStyles(serverTags)}<meta name="after">`;
  });

  it("marks the component styles for the browser's cache and keeps Emotion's attribute on global ones", () => {
    const [global, components] = document.head.querySelectorAll("style");
    expect(global.getAttribute("data-emotion")).toBe("css-global 1dqqh1l");
    expect(global.hasAttribute("data-s")).toBe(true);
    expect(components.hasAttribute("data-emotion")).toBe(false);
    expect(components.getAttribute("data-server-styles")).toBe(`css ${id}`);
  });

  it("uses the server's styles where they are, and adds only new ones, after them", () => {
    const removed: Node[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => removed.push(...record.removedNodes)),
    );
    observer.observe(document.head, { childList: true });
    const cache = browserEmotionCache(document);
    expect(cache.inserted[id]).toBe(true);

    const { container } = render(
      <CacheProvider value={cache}>
        <ClassNames>
          {(emotion) => (
            <>
              <span className={emotion.css({ color: "red" })}>server</span>
              <span className={emotion.css({ color: "green" })}>new</span>
            </>
          )}
        </ClassNames>
      </CacheProvider>,
    );
    expect(container.querySelector("span")?.className).toBe(red);
    const styles = [...document.head.querySelectorAll("style")];
    expect(styles).toHaveLength(3);
    const [, server, added] = styles;
    expect(server.nextElementSibling).toBe(added);
    expect(added.getAttribute("data-emotion")).toBe("css");
    expect(added.nextElementSibling?.getAttribute("name")).toBe("after");
    // The server's red rule is not written again.
    const addedRules = [...(added.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join("") + added.textContent;
    expect(addedRules).toContain("green");
    expect(addedRules).not.toContain("red");
    observer.disconnect();
    expect(removed).toEqual([]);
  });
});
