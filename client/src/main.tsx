import "./app/page-preload";
import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { siteSystem } from "./app/theme";
import { env } from "./config/env";
import { apolloClient } from "./lib/apollo-client";
import { readPageState } from "./lib/page-state";
import { browserEmotionCache } from "./lib/server-styles";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// Keeps the app's code and the last pages read for reading offline (client/service-worker); the build
// writes /sw.js, so the development server has none. The app may start after the page's load event
// (client/src/start-app.ts), which then does not come again.
if (!env.isDevelopment && "serviceWorker" in navigator) {
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** Lets the browser draw and answer a tap between the start's steps, each then a short task on a slow phone. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

function render(root: HTMLElement): void {
  // A page the server rendered brings its queries' answers: the browser starts from them instead of asking again.
  const state = readPageState(document);
  if (state) apolloClient.cache.restore(state.apollo);
  const app = (
    <StrictMode>
      <CacheProvider value={browserEmotionCache(document)}>
        <App page={{ publicUrl: state?.publicUrl ?? window.location.origin }} />
      </CacheProvider>
    </StrictMode>
  );
  // A transition lets React draw the first screen in short slices, so a slow phone still answers taps meanwhile.
  startTransition(() => {
    if (state?.hydrate) hydrateRoot(root, app);
    else {
      // Nothing to hydrate (the staff panel, a page the server left to the browser): ready as soon as it runs.
      document.documentElement.dataset.hydrated = "";
      createRoot(root).render(app);
    }
  });
}

// The app's code has just been evaluated, one task; the theme's system and the render come in tasks of their own.
void nextTask()
  .then(() => {
    siteSystem();
    return nextTask();
  })
  .then(() => render(container));
