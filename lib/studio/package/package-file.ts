// What a character's package is made of (decision 111): each file is read only when the ZIP
// reaches it, so a package of many images never sits in memory whole.

/** A file of the package: its path without extension, and how to read it when its turn comes. */
export type PackageFile = { base: string; read: () => Promise<{ data: Buffer; ext: string }> };
export type PackageContents = { root: string; files: PackageFile[] };
