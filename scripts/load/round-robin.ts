// A small round-robin HTTP proxy on loopback: the stand-in for a load balancer in front of
// several app servers. Each request goes to the next upstream in turn; nothing is sticky, so
// every request may land on a different instance (the app must keep no state of its own).
import http from "node:http";
import type { AddressInfo } from "node:net";

export async function startRoundRobin(upstreams: string[], port = 0) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const target = new URL(upstreams[next++ % upstreams.length]);
    const forwarded = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, agent, headers: { ...req.headers, "x-forwarded-for": forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Upstream unavailable" }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
