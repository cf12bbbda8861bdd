import { createContext, use } from "react";

/** What the server and the page tell each other about the page being drawn. */
export interface PageContextValue {
  /** The site's public address (PUBLIC_URL): canonical and share links start with it, never with the request's host. */
  publicUrl: string;
  /** Only while the server renders: the HTTP status the page answers with (a page that finds nothing sets 404). */
  response?: { status: number };
}

const PageContext = createContext<PageContextValue>({
  publicUrl: typeof window === "undefined" ? "" : window.location.origin,
});

export const PageContextProvider = PageContext.Provider;

export function usePublicUrl(): string {
  return use(PageContext).publicUrl;
}

/** Says which HTTP status the server answers this page with; in the browser it does nothing. */
export function useHttpStatus(status: number): void {
  const { response } = use(PageContext);
  if (response) response.status = status;
}
