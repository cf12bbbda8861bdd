import { renderSharing } from "../../server/src/http/render-sharing";

/** A render the test ends when it chooses, numbered in the order renders began. */
function controlledRenders() {
  const begun: { page: string; finish: (html: string) => void; fail: (error: Error) => void }[] = [];
  const render = (page: string) => () =>
    new Promise<string>((resolve, reject) => {
      begun.push({ page, finish: resolve, fail: reject });
    });
  return { begun, render };
}

/** Lets timers and promises run until the next render has begun (each waits a turn of the event loop). */
const nextTurns = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("sharing renders of a page among visitors", () => {
  it("gives everyone who asks before a render begins that one render", async () => {
    const share = renderSharing<string>();
    const { begun, render } = controlledRenders();
    const visitors = [1, 2, 3].map(() => share("/news", render("/news")));
    await nextTurns();
    expect(begun).toHaveLength(1);
    begun[0].finish("<p>news</p>");
    expect(await Promise.all(visitors)).toEqual(["<p>news</p>", "<p>news</p>", "<p>news</p>"]);
  });

  it("gives whoever asks while a render runs the next render, begun after that one ends", async () => {
    const share = renderSharing<string>();
    const { begun, render } = controlledRenders();
    const first = share("/news", render("/news"));
    await nextTurns();
    const later = [share("/news", render("/news")), share("/news", render("/news"))];
    await nextTurns();
    // The running render read the page before they asked: they wait for another.
    expect(begun).toHaveLength(1);
    begun[0].finish("before the write");
    expect(await first).toBe("before the write");
    await nextTurns();
    expect(begun).toHaveLength(2);
    begun[1].finish("after the write");
    expect(await Promise.all(later)).toEqual(["after the write", "after the write"]);
  });

  it("renders different pages apart and at the same time", async () => {
    const share = renderSharing<string>();
    const { begun, render } = controlledRenders();
    const news = share("/news", render("/news"));
    const events = share("/events", render("/events"));
    await nextTurns();
    expect(begun.map(({ page }) => page)).toEqual(["/news", "/events"]);
    begun[1].finish("events");
    begun[0].finish("news");
    expect([await news, await events]).toEqual(["news", "events"]);
  });

  it("fails only the visitors of a failed render, and renders afresh for the next", async () => {
    const share = renderSharing<string>();
    const { begun, render } = controlledRenders();
    const failing = [share("/news", render("/news")), share("/news", render("/news"))];
    await nextTurns();
    const next = share("/news", render("/news"));
    begun[0].fail(new Error("database away"));
    for (const visitor of failing) await expect(visitor).rejects.toThrow("database away");
    await nextTurns();
    expect(begun).toHaveLength(2);
    begun[1].finish("news");
    expect(await next).toBe("news");
  });

  it("keeps no render once its visitors are answered: the next visitor's page is rendered for them", async () => {
    const share = renderSharing<string>();
    const { begun, render } = controlledRenders();
    const first = share("/news", render("/news"));
    await nextTurns();
    begun[0].finish("first");
    await first;
    const second = share("/news", render("/news"));
    await nextTurns();
    expect(begun).toHaveLength(2);
    begun[1].finish("second");
    expect(await second).toBe("second");
  });
});
