import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { InvalidMediaKeyError, type MediaStore } from "@/lib/media/store";

// What every media store back end promises (decision 127), as one suite: the filesystem and
// the S3 back end run the same cases, so the app cannot tell them apart.
export function mediaStoreContract(makeStore: () => MediaStore | Promise<MediaStore>) {
  let store: MediaStore;
  let n = 0;
  // Each case under its own folder, so cases on a shared store never see each other's objects.
  const folder = () => `contract/case-${Date.now()}-${++n}`;
  beforeEach(async () => {
    store = await makeStore();
  });

  const read = async (key: string) => {
    const got = await store.get(key);
    return got && { text: await text(got.body), size: got.size, contentType: got.contentType };
  };

  it("puts a buffer and gets it back with its size and type", async () => {
    const key = `${folder()}/a.png`;
    await store.put(key, Buffer.from("picture bytes"), { contentType: "image/png" });
    expect(await read(key)).toEqual({ text: "picture bytes", size: 13, contentType: "image/png" });
  });

  it("puts a stream of unknown length", async () => {
    const key = `${folder()}/clip.mp3`;
    const chunks = Array.from({ length: 200 }, (_, i) => `chunk ${i};`);
    await store.put(key, Readable.from(chunks), { contentType: "audio/mpeg" });
    expect(await read(key)).toEqual({ text: chunks.join(""), size: chunks.join("").length, contentType: "audio/mpeg" });
  });

  it("fails the put, not the process, when a stream body errors before the store reads it", async () => {
    const key = `${folder()}/export.zip`;
    // A body that fails at once, as a ZIP does whose first entry's query fails: the store is
    // still busy before its pipe, so the 'error' comes with no reader yet.
    const body = new Readable({ read() {} });
    const put = store.put(key, body, { contentType: "application/zip" });
    body.destroy(new Error("the first entry could not be read"));
    await expect(put).rejects.toThrow("the first entry could not be read");
    expect(await store.get(key)).toBeNull();
  });

  it("keeps the type it was given, whatever the key's extension", async () => {
    const key = `${folder()}/video.bin`;
    await store.put(key, Buffer.from("x"), { contentType: "video/mp4" });
    expect((await read(key))?.contentType).toBe("video/mp4");
  });

  it("replaces an object whole", async () => {
    const key = `${folder()}/a.txt`;
    await store.put(key, Buffer.from("first version, longer"), { contentType: "text/plain" });
    await store.put(key, Buffer.from("second"), { contentType: "text/plain" });
    expect(await read(key)).toEqual({ text: "second", size: 6, contentType: "text/plain" });
  });

  it("reads a byte range (video seeking) and still reports the whole size", async () => {
    const key = `${folder()}/v.mp4`;
    await store.put(key, Buffer.from("0123456789"), { contentType: "video/mp4" });
    const part = await store.get(key, { range: { start: 2, end: 5 } });
    expect({ text: await text(part!.body), size: part!.size, range: part!.range }).toEqual({ text: "2345", size: 10, range: { start: 2, end: 5 } });
    const tail = await store.get(key, { range: { start: 7 } });
    expect({ text: await text(tail!.body), range: tail!.range }).toEqual({ text: "789", range: { start: 7, end: 9 } });
    await expect(store.get(key, { range: { start: 10 } })).rejects.toThrow(RangeError);
  });

  it("answers null for a missing object, and deleting one is not an error", async () => {
    const key = `${folder()}/missing.png`;
    expect(await store.get(key)).toBeNull();
    expect(await store.get(key, { range: { start: 0 } })).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it("deletes one object", async () => {
    const key = `${folder()}/a.png`;
    await store.put(key, Buffer.from("x"), { contentType: "image/png" });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it("lists and deletes by folder prefix, leaving the neighbours alone", async () => {
    const base = folder();
    await store.put(`${base}/one/a.png`, Buffer.from("a"), { contentType: "image/png" });
    await store.put(`${base}/one/deep/b.mp3`, Buffer.from("b"), { contentType: "audio/mpeg" });
    await store.put(`${base}/one-more/c.png`, Buffer.from("c"), { contentType: "image/png" });
    expect((await store.list(`${base}/one/`)).sort()).toEqual([`${base}/one/a.png`, `${base}/one/deep/b.mp3`]);
    await store.deletePrefix(`${base}/one/`);
    expect(await store.list(`${base}/one/`)).toEqual([]);
    expect(await store.list(`${base}/`)).toEqual([`${base}/one-more/c.png`]);
    expect(await store.list(`${base}/nothing-here/`)).toEqual([]);
  });

  it("lists the objects written before a time, for the orphan sweep (issue 29)", async () => {
    const base = folder();
    await store.put(`${base}/old/a.png`, Buffer.from("a"), { contentType: "image/png" });
    await store.put(`${base}/old/deep/b.mp3`, Buffer.from("b"), { contentType: "audio/mpeg" });
    // Clocks of a store and the app differ by a little; a minute either side is far from both answers.
    expect((await store.listOlderThan(`${base}/old/`, new Date(Date.now() + 60_000))).sort()).toEqual([`${base}/old/a.png`, `${base}/old/deep/b.mp3`]);
    expect(await store.listOlderThan(`${base}/old/`, new Date(Date.now() - 60_000))).toEqual([]);
    await expect(store.listOlderThan("", new Date())).rejects.toThrow(InvalidMediaKeyError);
  });

  it("refuses keys that could leave the store or name its own folders", async () => {
    for (const key of ["../escape.png", "a/../../b.png", "/etc/passwd", ".tmp/x", "a//b", "a/b/", "", "a\\b.png", "a/.types/b"]) {
      await expect(store.put(key, Buffer.from("x"), { contentType: "image/png" })).rejects.toThrow(InvalidMediaKeyError);
      await expect(store.get(key)).rejects.toThrow(InvalidMediaKeyError);
      await expect(store.delete(key)).rejects.toThrow(InvalidMediaKeyError);
    }
    for (const prefix of ["", "/", "../", "contract", "a/../"]) {
      await expect(store.deletePrefix(prefix)).rejects.toThrow(InvalidMediaKeyError);
      await expect(store.list(prefix)).rejects.toThrow(InvalidMediaKeyError);
    }
  });
}
