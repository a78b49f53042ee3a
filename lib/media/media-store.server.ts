import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { fileMediaStore } from "./fs-store.server";
import type { S3MediaConfig } from "./s3-store.server";
import type { MediaStore } from "./store";

// The process's media store, chosen once from the environment (decision 127): an S3-compatible
// bucket when S3_BUCKET is set, else files under MEDIA_DIR (default DATA_DIR/media).
let chosen: MediaStore | undefined;

export function mediaStore(): MediaStore {
  chosen ??= storeFromEnv();
  return chosen;
}

function storeFromEnv(): MediaStore {
  const e = env();
  // turbopackIgnore: a folder of run-time data, not a file of the build (traced, it pulled the
  // whole project into the image's standalone output).
  if (!e.S3_BUCKET) return fileMediaStore(path.resolve(/*turbopackIgnore: true*/ e.MEDIA_DIR ?? path.join(e.DATA_DIR, "media")));
  return lazyS3Store({
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
  });
}

/** Which back end holds media, for the health page and logs (never the keys). */
export const mediaBackend = () => (env().S3_BUCKET ? "s3" : "filesystem");

/**
 * The S3 store, its SDK loaded on the first call: loading @aws-sdk/client-s3 and its presigner
 * costs about 0.3 s of CPU (2026-11-28), which every process and test file reaching the media
 * store paid, although the embedded default keeps media in files and never uses it.
 */
function lazyS3Store(config: S3MediaConfig): MediaStore {
  let store: Promise<MediaStore> | undefined;
  const s3 = () => (store ??= import("./s3-store.server").then((m) => m.s3MediaStore(config)));
  return {
    put: async (key, body, options) => (await s3()).put(key, body, options),
    get: async (key, options) => (await s3()).get(key, options),
    delete: async (key) => (await s3()).delete(key),
    deletePrefix: async (prefix) => (await s3()).deletePrefix(prefix),
    list: async (prefix) => (await s3()).list(prefix),
    listOlderThan: async (prefix, before) => (await s3()).listOlderThan(prefix, before),
    presignedGet: async (key, options) => (await s3()).presignedGet!(key, options),
  };
}
