import http from "node:http";
import { randomBytes } from "node:crypto";
import { test, expect, seedUser, appUrl } from "./fixtures";
import { APP_PORT } from "./ports";

// Against the real server, started as `npm start` starts it (e2e/serve.ts): rate limits must
// key on the address that connected, whatever headers a client writes (decision 090). Linux
// routes all of 127.0.0.0/8 to loopback, so each test picks its own source address, away from
// the 127.0.0.1 / ::1 the browser specs use.
function postLogin(from: string, body: unknown, headers: Record<string, string> = {}) {
  const data = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: APP_PORT,
        localAddress: from,
        method: "POST",
        path: "/api/login",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data), origin: appUrl, ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

const spoofedHeaders = (i: number) => ({
  "x-forwarded-for": `198.51.100.${i}, 10.0.${i}.1`,
  "x-real-ip": `203.0.113.${i}`,
});

test("60 failed logins from one client reach 429, however it rotates X-Forwarded-For, X-Real-IP and e-mails", async () => {
  test.setTimeout(120_000);
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) {
    const email = `guess-${i}-${randomBytes(3).toString("hex")}@example.com`;
    statuses.push(await postLogin("127.0.0.3", { email, password: "not the password" }, spoofedHeaders(i)));
  }
  expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(30)).toEqual(Array(30).fill(429));
});

test("the owner still signs in from a clean address after an attacker's 60 failures on their e-mail", async () => {
  test.setTimeout(120_000);
  const owner = await seedUser({ password: "the owner's own password" });
  for (let i = 0; i < 60; i++) {
    const status = await postLogin("127.0.0.4", { email: owner.email, password: `guess ${i}` }, spoofedHeaders(i));
    expect([401, 429]).toContain(status);
  }
  expect(await postLogin("127.0.0.5", { email: owner.email, password: "the owner's own password" })).toBe(200);
});
