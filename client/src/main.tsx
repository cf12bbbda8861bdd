import { preloadPage } from "./app/pages";
import "./index.css";

/** Lets the browser draw and answer a tap between two steps of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The start, a step per task. Evaluated in one task, the first screen's code kept a phone at a quarter
 * of a laptop's speed busy for ~270 ms, answering no tap (#15); each import below evaluates one layer
 * of it (client/build/first-screen-layers.ts), and the theme's system and the render come last. The
 * page's own chunk is asked for first, so it downloads meanwhile.
 */
async function start(): Promise<void> {
  preloadPage(window.location.pathname);
  await nextTask();
  await import("react-dom/client");
  await nextTask();
  const { siteSystem } = await import("./app/theme");
  await nextTask();
  await import("./lib/apollo-client");
  await nextTask();
  const { render } = await import("./start");
  await nextTask();
  siteSystem();
  await nextTask();
  render();
}

void start();
