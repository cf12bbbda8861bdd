/// <reference lib="webworker" />
// The site's service worker (built to /sw.js by client/build/service-worker.ts, which fills in the two
// constants below). It keeps the app's code and the last public pages read, so a parent on a train sees
// the last news offline, marked as possibly out of date. Each release has caches of its own, and the old
// ones go when it takes over: nothing stale outlives a release. It also shows the notifications the
// server pushes for urgent announcements, and opens the announcement when one is clicked.
declare const self: ServiceWorkerGlobalScope;

/** The release: a hash of every file of the build. */
const VERSION = "__SW_VERSION__";
/** The app's code and styles that every page needs (hashed file names, so never stale). */
const SHELL: string[] = JSON.parse("__SW_SHELL__") as string[];

const SHELL_CACHE = `shell-${VERSION}`;
const PAGES_CACHE = `pages-${VERSION}`;
/** Pages kept for reading offline: the most recently read first. */
const PAGES_KEPT = 30;
/** What the staff panel, the API, files and alert subscribers' pages answer is never kept: personal, changing, or large. */
const NEVER_KEPT = /^\/(admin|alerts|graphql|api|files|documents|health|ready|metrics|sw\.js)(\/|$)/;
const SAVED_AT_HEADER = "x-saved-at";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(SHELL_CACHE)).addAll(SHELL);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const ours = new Set([SHELL_CACHE, PAGES_CACHE]);
      for (const name of await caches.keys()) if (!ours.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

function isPublicPage(request: Request, url: URL): boolean {
  return (
    request.mode === "navigate" &&
    request.method === "GET" &&
    url.origin === self.location.origin &&
    !NEVER_KEPT.test(url.pathname) &&
    // A preview link shows a draft to whoever holds it: not for keeping.
    !url.searchParams.has("preview")
  );
}

/** The page from the network, a copy kept (the newest first, PAGES_KEPT at most); offline, the kept copy. */
async function networkFirst(request: Request): Promise<Response> {
  const pages = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get("content-type")?.startsWith("text/html")) {
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT_HEADER, new Date().toISOString());
      const body = await response.clone().arrayBuffer();
      await pages.delete(request);
      await pages.put(request, new Response(body, { status: response.status, headers }));
      const kept = await pages.keys();
      for (const old of kept.slice(0, Math.max(0, kept.length - PAGES_KEPT))) await pages.delete(old);
    }
    return response;
  } catch (error) {
    const saved = await pages.match(request);
    if (!saved) throw error;
    return markedOffline(saved);
  }
}

/**
 * A kept page with a notice pinned to the bottom of the screen (the header is pinned to the top), put
 * before the app's root, so hydration is untouched.
 */
async function markedOffline(saved: Response): Promise<Response> {
  const savedAt = new Date(saved.headers.get(SAVED_AT_HEADER) ?? Date.now());
  const when = savedAt.toLocaleString("en-ZA", { dateStyle: "medium", timeStyle: "short" });
  const notice =
    `<div role="status" data-offline-notice style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;` +
    `background:#fff4e5;color:#5c2b00;padding:12px 16px;font:16px/1.4 system-ui,sans-serif;` +
    `border-top:1px solid #f0c48a;box-shadow:0 -2px 8px rgba(0,0,0,.15)">You are offline. This page was saved on ` +
    `${when} and may be out of date.</div>`;
  const html = (await saved.text()).replace(/<body([^>]*)>/, `<body$1>${notice}`);
  const headers = new Headers(saved.headers);
  headers.delete("content-length");
  return new Response(html, { status: 200, headers });
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (isPublicPage(request, url)) {
    event.respondWith(networkFirst(request));
  } else if (request.method === "GET" && url.origin === self.location.origin && SHELL.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((kept) => kept ?? fetch(request)));
  }
});

/** A notification as the server pushes it (server/src/modules/alerts/web-push.service.ts). */
interface PushedNotification {
  title: string;
  body: string;
  /** A path of this site. */
  url: string;
  tag: string;
}

/** What a push that cannot be read still shows: the browser insists every push shows something. */
const UNREADABLE_PUSH: PushedNotification = {
  title: "New announcement",
  body: "Open the announcements to read it.",
  url: "/announcements",
  tag: "announcement",
};

function readPush(data: PushMessageData | null): PushedNotification {
  try {
    const pushed = data?.json() as Partial<PushedNotification> | undefined;
    if (typeof pushed?.title === "string" && typeof pushed.url === "string") {
      return { ...UNREADABLE_PUSH, ...pushed, url: pushed.url };
    }
  } catch {
    // not JSON: shown as the unreadable one
  }
  return UNREADABLE_PUSH;
}

self.addEventListener("push", (event) => {
  const { title, body, url, tag } = readPush(event.data);
  event.waitUntil(self.registration.showNotification(title, { body, tag, icon: "/icons/icon-192.png", data: { url } }));
});

/** Brings the announcement up: in a window of the site already open (made to show it), or in a new one. */
async function openPage(path: string): Promise<void> {
  const url = new URL(path, self.location.origin);
  // Only the site's own pages, whatever a push said.
  if (url.origin !== self.location.origin) return;
  // The site's windows this worker controls: only those can be made to show another page.
  const [open] = await self.clients.matchAll({ type: "window" });
  const shown = open ? await open.navigate(url.href).catch(() => null) : null;
  if (shown) await shown.focus().catch(() => undefined);
  else await self.clients.openWindow(url.href);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url } = (event.notification.data ?? {}) as { url?: string };
  event.waitUntil(openPage(url ?? "/announcements"));
});
