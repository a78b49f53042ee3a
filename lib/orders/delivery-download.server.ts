import "server-only";
import { once } from "node:events";
import { Readable } from "node:stream";
import { ZipArchive } from "archiver";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { attachmentHeader } from "@/lib/api/attachment";
import { openDeliveryFile } from "./delivery-files.server";

// Delivered files going out: one file, or all of an order's files and links as one ZIP. Callers
// decide who may see the order (the operator, or its buyer once delivered); this only streams.

const DOWNLOAD_HEADERS = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

const toWeb = (body: Readable) => Readable.toWeb(body) as ReadableStream<Uint8Array>;

/** One stored file as an attachment with its allow-listed type, or 404. */
export async function deliveryFileResponse(orderId: string, itemId: string): Promise<Response> {
  const item = await prisma().deliveryItem.findFirst({ where: { id: itemId, purchaseId: orderId, kind: "file" } });
  const file = item && (await openDeliveryFile(orderId, item.id));
  if (!item || !file) throw new NotFoundError();
  return new Response(toWeb(file.body), {
    headers: {
      ...DOWNLOAD_HEADERS,
      "Content-Type": item.contentType ?? "application/octet-stream",
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentHeader(item.name),
    },
  });
}

// Two uploads may share a name; in a ZIP the second becomes "name (2).ext".
function uniqueNames(names: string[]) {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), count);
    if (count === 1) return name;
    const dot = name.lastIndexOf(".");
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/**
 * Every file of the delivery, plus a "links and message.txt" when it has links or a message,
 * streamed as a stored (not deflated) ZIP: files are added one after another as the reader
 * takes them, so memory holds a chunk, never a video.
 */
export async function deliveryZipResponse(orderId: string, folder: string): Promise<Response> {
  const order = await prisma().purchase.findUnique({
    where: { id: orderId },
    select: { deliveryMessage: true, deliveryItems: { orderBy: { createdAt: "asc" } } },
  });
  if (!order) throw new NotFoundError();
  const files = order.deliveryItems.filter((i) => i.kind === "file");
  const links = order.deliveryItems.filter((i) => i.kind === "link");
  const names = uniqueNames(files.map((f) => f.name));
  const note = [order.deliveryMessage ?? "", ...links.map((l) => `${l.name}: ${l.url}`)].filter(Boolean).join("\n\n");

  const archive = new ZipArchive({ store: true });
  const stopped = new AbortController();
  archive.on("close", () => stopped.abort());
  void (async () => {
    for (const [i, item] of files.entries()) {
      const file = await openDeliveryFile(orderId, item.id);
      if (!file) continue;
      const added = once(archive, "entry", { signal: stopped.signal });
      archive.append(file.body, { name: `${folder}/${names[i]}` });
      await added;
    }
    if (note) archive.append(`${note}\n`, { name: `${folder}/links and message.txt` });
    await archive.finalize();
  })().catch((error) => {
    if (!stopped.signal.aborted) archive.destroy(error);
  });
  return new Response(toWeb(archive), {
    headers: { ...DOWNLOAD_HEADERS, "Content-Type": "application/zip", "Content-Disposition": attachmentHeader(`${folder}.zip`) },
  });
}
