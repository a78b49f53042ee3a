import { unzip } from "@/tests/helpers/zip";
import { zipStream } from "./zip.server";

describe("zipStream", () => {
  it("reads each file only when the reader has taken the ZIP so far", async () => {
    const reads: string[] = [];
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    const files = ["a", "b", "c"].map((base) => ({ base, read: async () => (reads.push(base), { data: big, ext: "bin" }) }));
    const reader = zipStream({ root: "R", files }).getReader();
    await reader.read();
    await new Promise((r) => setTimeout(r, 50));
    // The first file fills more than the stream's queue, so nothing more is read until it is taken.
    expect(reads).toEqual(["a"]);
    await reader.cancel();
  });

  it("puts a note in place of a file that cannot be read and goes on", async () => {
    const files = [
      { base: "images/gone", read: async () => Promise.reject(new Error("expired")) },
      { base: "script/script", read: async () => ({ data: Buffer.from("Hi"), ext: "txt" }) },
    ];
    jest.spyOn(console, "error").mockImplementation(() => {});
    const zip = await unzip(Buffer.from(await new Response(zipStream({ root: "R", files })).arrayBuffer()));
    expect([...zip.keys()]).toEqual(["R/images/gone.missing.txt", "R/script/script.txt"]);
    expect(zip.get("R/script/script.txt")!.toString()).toBe("Hi");
  });
});
