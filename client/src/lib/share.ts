export type ShareOutcome = "shared" | "copied" | "cancelled";

/** Native sharing where the device has it, else the page address copied to the clipboard. */
export async function shareOrCopy(data: { title: string; text?: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Sharing failed for another reason: copying the address still helps.
    }
  }
  await navigator.clipboard.writeText(data.url);
  return "copied";
}
