import { createHash, randomBytes } from "node:crypto";
import { test, expect, seededPrisma, seedUser, appUrl } from "./fixtures";
import { createSession, sessionCookieName } from "@/lib/auth/session.server";

// Issue 29, item 2, through the built server (proxy.ts and next.config included): a 60 MB
// delivery is not clipped at the proxy's 10 MB buffer, and a 20 MB JSON body is refused unread.

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

test("a 60 MB delivery file reaches the buyer byte-exact; a 20 MB contact body is 413", async ({ playwright }) => {
  test.setTimeout(180_000);
  const prisma = seededPrisma();
  const operator = await prisma.user.create({ data: { email: `ops-${randomBytes(4).toString("hex")}@example.com`, role: "operator" } });
  const buyer = await seedUser({ purchase: true });
  const order = await prisma.purchase.findFirstOrThrow({ where: { userId: buyer.id } });
  await prisma.purchase.update({ where: { id: order.id }, data: { fulfilment: "in_production" } });
  const cookie = async (userId: string) => `${sessionCookieName()}=${(await createSession(userId)).cookieValue}`;
  const api = await playwright.request.newContext({ baseURL: appUrl });

  const file = randomBytes(60 * MB);
  const uploaded = await api.post(`/api/admin/orders/${order.id}/files?name=final-cut.mp4`, {
    data: file,
    headers: { cookie: await cookie(operator.id), origin: appUrl, "content-type": "video/mp4" },
    timeout: 120_000,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const item = await uploaded.json();
  expect(item.size).toBe(file.length);

  await prisma.purchase.update({ where: { id: order.id }, data: { fulfilment: "delivered", deliveredAt: new Date() } });
  const download = await api.get(`/api/user/orders/${order.id}/delivery/${item.id}`, { headers: { cookie: await cookie(buyer.id) }, timeout: 120_000 });
  expect(download.status()).toBe(200);
  expect(sha256(await download.body())).toBe(sha256(file));

  const contact = await api.post("/api/contact", {
    data: Buffer.alloc(20 * MB, " "),
    headers: { "content-type": "application/json", origin: appUrl },
  });
  expect(contact.status()).toBe(413);
  expect(await contact.json()).toEqual({ message: "Request body is too large" });
  // The answer the proxy no longer sees still carries the security headers.
  expect(contact.headers()["x-content-type-options"]).toBe("nosniff");
  await api.dispose();
});
