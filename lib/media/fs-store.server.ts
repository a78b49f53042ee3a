import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { checkKey, checkPrefix, clampRange, holdBodyErrors, type MediaStore } from "./store";

// The embedded back end (decision 127): one file per key under the media directory. A file is
// written to `.tmp/` and renamed into place, so a reader sees the old object or the new one,
// never half of one. Its content type sits beside it under `.types/` (keys never start with a
// dot, so neither folder can collide with a key).
const TMP = ".tmp";
const TYPES = ".types";

async function walk(dir: string, base: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
    throw error;
  });
  const keys: string[] = [];
  for (const entry of entries) {
    const key = `${base}${entry.name}`;
    if (entry.isDirectory()) keys.push(...(await walk(path.join(dir, entry.name), `${key}/`)));
    else keys.push(key);
  }
  return keys;
}

export function fileMediaStore(root: string): MediaStore {
  const file = (key: string) => path.join(root, checkKey(key));
  const typeFile = (key: string) => path.join(root, TYPES, checkKey(key));

  async function writeAtomically(target: string, body: Buffer | Readable) {
    const tmp = path.join(root, TMP, randomUUID());
    await mkdir(path.dirname(tmp), { recursive: true });
    try {
      if (Buffer.isBuffer(body)) await writeFile(tmp, body);
      else await pipeline(body, createWriteStream(tmp));
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  return {
    async put(key, body, { contentType }) {
      holdBodyErrors(body);
      await writeAtomically(typeFile(key), Buffer.from(contentType));
      await writeAtomically(file(key), body);
    },
    async get(key, options) {
      const info = await stat(file(key)).catch(() => null);
      if (!info?.isFile()) return null;
      const contentType = (await readFile(typeFile(key), "utf8").catch(() => "")) || "application/octet-stream";
      if (!options?.range) return { body: createReadStream(file(key)), size: info.size, contentType };
      const range = clampRange(options.range, info.size);
      return { body: createReadStream(file(key), range), size: info.size, contentType, range };
    },
    async delete(key) {
      await rm(file(key), { force: true });
      await rm(typeFile(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(path.join(root, checkPrefix(prefix)), { recursive: true, force: true });
      await rm(path.join(root, TYPES, prefix), { recursive: true, force: true });
    },
    async list(prefix) {
      return walk(path.join(root, checkPrefix(prefix)), prefix);
    },
    async listOlderThan(prefix, before) {
      const keys = await walk(path.join(root, checkPrefix(prefix)), prefix);
      const old: string[] = [];
      for (const key of keys) {
        const info = await stat(file(key)).catch(() => null);
        if (info && info.mtime < before) old.push(key);
      }
      return old;
    },
  };
}
