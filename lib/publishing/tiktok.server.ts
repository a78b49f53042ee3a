import "server-only";
import { joinUrl, requestToken } from "@/lib/storage/http.server";
import { PublishError, type PlatformAdapter, type PublishRequest } from "./adapter";
import { channelAccessToken } from "./channel-tokens.server";
import { videoFile } from "./video-file.server";

// TikTok's Content Posting API (issue 47), inbox mode: until the seller's app passes TikTok's
// audit, direct posts can only be private and reach a few users, so the video is sent to the
// creator's TikTok inbox as a draft and the buyer finishes it in the app (docs/publishing.md).
// init names the size and chunks and answers an upload URL; each chunk is a PUT with its
// Content-Range (206 until the last, 201); status/fetch then says SEND_TO_USER_INBOX or FAILED.
// The file is read from the media store one chunk at a time.

export type TikTokOptions = {
  apiUrl: () => string;
  credentials: () => [string | undefined, string | undefined];
  /** TikTok takes chunks of 5 to 64 MB; a smaller file goes whole. Tests use less. */
  chunkBytes?: number;
  /** Status polls after the upload, and the wait between them. */
  polls?: number;
  pollMs?: number;
};

const MB = 1024 * 1024;

type Envelope<T> = { data?: T; error?: { code?: string; message?: string } };

/** TikTok's error codes: a bad token asks to reconnect; rate limits and 5xx wait; the rest is the platform's refusal. */
function refusal(status: number, body: Envelope<unknown>): PublishError {
  const code = body.error?.code ?? "";
  const message = body.error?.message || code || `answered ${status}`;
  if (status === 401 || code === "access_token_invalid" || code === "scope_not_authorized")
    return new PublishError("reconnect", `TikTok refused the connection: ${message}`);
  if (status === 429 || status >= 500 || code === "rate_limit_exceeded") return new PublishError("transient", `TikTok answered ${status}: ${message}`);
  return new PublishError("permanent", `TikTok refused the video: ${message}`);
}

async function call<T>(url: string, token: string, body: unknown, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json; charset=UTF-8" },
    body: JSON.stringify(body),
    signal,
  });
  const json = (await res.json().catch(() => ({}))) as Envelope<T>;
  if (!res.ok || (json.error?.code && json.error.code !== "ok") || !json.data) throw refusal(res.status, json);
  return json.data;
}

/** The chunks TikTok expects: `count` of `size`, the last one taking the remainder. */
export function tiktokChunks(total: number, chunkBytes: number) {
  if (total <= chunkBytes) return { size: total, count: 1 };
  return { size: chunkBytes, count: Math.floor(total / chunkBytes) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tiktokAdapter(options: TikTokOptions): PlatformAdapter {
  const chunkBytes = options.chunkBytes ?? 10 * MB;
  return {
    async publish({ channel, video, signal, resume, remember }: PublishRequest) {
      if (!video?.storageKey) throw new PublishError("permanent", "TikTok needs the post's video, and this one has no stored file");
      const storageKey = video.storageKey;
      const [clientKey, clientSecret] = options.credentials();
      const { accessToken: token } = await channelAccessToken(channel, "TikTok", (refreshToken) =>
        requestToken(
          joinUrl(options.apiUrl(), "v2/oauth/token/"),
          { grant_type: "refresh_token", refresh_token: refreshToken, client_key: clientKey ?? "", client_secret: clientSecret ?? "" },
          refreshToken,
        ),
      );
      /** init, then the file in chunks, each a PUT with its Content-Range (206 until the last, 201); the publish_id. */
      const upload = async () => {
        const file = await videoFile(storageKey);
        const total = file.size;
        const chunks = tiktokChunks(total, chunkBytes);
        const init = await call<{ publish_id: string; upload_url: string }>(
          joinUrl(options.apiUrl(), "v2/post/publish/inbox/video/init/"),
          token,
          { source_info: { source: "FILE_UPLOAD", video_size: total, chunk_size: chunks.size, total_chunk_count: chunks.count } },
          signal,
        );
        for (let i = 0; i < chunks.count; i++) {
          const first = i * chunks.size;
          const last = i === chunks.count - 1 ? total - 1 : first + chunks.size - 1;
          const res = await fetch(init.upload_url, {
            method: "PUT",
            headers: { "Content-Type": file.contentType, "Content-Range": `bytes ${first}-${last}/${total}` },
            body: await file.chunk(first, last),
            signal,
          });
          if (res.status !== 206 && res.status !== 201) throw refusal(res.status, (await res.json().catch(() => ({}))) as Envelope<unknown>);
        }
        return init.publish_id;
      };
      type Status = { status: string; fail_reason?: string };
      const statusOf = (publishId: string) =>
        call<Status>(joinUrl(options.apiUrl(), "v2/post/publish/status/fetch/"), token, { publish_id: publishId }, signal);
      // A draft in the creator's inbox has no public address yet: the link opens TikTok's inbox notice.
      const done = (publishId: string) => ({ externalId: publishId, link: "https://www.tiktok.com/" });
      const DONE = new Set(["SEND_TO_USER_INBOX", "PUBLISH_COMPLETE"]);
      try {
        let publishId: string | null = null;
        if (resume) {
          // An earlier attempt's upload (decision 441): delivered already, or still processing, it is
          // not sent again; TikTok finishes a processing upload by itself whatever the post says now.
          // One TikTok failed or no longer knows is sent anew.
          const earlier = await statusOf(resume.ref).catch((error: unknown) => {
            if (error instanceof PublishError && error.kind === "permanent") return null;
            throw error;
          });
          if (earlier && DONE.has(earlier.status)) return done(resume.ref);
          if (earlier && earlier.status !== "FAILED") publishId = resume.ref;
        }
        if (!publishId) {
          publishId = await upload();
          // Kept before waiting, so a timeout below is followed by polling this upload, not a second one.
          await remember(publishId);
        }
        for (let poll = 0; poll < (options.polls ?? 20); poll++) {
          const status = await statusOf(publishId);
          if (DONE.has(status.status)) return done(publishId);
          if (status.status === "FAILED") throw new PublishError("permanent", `TikTok refused the video: ${status.fail_reason ?? "no reason given"}`);
          await sleep(options.pollMs ?? 3000);
        }
        throw new PublishError("transient", "TikTok was still processing the video; it will be checked again");
      } catch (error) {
        if (error instanceof PublishError) throw error;
        throw new PublishError("transient", `TikTok could not be reached: ${(error as Error).message}`);
      }
    },
  };
}
