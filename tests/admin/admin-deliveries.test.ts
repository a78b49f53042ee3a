import { POST as changeStatus } from "@/app/api/admin/orders/[id]/status/route";
import { POST as uploadFile } from "@/app/api/admin/orders/[id]/files/route";
import { POST as addLink } from "@/app/api/admin/orders/[id]/links/route";
import { DELETE as removeItem, GET as operatorFile } from "@/app/api/admin/orders/[id]/items/[itemId]/route";
import { GET as buyerZip } from "@/app/api/user/orders/[id]/delivery/route";
import { GET as buyerFile } from "@/app/api/user/orders/[id]/delivery/[itemId]/route";
import { prisma } from "@/lib/db/client.server";
import { buyerDeliveries } from "@/lib/orders/deliveries.server";
import { orderDetail } from "@/lib/admin/orders.server";
import { MAX_DELIVERY_FILE_BYTES } from "@/lib/orders/delivery-rules";
import { NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/session.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createOperator, createUser } from "../helpers/factories";
import { bytesStream, createOrder } from "../helpers/orders";
import { storeDeliveryFile } from "@/lib/orders/delivery-files.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { unzip } from "../helpers/zip";

// Issue 23, deliveries: the operator uploads files and links, marks the order delivered, and the
// buyer (only that buyer) sees and downloads it and gets the e-mail.
withTestDatabase();

let session: string;
beforeAll(async () => {
  session = await signIn((await createOperator()).id);
});

const PNG = new Uint8Array(Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.from("a picture")]));
const upload = (id: string, name: string, body: Uint8Array = PNG, headers: Record<string, string> = {}) =>
  call(uploadFile, {
    params: { id },
    body: body as Uint8Array<ArrayBuffer>,
    url: `http://localhost:3000/api/admin/orders/${id}/files?name=${encodeURIComponent(name)}`,
    session,
    headers,
  });
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
/** A GET whose answer is bytes (a file, a ZIP), read as they are rather than as text. */
const download = async (handler: Handler, params: Record<string, string>, cookie: string) => {
  const res = await handler(new NextRequest("http://localhost:3000/download", { headers: { cookie: `${sessionCookieName()}=${cookie}` } }), {
    params: Promise.resolve(params),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

async function orderInProduction() {
  const buyer = await createUser();
  const order = await createOrder({ userId: buyer.id, fulfilment: "in_production" });
  return { buyer, order, buyerSession: await signIn(buyer.id) };
}

it("the whole delivery: upload, link, message, mark delivered; the buyer sees it, downloads it, and gets one e-mail", async () => {
  const { buyer, order, buyerSession } = await orderInProduction();
  const uploaded = await upload(order.id, "../../Final look 1.PNG");
  expect(uploaded).toMatchObject({ status: 201, body: { kind: "file", name: "Final look 1.png", size: PNG.byteLength } });
  const fileId = uploaded.body.id as string;
  expect(await mediaStore().list(`deliveries/${order.id}/`)).toEqual([`deliveries/${order.id}/${fileId}`]);
  const link = { label: "All 200 images", url: "https://drive.example.com/f/abc" };
  expect((await call(addLink, { params: { id: order.id }, body: link, session })).status).toBe(200);
  // The same link again (a retried click) is still one link.
  await call(addLink, { params: { id: order.id }, body: link, session });

  // Not delivered yet: the buyer sees the promised window and nothing to download.
  const waiting = await buyerDeliveries(buyer.id);
  expect(waiting).toEqual([expect.objectContaining({ id: order.id, status: "in_production", window: { days: 5, dueAt: expect.any(Date) }, delivery: null })]);
  expect((await call(buyerFile, { params: { id: order.id, itemId: fileId }, session: buyerSession })).status).toBe(404);

  const delivered = await call(changeStatus, { params: { id: order.id }, body: { status: "delivered", message: "Here is your influencer!" }, session });
  expect(delivered).toMatchObject({ status: 200, body: { status: "delivered", changed: true, emailed: true } });
  expect((await call(changeStatus, { params: { id: order.id }, body: { status: "delivered" }, session })).body).toMatchObject({
    changed: false,
    emailed: false,
  });
  const mails = await prisma().outboxEmail.findMany({ where: { to: buyer.email, kind: "delivery-ready" } });
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain("Here is your influencer!");
  expect(mails[0]!.text).toContain("1 file and 1 link");
  expect(mails[0]!.text).toContain("/user/dashboard");

  const [shown] = await buyerDeliveries(buyer.id);
  expect(shown!.delivery).toMatchObject({
    message: "Here is your influencer!",
    items: [
      { kind: "file", name: "Final look 1.png", href: `/api/user/orders/${order.id}/delivery/${fileId}` },
      { kind: "link", name: "All 200 images", href: link.url },
    ],
  });
  const file = await download(buyerFile, { id: order.id, itemId: fileId }, buyerSession);
  expect(file.res.headers.get("content-type")).toBe("image/png");
  expect(file.res.headers.get("content-disposition")).toContain('filename="Final look 1.png"');
  expect(file.bytes).toEqual(Buffer.from(PNG));
  const zip = await download(buyerZip, { id: order.id }, buyerSession);
  expect(zip.res.headers.get("content-type")).toBe("application/zip");
  const entries = await unzip(zip.bytes);
  expect([...entries.keys()].sort()).toEqual(["Your delivery/Final look 1.png", "Your delivery/links and message.txt"]);
  expect(entries.get("Your delivery/Final look 1.png")).toEqual(Buffer.from(PNG));
  expect(entries.get("Your delivery/links and message.txt")!.toString()).toContain(`All 200 images: ${link.url}`);

  // Every step is on the order's timeline, with who did it.
  const { timeline } = await orderDetail(order.id);
  expect(timeline.map((e) => e.text)).toEqual(
    expect.arrayContaining(["Uploaded Final look 1.png", "Added the link All 200 images", "Moved from In production to Delivered"]),
  );
  // Delivered: the delivery is closed to edits.
  expect((await upload(order.id, "late.png")).status).toBe(409);
  expect((await call(removeItem, { method: "DELETE", params: { id: order.id, itemId: fileId }, session })).status).toBe(409);
});

it("another buyer gets 404 on the delivery and its files, exactly like a missing one; a refund takes it away from the buyer too", async () => {
  const { buyer, order } = await orderInProduction();
  const fileId = (await upload(order.id, "look.png")).body.id as string;
  await call(changeStatus, { params: { id: order.id }, body: { status: "delivered" }, session });
  const intruder = await signIn((await createUser()).id);
  const foreign = await call(buyerFile, { params: { id: order.id, itemId: fileId }, session: intruder });
  const missing = await call(buyerFile, { params: { id: order.id, itemId: "8d7c0a5e-0000-4000-8000-000000000000" }, session: intruder });
  expect(foreign).toMatchObject({ status: 404, body: missing.body });
  expect((await call(buyerZip, { params: { id: order.id }, session: intruder })).status).toBe(404);

  await prisma().purchase.update({ where: { id: order.id }, data: { status: "refunded" } });
  expect((await call(buyerFile, { params: { id: order.id, itemId: fileId }, session: await signIn(buyer.id) })).status).toBe(404);
  expect(await buyerDeliveries(buyer.id)).toEqual([]);
});

it("upload limits: type allow-list, declared size, and the order's state; refused uploads leave no file", async () => {
  const paid = await createOrder();
  expect((await upload(paid.id, "look.png")).status).toBe(409);
  const { order } = await orderInProduction();
  expect(await upload(order.id, "run-me.exe")).toMatchObject({ status: 415, body: { message: expect.stringContaining("Only images") } });
  expect(await upload(order.id, "page.html")).toMatchObject({ status: 415 });
  expect((await upload(order.id, "big.mp4", PNG, { "content-length": String(MAX_DELIVERY_FILE_BYTES + 1) })).status).toBe(413);
  expect((await call(uploadFile, { params: { id: order.id }, body: PNG as Uint8Array<ArrayBuffer>, session })).status).toBe(400);
  expect(await prisma().deliveryItem.count({ where: { purchaseId: order.id } })).toBe(0);
  expect(await mediaStore().list(`deliveries/${paid.id}/`)).toEqual([]);
});

it("the operator can check an uploaded file and remove it while the order is in production", async () => {
  const { order } = await orderInProduction();
  const fileId = (await upload(order.id, "draft.png")).body.id as string;
  const check = await download(operatorFile, { id: order.id, itemId: fileId }, session);
  expect(check.res.status).toBe(200);
  expect(check.bytes).toEqual(Buffer.from(PNG));
  expect(await call(removeItem, { method: "DELETE", params: { id: order.id, itemId: fileId }, session })).toMatchObject({
    status: 200,
    body: { removed: true },
  });
  expect(await mediaStore().list(`deliveries/${order.id}/`)).toEqual([]);
  expect((await orderDetail(order.id)).timeline.map((e) => e.text)).toContain("Removed draft.png");
});

it("a body that streams past the size cap is cut off with 413 and its partial file removed", async () => {
  const { order } = await orderInProduction();
  const stored = storeDeliveryFile(order.id, "8d7c0a5e-0000-4000-8000-0000000000aa", bytesStream(new Uint8Array(4096)), 1024);
  await expect(stored).rejects.toMatchObject({ status: 413 });
  expect(await mediaStore().list(`deliveries/${order.id}/`)).toEqual([]);
});
