import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { schoolIdentityRead } from "./api/school-identity";
import { urgentAnnouncementRead } from "./api/urgent-announcement";
import { App } from "./app";
import { env } from "./config/env";
import { apolloClient } from "./lib/apollo-client";
import { readPageState } from "./lib/page-state";
import { browserEmotionCache } from "./lib/server-styles";

// Keeps the app's code and the last pages read for reading offline (client/service-worker); the build
// writes /sw.js, so the development server has none. The app may start after the page's load event
// (client/src/start-app.ts), which then does not come again.
if (!env.isDevelopment && "serviceWorker" in navigator) {
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * Draws the app into the page: hydrates what the server rendered, or renders it afresh. A step per
 * task, as the theme's system is built (src/main.tsx): restoring the page's answers, then reading
 * ahead each query every public page's shell makes, its document transformed in one task and its
 * answer read from the cache in the next. Apollo's first reads (the school's identity: ~20 ms on a
 * laptop) otherwise ran inside the header's render, a slice of hydration React cannot split.
 */
export function* renderInSteps(): Generator<void, void> {
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  // A page the server rendered brings its queries' answers: the browser starts from them instead of asking again.
  const state = readPageState(document);
  if (state) {
    apolloClient.cache.restore(state.apollo);
    for (const read of [schoolIdentityRead, urgentAnnouncementRead]) {
      yield;
      const query = apolloClient.watchQuery<unknown>(read);
      yield;
      query.getCurrentResult();
    }
    yield;
  }
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
