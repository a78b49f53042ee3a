import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
// s3rver ships no types; its constructor and run/close are all a test needs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require("s3rver") as new (options: Record<string, unknown>) => { run(): Promise<AddressInfo>; close(): Promise<void> };

// An S3-compatible server on 127.0.0.1 (s3rver): the real S3 REST API (signed requests, XML
// answers, ranges, batch deletes), with its objects in a temporary folder. Path-style URLs, so
// the bucket needs no DNS name.
export type S3StandIn = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point the app's media store at this stand-in. */
  env: Record<string, string>;
  close(): Promise<void>;
};

export async function startS3StandIn(bucket = "media-test"): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "s3-stand-in-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials: it checks every request's signature against them.
  const keys = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    endpoint,
    bucket,
    ...keys,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
