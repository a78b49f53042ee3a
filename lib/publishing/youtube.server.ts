import "server-only";
import { ProviderError } from "@/lib/net/provider-error";
import { joinUrl, requestToken } from "@/lib/storage/http.server";
import { channelAccessToken } from "./channel-tokens.server";
import { videoFile } from "./video-file.server";
import { PublishError, type PlatformAdapter, type PublishRequest } from "./adapter";
import { shortMetadata } from "./youtube-metadata";

// YouTube Shorts through the Data API's resumable upload (videos.insert, issue 47): a POST with the
// video's metadata opens an upload session (its URI in Location); the bytes go in chunks, each a
// PUT with its Content-Range, answered 308 with the Range received until the last, answered 200
// with the video. A chunk that fails is resumed from what the session says it holds. The video is
// read from the media store one chunk at a time, so memory holds one chunk, not the file.

export type YouTubeOptions = {
  tokenUrl: () => string;
  apiUrl: () => string;
  credentials: () => [string | undefined, string | undefined];
  /** A multiple of 256 KiB, as the API asks, except the last. */
  chunkBytes?: number;
  /** Tries of one chunk before the publication counts one transient failure. */
  chunkTries?: number;
};

const DEFAULT_CHUNK = 8 * 256 * 1024;

/** YouTube's own reason, from its JSON error body. */
async function reason(res: Response) {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: { message?: string; errors?: { reason?: string }[] } };
    return { message: body.error?.message ?? text.slice(0, 200), why: body.error?.errors?.[0]?.reason };
  } catch {
    return { message: text.slice(0, 200) || `answered ${res.status}`, why: undefined };
  }
}

/** 401: reconnect; 429, 5xx and a spent daily quota: later; any other refusal: the platform's words, at once. */
async function refusal(res: Response): Promise<PublishError> {
  const { message, why } = await reason(res);
  if (res.status === 401) return new PublishError("reconnect", `YouTube refused the connection: ${message}`);
  if (res.status === 429 || res.status >= 500 || why === "quotaExceeded" || why === "rateLimitExceeded") {
    return new PublishError("transient", `YouTube answered ${res.status}: ${message}`);
  }
  return new PublishError("permanent", `YouTube refused the video: ${message}`);
}

const asPublishError = (error: unknown) =>
  error instanceof PublishError
    ? error
    : new PublishError(
        "transient",
        error instanceof ProviderError || error instanceof Error ? `YouTube could not be reached: ${error.message}` : "YouTube could not be reached",
      );

/** What the session holds: "Range: bytes=0-N" means N + 1 bytes; none means nothing yet. */
const received = (res: Response) => {
  const range = res.headers.get("range");
  const end = range ? Number(/bytes=0-(\d+)/.exec(range)?.[1]) : -1;
  return Number.isFinite(end) ? end + 1 : 0;
};

export function youtubeAdapter(options: YouTubeOptions): PlatformAdapter {
  const chunkBytes = options.chunkBytes ?? DEFAULT_CHUNK;
  const chunkTries = options.chunkTries ?? 3;
  return {
    async publish({ channel, caption, video, options: chosen, signal }: PublishRequest) {
      if (!video?.storageKey) throw new PublishError("permanent", "YouTube needs the post's video, and this one has no stored file");
      const [clientId, clientSecret] = options.credentials();
      const { accessToken: token } = await channelAccessToken(channel, "YouTube", (refreshToken) =>
        requestToken(
          options.tokenUrl(),
          { grant_type: "refresh_token", refresh_token: refreshToken, client_id: clientId ?? "", client_secret: clientSecret ?? "" },
          refreshToken,
        ),
      );
      const file = await videoFile(video.storageKey);
      const size = file.size;
      const auth = { Authorization: `Bearer ${token}` };
      try {
        const start = await fetch(joinUrl(options.apiUrl(), "upload/youtube/v3/videos?uploadType=resumable&part=snippet,status"), {
          method: "POST",
          headers: {
            ...auth,
            "Content-Type": "application/json; charset=UTF-8",
            "X-Upload-Content-Type": file.contentType,
            "X-Upload-Content-Length": String(size),
          },
          body: JSON.stringify(shortMetadata(caption, chosen.youtube?.privacy)),
          signal,
        });
        if (start.status !== 200) throw await refusal(start);
        const session = start.headers.get("location");
        if (!session) throw new PublishError("transient", "YouTube opened no upload session");
        let offset = 0;
        let tries = 0;
        while (true) {
          const end = Math.min(offset + chunkBytes, size) - 1;
          const res = await fetch(session, {
            method: "PUT",
            headers: { ...auth, "Content-Range": `bytes ${offset}-${end}/${size}` },
            body: await file.chunk(offset, end),
            signal,
          });
          if (res.status === 200 || res.status === 201) {
            const { id } = (await res.json()) as { id: string };
            return { externalId: id, link: `https://www.youtube.com/shorts/${id}` };
          }
          if (res.status === 308) {
            offset = received(res);
            tries = 0;
            continue;
          }
          // A chunk refused mid-way: ask the session what it holds and go on from there.
          const failure = await refusal(res);
          if (failure.kind !== "transient" || ++tries >= chunkTries) throw failure;
          const status = await fetch(session, { method: "PUT", headers: { ...auth, "Content-Range": `bytes */${size}` }, signal });
          if (status.status === 200 || status.status === 201) {
            const { id } = (await status.json()) as { id: string };
            return { externalId: id, link: `https://www.youtube.com/shorts/${id}` };
          }
          if (status.status !== 308) throw await refusal(status);
          offset = received(status);
        }
      } catch (error) {
        throw asPublishError(error);
      }
    },
  };
}
