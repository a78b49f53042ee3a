import http from "node:http";
import type { AddressInfo } from "node:net";

// Shared plumbing of the local stand-ins: a node:http server on 127.0.0.1 and the fault modes
// every stand-in can be switched into (each answers the way the real API does when it fails).
export type Fault = "none" | "429" | "500" | "timeout" | "malformed" | "refused";

export type FaultControl = {
  /** Fault for the next `times` matching requests (default: until changed). */
  setFault(fault: Fault, times?: number): void;
};

export type StandInRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export function faults(): FaultControl & { take(): Fault } {
  let fault: Fault = "none";
  let remaining = Infinity;
  return {
    setFault(next, times = Infinity) {
      fault = next;
      remaining = times;
    },
    take() {
      if (fault === "none" || remaining <= 0) return "none";
      remaining -= 1;
      return fault;
    },
  };
}

/** Answers a fault the way an API does: 429 with Retry-After, 500, a hang, broken JSON, or a 400 refusing the input. */
export function answerFault(res: http.ServerResponse, fault: Fault): boolean {
  if (fault === "429") json(res, 429, { error: { message: "Rate limit reached", type: "rate_limit" } }, { "retry-after": "0" });
  else if (fault === "500") json(res, 500, { error: { message: "Internal server error" } });
  else if (fault === "refused") json(res, 400, { error: { message: "The prompt was flagged by moderation", type: "invalid_request_error" } });
  else if (fault === "malformed") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{ this is not json");
  } else if (fault === "timeout") {
    // Never answers; the client's timeout must fire. The socket is closed when the stand-in stops.
  } else return false;
  return true;
}

export async function listen(handler: (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => void | Promise<void>, port = 0) {
  const server = http.createServer((req, res) => {
    readBody(req)
      .then((body) => handler(req, res, body))
      .catch((error) => json(res, 500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
