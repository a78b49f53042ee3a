import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type Mount = { method: string; pattern: RegExp; names: string[]; handler: Handler };

/**
 * Route handlers behind a real HTTP server on 127.0.0.1, the body passed as the socket's stream
 * (as Next passes it to a route the proxy does not run for), so a test can send what a client
 * would: a 60 MB file, a body cut short, a declared length the body never reaches.
 */
export async function routeServer(mounts: Mount[]) {
  const settled: Promise<unknown>[] = [];
  const server: Server = createServer((req, res) => {
    const done = serve(req, mounts).then(
      async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        if (response.body) await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
        else res.end();
      },
      (error) => {
        res.destroy(error as Error);
      },
    );
    settled.push(done.catch(() => {}));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** Waits until every request so far has been answered (or failed), so its side effects are done. */
    settle: async () => {
      await Promise.all(settled);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function serve(req: IncomingMessage, mounts: Mount[]): Promise<Response> {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  for (const mount of mounts) {
    const match = mount.method === req.method ? mount.pattern.exec(url.pathname) : null;
    if (!match) continue;
    const params = Object.fromEntries(mount.names.map((name, i) => [name, match[i + 1]!]));
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new NextRequest(url, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: "half",
    });
    return mount.handler(request, { params: Promise.resolve(params) });
  }
  return new Response("no route", { status: 404 });
}
