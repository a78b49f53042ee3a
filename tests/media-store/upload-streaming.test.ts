import { createHash, randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import path from "node:path";
import { POST as uploadFile } from "@/app/api/admin/orders/[id]/files/route";
import { GET as buyerFile } from "@/app/api/user/orders/[id]/delivery/[itemId]/route";
import { POST as contact } from "@/app/api/contact/route";
import { UPLOAD_CUT_SHORT } from "@/lib/media/upload-body.server";
import { sessionCookieName } from "@/lib/auth/session.server";
import { prisma } from "@/lib/db/client.server";
import { env } from "@/lib/env";
import { mediaStore } from "@/lib/media/media-store.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createOperator, createUser } from "../helpers/factories";
import { createOrder } from "../helpers/orders";
import { routeServer } from "../helpers/route-server";

// Issue 29, item 2: uploads stream from the socket to the media store, byte-exact, with their own
// cap; a body that is cut short leaves nothing; a JSON route refuses an oversized body unread.
withTestDatabase();
jest.setTimeout(120_000);

const MB = 1024 * 1024;
const UUID = "([0-9a-f-]{36})";
let server: Awaited<ReturnType<typeof routeServer>>;
let operatorSession: string;

beforeAll(async () => {
  operatorSession = await signIn((await createOperator()).id);
  server = await routeServer([
    { method: "POST", pattern: new RegExp(`^/api/admin/orders/${UUID}/files$`), names: ["id"], handler: uploadFile },
    { method: "GET", pattern: new RegExp(`^/api/user/orders/${UUID}/delivery/${UUID}$`), names: ["id", "itemId"], handler: buyerFile },
    { method: "POST", pattern: /^\/api\/contact$/, names: [], handler: contact },
  ]);
});
afterAll(() => server.close());

const cookie = (session: string) => `${sessionCookieName()}=${session}`;

/** The server's answer, and the SHA-256 of what was sent once the last byte is written. */
type Sent = { response: Promise<IncomingMessage>; sha256: Promise<string> };

/**
 * Sends `total` bytes of random data in 1 MB chunks, honouring back-pressure, and hashes them as
 * they go (the test never holds the file). `stopAfter` cuts the connection after that many bytes.
 */
function send(url: string, headers: Record<string, string | number>, total: number, stopAfter = total): Sent {
  const hash = createHash("sha256");
  const req = httpRequest(url, { method: "POST", headers });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.on("response", resolve);
    req.on("error", reject);
  });
  response.catch(() => {});
  const sha256 = (async () => {
    let at = 0;
    while (at < stopAfter) {
      const chunk = randomBytes(Math.min(MB, stopAfter - at));
      hash.update(chunk);
      at += chunk.length;
      if (!req.write(chunk)) await new Promise((resolve) => req.once("drain", resolve));
      if (req.destroyed) break;
    }
    if (stopAfter < total) {
      // Give the server time to take what arrived, then drop the connection mid-body.
      await new Promise((resolve) => setTimeout(resolve, 300));
      req.destroy();
    } else req.end();
    return hash.digest("hex");
  })();
  sha256.catch(() => {});
  return { response, sha256 };
}

async function readJson(res: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

async function orderInProduction() {
  const buyer = await createUser();
  return { buyer, order: await createOrder({ userId: buyer.id, fulfilment: "in_production" }) };
}

const uploadUrl = (orderId: string, name: string) => `${server.url}/api/admin/orders/${orderId}/files?name=${encodeURIComponent(name)}`;

async function leftovers(orderId: string) {
  const tmp = await readdir(path.join(env().DATA_DIR, "media", ".tmp")).catch(() => []);
  return { keys: await mediaStore().list(`deliveries/${orderId}/`), tmp, rows: await prisma().deliveryItem.count({ where: { purchaseId: orderId } }) };
}

it("a 60 MB delivery arrives byte-exact: the SHA-256 of the buyer's download is the SHA-256 sent", async () => {
  const { buyer, order } = await orderInProduction();
  const size = 60 * MB;
  const upload = send(uploadUrl(order.id, "final cut.mp4"), { cookie: cookie(operatorSession), "content-length": size, "content-type": "video/mp4" }, size);
  const res = await upload.response;
  const body = await readJson(res);
  expect(res.statusCode).toBe(201);
  expect(body).toMatchObject({ kind: "file", name: "final cut.mp4", size });

  await prisma().purchase.update({ where: { id: order.id }, data: { fulfilment: "delivered", deliveredAt: new Date() } });
  const download = await fetch(`${server.url}/api/user/orders/${order.id}/delivery/${body.id}`, { headers: { cookie: cookie(await signIn(buyer.id)) } });
  expect(download.status).toBe(200);
  const hash = createHash("sha256");
  let received = 0;
  for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    received += chunk.byteLength;
  }
  expect(received).toBe(size);
  expect(hash.digest("hex")).toBe(await upload.sha256);
});

it("a body cut short mid-upload (the connection drops at 3 of 8 MB) leaves no file, no temporary file and no row", async () => {
  const { order } = await orderInProduction();
  const upload = send(uploadUrl(order.id, "clip.mp4"), { cookie: cookie(operatorSession), "content-length": 8 * MB }, 8 * MB, 3 * MB);
  await expect(upload.response).rejects.toThrow();
  await server.settle();
  expect(await leftovers(order.id)).toEqual({ keys: [], tmp: [], rows: 0 });
});

it("a body that ends before its declared length is refused with 400 and leaves nothing", async () => {
  const { order } = await orderInProduction();
  const res = await call(uploadFile, {
    params: { id: order.id },
    body: new Uint8Array(4096),
    url: `http://localhost:3000/api/admin/orders/${order.id}/files?name=short.mp4`,
    session: operatorSession,
    headers: { "content-length": String(10_000) },
  });
  expect(res).toMatchObject({ status: 400, body: { message: UPLOAD_CUT_SHORT } });
  expect(await leftovers(order.id)).toEqual({ keys: [], tmp: [], rows: 0 });
});

it("a declared length over the cap is refused with 413 before the body is read", async () => {
  const { order } = await orderInProduction();
  // 300 MB declared, not one byte sent: the answer comes anyway.
  const req = httpRequest(uploadUrl(order.id, "huge.mp4"), { method: "POST", headers: { cookie: cookie(operatorSession), "content-length": 300 * MB } });
  const response = new Promise<IncomingMessage>((resolve) => req.on("response", resolve));
  req.flushHeaders();
  const res = await response;
  expect(res.statusCode).toBe(413);
  expect(await readJson(res)).toEqual({ message: "This file is larger than the delivery limit." });
  req.destroy();
  expect(await leftovers(order.id)).toEqual({ keys: [], tmp: [], rows: 0 });
});

describe("/api/contact with a 20 MB body", () => {
  /** The server's buffer memory at its peak while `work` runs, above where it started. */
  async function peakBufferGrowth(work: () => Promise<void>) {
    const base = process.memoryUsage().arrayBuffers;
    let peak = base;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 2);
    try {
      await work();
    } finally {
      clearInterval(timer);
    }
    return peak - base;
  }

  it.each([
    ["declared (Content-Length)", true],
    ["streamed without a length (chunked)", false],
  ])("%s answers 413 and the server's memory does not grow by the body", async (_label, declared) => {
    const size = 20 * MB;
    const before = await prisma().contactRequest.count();
    let status = 0;
    let body: unknown;
    const growth = await peakBufferGrowth(async () => {
      const headers: Record<string, string | number> = { "content-type": "application/json", "x-forwarded-for": "203.0.113.99" };
      if (declared) headers["content-length"] = size;
      // The body is one reused 256 KB chunk (the client holds no 20 MB either).
      const chunk = Buffer.alloc(256 * 1024, " ");
      const req = httpRequest(`${server.url}/api/contact`, { method: "POST", headers });
      req.on("error", () => {});
      let answered = false;
      const response = new Promise<IncomingMessage>((resolve) => req.on("response", resolve)).finally(() => (answered = true));
      void (async () => {
        for (let at = 0; at < size && !answered && !req.destroyed; at += chunk.length) {
          if (!req.write(chunk)) await Promise.race([new Promise((r) => req.once("drain", r)), response]);
        }
        if (!answered) req.end();
      })();
      const res = await response;
      status = res.statusCode!;
      body = await readJson(res);
      req.destroy();
    });
    expect(status).toBe(413);
    expect(body).toEqual({ message: "Request body is too large" });
    expect(growth).toBeLessThan(8 * MB);
    expect(await prisma().contactRequest.count()).toBe(before);
  });
});
