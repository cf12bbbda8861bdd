import { preloadPage } from "./app/pages";
import "./index.css";

/** Lets the browser draw and answer a tap between two steps of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The start, a step per task. Evaluated in one task, the first screen's code kept a phone at a quarter
 * of a laptop's speed busy for ~270 ms, answering no tap; each import below evaluates one layer
 * of it (client/build/first-screen-layers.ts), then the theme's system is built and the page rendered,
 * each a step per task. The page's own chunk is asked for once the layers are in (finding its route
 * takes a task of its own, 4–17 ms on a laptop), and downloads while the
 * system is built: an import evaluates everything it imports as soon as it has arrived, so asked for
 * first, the page evaluated the layers' code along with its own, in one task (124 ms on /news at a
 * quarter of a laptop's speed).
 */
async function start(): Promise<void> {
  await import("react-dom/client");
  await nextTask();
  const { siteSystemInSteps } = await import("./app/theme");
  await nextTask();
  await import("./lib/apollo-client");
  await nextTask();
  const { renderInSteps } = await import("./start");
  await nextTask();
  preloadPage(window.location.pathname);
  await nextTask();
  const systemSteps = siteSystemInSteps();
  while (!systemSteps.next().done) await nextTask();
  const renderSteps = renderInSteps();
  while (!renderSteps.next().done) await nextTask();
}

void start();
