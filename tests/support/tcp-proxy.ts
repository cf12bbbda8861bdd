import net from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP proxy on loopback in front of a server (Postgres, here), which a test can cut, as a database
 * restart or a network failure would, and restore on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const listen = async () => {
    const listening = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => listening.listen(port, "127.0.0.1", resolve));
    port = (listening.address() as AddressInfo).port;
    server = listening;
  };
  await listen();

  return {
    get port() {
      return port;
    },
    /** Closes the port and every connection through it: clients see their connections reset, new ones refused. */
    async cut(): Promise<void> {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    /** Listens again on the same port. */
    restore: listen,
    close(): Promise<void> {
      return this.cut();
    },
  };
}
