/** Renders `key`'s page for everyone sharing the call; each visitor's page is read after they asked. */
export type SharedRender<T> = (key: string, render: () => Promise<T>) => Promise<T>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Visitors asking for the same page share one render, but only a render that had not begun when they
 * asked, so each page is still read from the database after its visitor asked for it, as a render of
 * their own would be. A page's renders run one after another, and everyone who asks during one shares
 * the next. A rush on one page (an article's link sent to every parent) then costs a render per render
 * time instead of one per visitor, and no one is shown anything older than an unshared render shows.
 */
export function renderSharing<T>(): SharedRender<T> {
  /** Per page: the render everyone asking now will share, not begun yet. */
  const upcoming = new Map<string, Promise<T>>();
  /** Per page: when its last render asked for ends, which the next one waits for. */
  const lastEnd = new Map<string, Promise<void>>();
  return (key, render) => {
    const shared = upcoming.get(key);
    if (shared) return shared;
    // A render begins a turn of the event loop after the last one ends, once the requests that came
    // meanwhile have been read: they share it.
    const previous = lastEnd.get(key);
    const begin = previous ? previous.then(nextTurn) : nextTurn();
    const result = begin.then(() => {
      upcoming.delete(key);
      return render();
    });
    upcoming.set(key, result);
    const end = result.then(
      () => undefined,
      () => undefined,
    );
    lastEnd.set(key, end);
    void end.then(() => {
      if (lastEnd.get(key) === end) lastEnd.delete(key);
    });
    return result;
  };
}
