import { useSearchParams } from "react-router-dom";

/** The query parameter a shared preview link's page address carries its token in. */
const PREVIEW_PARAMETER = "preview";
/** The header an item query sends the token in: the server then lets that one item through, uncached. */
export const PREVIEW_TOKEN_HEADER = "X-Preview-Token";

/** The token of the shared preview link this page was opened from, if any. */
export function usePreviewToken(): string | null {
  const [params] = useSearchParams();
  return params.get(PREVIEW_PARAMETER) || null;
}

/** The Apollo context of an item query sent with a preview link's token (none without one). */
export const previewContext = (token: string | null) =>
  token ? { headers: { [PREVIEW_TOKEN_HEADER]: token } } : undefined;

/** The full address of a public page that opens through a preview link, to copy and send. */
export const previewUrl = (path: string, token: string) =>
  `${window.location.origin}${path}?${PREVIEW_PARAMETER}=${encodeURIComponent(token)}`;
