import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { CLIENT_ADDRESS_HOOK } from "@/scripts/lib/next-start";
import { clientIp } from "@/lib/policy/rate-limit.server";

// server/client-address.cjs in a real node process with a real socket: whatever a client
// writes, the rightmost X-Forwarded-For entry a handler sees is the peer address. The full path
// through `next start` is e2e/login-limits.spec.ts.
const ECHO_SERVER = `
  require("node:http").createServer((req, res) => res.end(JSON.stringify({ xff: req.headers["x-forwarded-for"], hook: globalThis[Symbol.for("ais.clientAddressHook")] === true })))
    .listen(0, "127.0.0.1", function () { console.log(this.address().port); });`;

let server: ChildProcess;
let port: number;
beforeAll(async () => {
  server = spawn(process.execPath, ["--require", CLIENT_ADDRESS_HOOK, "-e", ECHO_SERVER], { stdio: ["ignore", "pipe", "inherit"] });
  port = await new Promise<number>((resolve) => server.stdout!.once("data", (chunk) => resolve(Number(String(chunk).trim()))));
});
afterAll(() => {
  server.kill();
});

function echo(from: string, headers: Record<string, string>) {
  return new Promise<{ xff: string; hook: boolean }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, localAddress: from, headers }, (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve(JSON.parse(text)));
      })
      .on("error", reject);
  });
}

describe("the client-address hook", () => {
  it("appends the socket's peer address after whatever X-Forwarded-For the client sent", async () => {
    const seen = await echo("127.0.0.7", { "x-forwarded-for": "198.51.100.1, 10.0.0.1", "x-real-ip": "203.0.113.9" });
    expect(seen).toEqual({ xff: "198.51.100.1, 10.0.0.1, 127.0.0.7", hook: true });
    expect(clientIp(new Headers({ "x-forwarded-for": seen.xff }), 0)).toBe("127.0.0.7");
  });

  it("writes the peer address when the client sent none", async () => {
    expect((await echo("127.0.0.8", {})).xff).toBe("127.0.0.8");
  });
});
