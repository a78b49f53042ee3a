// A loopback TCP proxy in front of PostgreSQL that counts the queries passing through it, so the
// benchmark can report database queries per HTTP request without any hook in the app. It reads
// the frontend protocol: each simple Query ('Q') or extended-protocol Execute ('E') is one query.
import net from "node:net";

export type PgCounter = { port: number; queries(): number; close(): Promise<void> };

export async function startPgCounter(target: { host: string; port: number }, listenPort = 0): Promise<PgCounter> {
  let count = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let buffer = Buffer.alloc(0);
    let started = false; // the startup message has no type byte
    client.on("data", (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      while (true) {
        if (!started) {
          if (buffer.length < 4) break;
          const len = buffer.readInt32BE(0);
          if (buffer.length < len) break;
          const code = buffer.readInt32BE(4);
          buffer = buffer.subarray(len);
          if (code !== 80877103) started = true; // SSLRequest is followed by the real startup
          continue;
        }
        if (buffer.length < 5) break;
        const len = buffer.readInt32BE(1);
        if (buffer.length < len + 1) break;
        const type = String.fromCharCode(buffer[0]);
        if (type === "Q" || type === "E") count++;
        buffer = buffer.subarray(len + 1);
      }
    });
    upstream.on("data", (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    queries: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
