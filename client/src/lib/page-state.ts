/** What the server hands the page it rendered, in an inert JSON block: read once at start. */
export interface PageState {
  /** The site's public address (PUBLIC_URL). */
  publicUrl: string;
  /** Apollo's cache as the server's render left it: every query of the page, answered. */
  apollo: unknown;
  /**
   * Whether the browser may hydrate the server's HTML. Not when a query failed (an unknown id):
   * Apollo keeps no errors in its cache, so the browser would draw a loading state over it.
   */
  hydrate: boolean;
}

const PAGE_STATE_ID = "page-state";

/** The block for the page's <head>: `<` is escaped so no value can close the element. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return `<script id="${PAGE_STATE_ID}" type="application/json">${json}</script>`;
}

/** The state the server wrote into the page, if it rendered it. */
export function readPageState(page: Document): PageState | null {
  const json = page.getElementById(PAGE_STATE_ID)?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as PageState;
  } catch {
    return null;
  }
}
