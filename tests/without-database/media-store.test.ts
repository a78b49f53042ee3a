import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { fileMediaStore } from "@/lib/media/fs-store.server";
import { s3MediaStore } from "@/lib/media/s3-store.server";
import { startS3StandIn, type S3StandIn } from "../stand-ins/s3";
import { mediaStoreContract } from "../helpers/media-store-contract";

// Issue 22, "Done when": the S3 back end passes the same store test-suite as the filesystem
// back end, and media survive a restart (a new store instance over the same place reads them).
let dir: string;
let s3: S3StandIn;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "media-store-"));
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await s3?.close();
});

const s3Store = () =>
  s3MediaStore({
    bucket: s3.bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });

describe("filesystem media store", () => {
  mediaStoreContract(() => fileMediaStore(dir));

  it("leaves no temporary file behind after a failed stream", async () => {
    const store = fileMediaStore(dir);
    const failing = new (await import("node:stream")).Readable({
      read() {
        this.destroy(new Error("provider hung up"));
      },
    });
    await expect(store.put("failed/a.png", failing, { contentType: "image/png" })).rejects.toThrow("provider hung up");
    expect(await store.get("failed/a.png")).toBeNull();
    expect(await readdir(path.join(dir, ".tmp"))).toEqual([]);
  });
});

describe("S3 media store (s3rver stand-in)", () => {
  mediaStoreContract(s3Store);
});

describe.each([
  ["filesystem", () => fileMediaStore(dir)],
  ["S3", s3Store],
])("media survive a restart (%s)", (_name, makeStore) => {
  it("reads through a new store instance what an earlier one wrote", async () => {
    await makeStore().put("restart/kept.mp3", Buffer.from("still here"), { contentType: "audio/mpeg" });
    const after = await makeStore().get("restart/kept.mp3");
    expect({ text: await text(after!.body), contentType: after!.contentType }).toEqual({ text: "still here", contentType: "audio/mpeg" });
  });
});
