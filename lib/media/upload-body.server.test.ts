import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { readCappedText, REQUEST_CUT_SHORT, readUploadBody, UPLOAD_CUT_SHORT, uploadStream } from "./upload-body.server";

// The one upload helper (decision 175): the declared length is checked before a byte is read,
// the count is checked as bytes arrive and when they end.
const limit = { maxBytes: 1000, tooLarge: "Too big" };

/** A body that counts how many of its chunks were pulled, so a test can see nothing was read. */
function body(chunks: number[], pulled = { count: 0 }) {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i >= chunks.length) return controller.close();
      pulled.count += 1;
      controller.enqueue(new Uint8Array(chunks[i++]!));
    },
  });
}
const post = (stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request("http://localhost/upload", { method: "POST", body: stream, headers, duplex: "half" } as RequestInit);

async function drain(request: Request, cap = limit) {
  let size = 0;
  await pipeline(
    uploadStream(request, cap).stream,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done();
      },
    }),
  );
  return size;
}

/** A body whose connection drops after its first chunk, as Node reports it ("aborted", ECONNRESET). */
function droppedAfterOneChunk() {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) return controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      sent = true;
      controller.enqueue(new Uint8Array(100));
    },
  });
}

describe("uploadStream", () => {
  it("passes a body whose count matches its declared length, and one streamed without a length under the cap", async () => {
    expect(await drain(post(body([400, 600]), { "content-length": "1000" }))).toBe(1000);
    expect(await drain(post(body([300, 300])))).toBe(600);
  });

  it("refuses a declared length over the cap with 413 before pulling a byte", () => {
    const pulled = { count: 0 };
    expect(() => uploadStream(post(body([10], pulled), { "content-length": "1001" }), limit)).toThrow(
      expect.objectContaining({ status: 413, message: "Too big" }),
    );
    expect(pulled.count).toBe(0);
  });

  it("refuses a malformed Content-Length with 400", () => {
    expect(() => uploadStream(post(body([10]), { "content-length": "12abc" }), limit)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it("fails with 400 when fewer bytes arrive than declared, or more", async () => {
    await expect(drain(post(body([100]), { "content-length": "500" }))).rejects.toMatchObject({ status: 400, message: UPLOAD_CUT_SHORT });
    await expect(drain(post(body([100, 100]), { "content-length": "150" }))).rejects.toMatchObject({ status: 400 });
  });

  it("fails with 413 once a body without a length streams past the cap, and stops reading it", async () => {
    const pulled = { count: 0 };
    const chunks = Array.from({ length: 40 }, () => 64 * 1024);
    await expect(drain(post(body(chunks, pulled)), { maxBytes: 100 * 1024, tooLarge: "Too big" })).rejects.toMatchObject({ status: 413 });
    // The cap is passed at the second chunk; a stream reads a little ahead, never the whole body.
    expect(pulled.count).toBeLessThan(10);
  });

  it("turns a dropped connection into the 400 of an upload cut short", async () => {
    await expect(drain(post(droppedAfterOneChunk(), { "content-length": "500" }))).rejects.toMatchObject({ status: 400, message: UPLOAD_CUT_SHORT });
  });
});

describe("readUploadBody and readCappedText", () => {
  it("read a small body whole under the same checks", async () => {
    expect((await readUploadBody(post(body([5, 5])), 1000, "Too big")).byteLength).toBe(10);
    await expect(readUploadBody(post(body([5]), { "content-length": "9" }), 1000, "Too big")).rejects.toMatchObject({ status: 400 });
  });

  it("refuse a JSON body over the cap: declared before reading, chunked at the cap", async () => {
    const pulled = { count: 0 };
    await expect(readCappedText(post(body([10], pulled), { "content-length": "2000" }), 1000)).rejects.toMatchObject({ status: 413 });
    // At most the one chunk a web stream queues by itself when it is made: this code read none.
    expect(pulled.count).toBeLessThanOrEqual(1);
    await expect(readCappedText(post(body([600, 600, 600])), 1000)).rejects.toMatchObject({ status: 413 });
    expect(await readCappedText(post(new Blob(['{"a":1}']).stream() as ReadableStream<Uint8Array>), 1000)).toBe('{"a":1}');
  });

  it("answer a JSON body cut short by a dropped connection with a 400, not a server fault", async () => {
    await expect(readCappedText(post(droppedAfterOneChunk(), { "content-length": "500" }), 1000)).rejects.toMatchObject({
      status: 400,
      message: REQUEST_CUT_SHORT,
    });
    await expect(readCappedText(post(droppedAfterOneChunk()), 1000)).rejects.toMatchObject({ status: 400, message: REQUEST_CUT_SHORT });
  });
});
