// How far a package download has come, read from the ZIP as it arrives (decision 111). The
// server declares how many files the package holds (PACKAGE_FILES_HEADER) and stores every file
// with its size in its local header, so the reader can step from header to header: the share is
// (finished files + the part of the current one) / declared files. Nothing is decompressed.

export const PACKAGE_FILES_HEADER = "X-Package-Files";

const LOCAL_HEADER = 0x04034b50;
const HEADER_BYTES = 30;

export type PackageProgressView = { files: number; totalFiles: number; bytes: number; fraction: number };

export class PackageProgress {
  private header = new Uint8Array(HEADER_BYTES);
  private headerFill = 0;
  private skip = 0; // name and extra field still to pass
  private dataLeft = 0;
  private dataSize = 0;
  private inData = false;
  private finished = false; // the central directory began: every file has arrived
  files = 0;
  bytes = 0;

  constructor(readonly totalFiles: number) {}

  push(chunk: Uint8Array) {
    this.bytes += chunk.byteLength;
    let at = 0;
    while (at < chunk.byteLength && !this.finished) {
      if (this.inData) {
        const take = Math.min(this.dataLeft, chunk.byteLength - at);
        this.dataLeft -= take;
        at += take;
        if (this.dataLeft === 0) this.endFile();
      } else if (this.skip > 0) {
        const take = Math.min(this.skip, chunk.byteLength - at);
        this.skip -= take;
        at += take;
        if (this.skip === 0) this.startData();
      } else {
        const take = Math.min(HEADER_BYTES - this.headerFill, chunk.byteLength - at);
        this.header.set(chunk.subarray(at, at + take), this.headerFill);
        this.headerFill += take;
        at += take;
        if (this.headerFill === HEADER_BYTES) this.readHeader();
      }
    }
  }

  private readHeader() {
    const view = new DataView(this.header.buffer);
    this.headerFill = 0;
    // Anything but a local file header (the central directory) means no file follows.
    if (view.getUint32(0, true) !== LOCAL_HEADER) {
      this.finished = true;
      return;
    }
    this.dataSize = view.getUint32(18, true);
    this.skip = view.getUint16(26, true) + view.getUint16(28, true);
    if (this.skip === 0) this.startData();
  }

  private startData() {
    this.inData = true;
    this.dataLeft = this.dataSize;
    if (this.dataLeft === 0) this.endFile();
  }

  private endFile() {
    this.inData = false;
    this.files += 1;
  }

  view(): PackageProgressView {
    const current = this.inData && this.dataSize > 0 ? (this.dataSize - this.dataLeft) / this.dataSize : 0;
    const fraction = this.totalFiles > 0 ? Math.min(1, (this.files + current) / this.totalFiles) : 0;
    return { files: this.files, totalFiles: this.totalFiles, bytes: this.bytes, fraction };
  }
}
