// A small round-robin HTTP proxy on loopback: the stand-in for a load balancer in front of
// several app servers. Each request goes to the next upstream in turn; nothing is sticky, so
// every request may land on a different instance (the app must keep no state of its own).
// Like a load balancer's "next upstream on connect error", a request whose connection an
// upstream refuses (a stopped process) is tried on the next one: it never reached the app, so
// sending it again is safe. A request cut off after it was sent is not: the client's connection
// is dropped as the upstream's was, and the client sees no answer. Each answer names the
// upstream that gave it (X-Upstream), so a run can tell which process served what.
import http from "node:http";
import type { AddressInfo } from "node:net";

export const UPSTREAM_HEADER = "x-upstream";

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

export async function startRoundRobin(upstreams: string[], port = 0) {
  let next = 0;
  /** Answers each upstream gave, by its port. */
  const served: Record<string, number> = Object.fromEntries(upstreams.map((u) => [new URL(u).port, 0]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, turn: number, tries = 1) => {
    const target = new URL(upstreams[turn % upstreams.length]);
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, agent, headers: { ...req.headers, "x-forwarded-for": forwarded } },
      (answer) => {
        served[target.port]++;
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: target.port });
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED" && tries < upstreams.length) return forward(req, res, body, turn + 1, tries + 1);
      if (error.code === "ECONNREFUSED") {
        res.writeHead(503, { "content-type": "application/json" });
        return res.end(JSON.stringify({ message: "No app server is answering" }));
      }
      res.destroy();
    });
    upstream.end(body);
  };
  const server = http.createServer((req, res) => {
    readBody(req).then(
      (body) => forward(req, res, body, next++),
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
