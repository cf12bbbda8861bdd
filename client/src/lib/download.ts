import { authSession } from "./auth-session";

/** Saves a blob as a file through a temporary link. */
function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file through a temporary link. */
export function downloadText(fileName: string, content: string, type: string): void {
  saveBlob(fileName, new Blob([content], { type }));
}

/** Saves a file the public cannot fetch (a draft document): the request carries the staff member's access token. */
export async function downloadAsStaff(url: string, fileName: string): Promise<void> {
  const token = authSession.accessToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The download failed (${response.status})`);
  saveBlob(fileName, await response.blob());
}
