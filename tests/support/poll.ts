/**
 * Waits until `condition` holds or `timeoutMs` passes, looking every 50 ms (for work done in the
 * background); the condition may ask the database, so it may answer a promise.
 */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
