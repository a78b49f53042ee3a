// How far a package download has come, read from the ZIP as it arrives (decision 111). The
// server declares how many files the package holds (PACKAGE_FILES_HEADER) and stores every file
// with its size in its local header, so the reader can step from record to record: the share is
// (finished files + the part of the current one) / declared files. The download is complete once
// the ZIP's closing record has arrived whole. Nothing is decompressed.

export const PACKAGE_FILES_HEADER = "X-Package-Files";

// Each ZIP record: its signature, the length of its fixed part, and where in that part the
// lengths of its variable fields (name, extra, comment) sit.
const RECORDS = {
  0x04034b50: { fixed: 30, lengths: [26, 28], kind: "file" }, // local file header, then the data
  0x02014b50: { fixed: 46, lengths: [28, 30, 32], kind: "directory" }, // central directory entry
  0x06054b50: { fixed: 22, lengths: [20], kind: "end" }, // end of central directory
} as const;
type RecordSpec = (typeof RECORDS)[keyof typeof RECORDS];

export type PackageProgressView = {
  files: number;
  totalFiles: number;
  bytes: number;
  fraction: number;
  /** The closing record arrived whole: no file and no part of the directory was cut off. */
  complete: boolean;
};

export class PackageProgress {
  private head = new Uint8Array(46);
  private headFill = 0;
  private record: RecordSpec | null = null;
  private skip = 0; // variable fields still to pass
  private dataLeft = 0;
  private dataSize = 0;
  private stage: "head" | "skip" | "data" | "done" = "head";
  private complete = false;
  files = 0;
  bytes = 0;

  constructor(readonly totalFiles: number) {}

  push(chunk: Uint8Array) {
    this.bytes += chunk.byteLength;
    let at = 0;
    while (at < chunk.byteLength && this.stage !== "done") {
      const left = chunk.byteLength - at;
      if (this.stage === "data") {
        const take = Math.min(this.dataLeft, left);
        this.dataLeft -= take;
        at += take;
        if (this.dataLeft === 0) this.endRecord();
      } else if (this.stage === "skip") {
        const take = Math.min(this.skip, left);
        this.skip -= take;
        at += take;
        if (this.skip === 0) this.afterFields();
      } else {
        const need = (this.record?.fixed ?? 4) - this.headFill;
        const take = Math.min(need, left);
        this.head.set(chunk.subarray(at, at + take), this.headFill);
        this.headFill += take;
        at += take;
        if (this.headFill === (this.record?.fixed ?? 4)) this.readHead();
      }
    }
  }

  private readHead() {
    const view = new DataView(this.head.buffer);
    if (!this.record) {
      this.record = RECORDS[view.getUint32(0, true) as keyof typeof RECORDS] ?? null;
      // A record this reader does not know (ZIP64): stop counting; the download still arrives.
      if (!this.record) this.stage = "done";
      return;
    }
    if (this.record.kind === "file") this.dataSize = view.getUint32(18, true);
    this.skip = this.record.lengths.reduce((sum, offset) => sum + view.getUint16(offset, true), 0);
    this.stage = "skip";
    if (this.skip === 0) this.afterFields();
  }

  private afterFields() {
    if (this.record?.kind !== "file") return this.endRecord();
    this.stage = "data";
    this.dataLeft = this.dataSize;
    if (this.dataLeft === 0) this.endRecord();
  }

  private endRecord() {
    if (this.record?.kind === "file") this.files += 1;
    if (this.record?.kind === "end") this.complete = true;
    this.stage = this.record?.kind === "end" ? "done" : "head";
    this.record = null;
    this.headFill = 0;
  }

  view(): PackageProgressView {
    const current = this.stage === "data" && this.dataSize > 0 ? (this.dataSize - this.dataLeft) / this.dataSize : 0;
    const fraction = this.totalFiles > 0 ? Math.min(1, (this.files + current) / this.totalFiles) : 0;
    return { files: this.files, totalFiles: this.totalFiles, bytes: this.bytes, fraction, complete: this.complete };
  }
}
