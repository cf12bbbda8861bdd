import net from "node:net";

/** How long a server may keep a trickling connection open before the test gives up on it. */
const GIVE_UP_AFTER_MS = 15_000;

/**
 * Opens a connection to `url`, sends `head`, then trickles `trickled` one character every `everyMs`;
 * answers what the server sent back and after how long it closed the connection.
 */
export function trickle(
  url: string,
  head: string,
  trickled: string,
  everyMs: number,
): Promise<{ answer: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    let answer = "";
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickled.length && !socket.destroyed) socket.write(trickled[sent++]);
    }, everyMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(
        new Error(`the server kept a trickling connection open for ${GIVE_UP_AFTER_MS / 1000} s (got: ${answer})`),
      );
    }, GIVE_UP_AFTER_MS).unref();
  });
}
