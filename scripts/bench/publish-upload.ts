// `npm run bench:publish` (issue 47): publishes a 200 MB video through the real YouTube adapter to
// the YouTube stand-in, samples this process's RSS, and prints the peak rise beside the 64 MB cap
// with a PASS/FAIL verdict (./publish-upload-verdict.ts). The stand-in runs in this process but
// counts the bytes without keeping them, so what rises is what the upload holds.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { judgePublishUpload } from "./publish-upload-verdict";

const VIDEO_BYTES = Number(process.env.BENCH_VIDEO_MB ?? 200) * 1024 * 1024;

/** A video of `size` bytes made 1 MB at a time: never whole in memory. */
const videoStream = (size: number) =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += 1024 * 1024) yield randomBytes(Math.min(1024 * 1024, size - sent));
    })(),
  );

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-publish-"));
  Object.assign(process.env, { DATA_DIR: dir, MEDIA_DIR: path.join(dir, "media"), ENCRYPTION_KEY: randomBytes(32).toString("base64") });
  const { startYouTube, youtubeCredentials } = await import("../../tests/stand-ins/youtube");
  const { mediaStore } = await import("@/lib/media/media-store.server");
  const { seal, sealPurpose } = await import("@/lib/crypto/crypto.server");
  const { youtubeAdapter } = await import("@/lib/publishing/youtube.server");
  const youtube = await startYouTube({ keepBytes: false });
  const adapter = youtubeAdapter({
    tokenUrl: () => `${youtube.url}/token`,
    apiUrl: () => youtube.url,
    credentials: () => [youtubeCredentials.clientId, youtubeCredentials.clientSecret],
  });
  const publish = async (bytes: number) => {
    const storageKey = `bench/${randomUUID()}.mp4`;
    await mediaStore().put(storageKey, videoStream(bytes), { contentType: "video/mp4" });
    const channelId = randomUUID();
    const tokensSealed = seal(
      JSON.stringify({ accessToken: "valid-access", expiresAt: Date.now() + 3_600_000 }),
      sealPurpose.publishingChannelTokens(channelId),
    );
    return adapter.publish({
      publicationId: randomUUID(),
      channel: { id: channelId, characterId: randomUUID(), platform: "youtube", kind: "real", tokensSealed },
      caption: "Bench #Shorts",
      video: { assetId: randomUUID(), storageKey, contentType: "video/mp4", size: bytes },
      options: {},
      signal: new AbortController().signal,
      resume: null,
      remember: async () => {},
    });
  };
  try {
    // A running worker has published before: a small upload first, so the figure is what one adds.
    await publish(8 * 1024 * 1024);
    if (global.gc) global.gc();
    const baselineRssBytes = process.memoryUsage().rss;
    let peakRssBytes = baselineRssBytes;
    const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss)), 10);
    let published = false;
    try {
      published = Boolean((await publish(VIDEO_BYTES)).externalId);
    } finally {
      clearInterval(sampler);
    }
    const last = youtube.videos.at(-1);
    const result = judgePublishUpload({
      videoBytes: VIDEO_BYTES,
      receivedBytes: last?.received ?? 0,
      chunks: last?.chunks ?? 0,
      baselineRssBytes,
      peakRssBytes,
      published,
    });
    for (const line of result.lines) console.log(line);
    process.exitCode = result.verdict === "PASS" ? 0 : 1;
  } finally {
    await youtube.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
