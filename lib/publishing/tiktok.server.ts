import "server-only";
import { joinUrl, requestToken } from "@/lib/storage/http.server";
import { PublishError, type PlatformAdapter, type PublishRequest } from "./adapter";
import { channelAccessToken } from "./channel-tokens.server";
import { videoFile } from "./video-file.server";

// TikTok's Content Posting API (issue 47). By default, inbox mode: until the seller's app passes
// TikTok's audit, direct posts can only be private and reach a few users, so the video is sent to
// the creator's TikTok inbox as a draft and the buyer finishes it in the app (docs/publishing.md).
// Where the operator offers it (TIKTOK_DIRECT_POST) and the buyer chose it, a direct post: the
// creator's info is asked first (creator_info/query: the privacy levels and interactions this
// account allows, its longest video), then video/init with the buyer's post_info.
// init names the size and chunks and answers an upload URL; each chunk is a PUT with its
// Content-Range (206 until the last, 201); status/fetch then says SEND_TO_USER_INBOX (inbox),
// PUBLISH_COMPLETE (direct) or FAILED. The file is read from the media store one chunk at a time.

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

/** What creator_info/query answers (TikTok's own field names). */
export type TikTokCreatorInfo = {
  creator_nickname: string;
  creator_username: string;
  privacy_level_options: string[];
  comment_disabled: boolean;
  duet_disabled: boolean;
  stitch_disabled: boolean;
  max_video_post_duration_sec: number;
};

/** The channel's access token, refreshed through TikTok's token endpoint when it expires. */
export function tiktokAccessToken(options: Pick<TikTokOptions, "apiUrl" | "credentials">, channel: PublishRequest["channel"]) {
  const [clientKey, clientSecret] = options.credentials();
  return channelAccessToken(channel, "TikTok", (refreshToken) =>
    requestToken(
      joinUrl(options.apiUrl(), "v2/oauth/token/"),
      { grant_type: "refresh_token", refresh_token: refreshToken, client_key: clientKey ?? "", client_secret: clientSecret ?? "" },
      refreshToken,
    ),
  );
}

/** creator_info/query: asked before a direct post is offered and again before it is made. */
export const queryCreatorInfo = (options: Pick<TikTokOptions, "apiUrl">, token: string, signal?: AbortSignal) =>
  call<TikTokCreatorInfo>(joinUrl(options.apiUrl(), "v2/post/publish/creator_info/query/"), token, {}, signal ?? new AbortController().signal);

export function tiktokAdapter(options: TikTokOptions): PlatformAdapter {
  const chunkBytes = options.chunkBytes ?? 10 * MB;
  return {
    async publish({ channel, caption, video, options: chosen, signal, resume, remember }: PublishRequest) {
      if (!video?.storageKey) throw new PublishError("permanent", "TikTok needs the post's video, and this one has no stored file");
      const storageKey = video.storageKey;
      const direct = chosen.tiktok?.mode === "direct" ? chosen.tiktok : null;
      const { accessToken: token } = await tiktokAccessToken(options, channel);
      type Status = { status: string; fail_reason?: string; publicaly_available_post_id?: (string | number)[] };
      const statusOf = (publishId: string) =>
        call<Status>(joinUrl(options.apiUrl(), "v2/post/publish/status/fetch/"), token, { publish_id: publishId }, signal);
      try {
        // A direct post asks who the creator is and what the account allows first (TikTok's UX rules).
        const creator = direct ? await queryCreatorInfo(options, token, signal) : null;
        const DONE = new Set([direct ? "PUBLISH_COMPLETE" : "SEND_TO_USER_INBOX", "PUBLISH_COMPLETE"]);
        const done = (publishId: string, status?: Status) => {
          const postId = status?.publicaly_available_post_id?.[0];
          // A draft in the creator's inbox has no public address yet: the link opens TikTok.
          if (!creator) return { externalId: publishId, link: "https://www.tiktok.com/" };
          const profile = `https://www.tiktok.com/@${encodeURIComponent(creator.creator_username)}`;
          // A private ("Only me") post has no public id: the link opens the creator's profile.
          return { externalId: postId === undefined ? publishId : String(postId), link: postId === undefined ? profile : `${profile}/video/${postId}` };
        };
        /** init, then the file in chunks, each a PUT with its Content-Range (206 until the last, 201); the publish_id. */
        const upload = async () => {
          const file = await videoFile(storageKey);
          const total = file.size;
          const chunks = tiktokChunks(total, chunkBytes);
          const source_info = { source: "FILE_UPLOAD", video_size: total, chunk_size: chunks.size, total_chunk_count: chunks.count };
          let init: { publish_id: string; upload_url: string };
          if (direct && creator) {
            if (!creator.privacy_level_options.includes(direct.privacyLevel)) {
              throw new PublishError("permanent", "TikTok no longer offers the chosen visibility for this account: choose who can see it again");
            }
            if (video.durationSeconds !== undefined && video.durationSeconds > creator.max_video_post_duration_sec) {
              throw new PublishError(
                "permanent",
                `TikTok takes videos up to ${creator.max_video_post_duration_sec} seconds from this account; this one lasts ${Math.round(video.durationSeconds)}`,
              );
            }
            const post_info = {
              title: caption,
              privacy_level: direct.privacyLevel,
              // What the creator turned off in TikTok stays off, whatever was chosen.
              disable_comment: !direct.allowComment || creator.comment_disabled,
              disable_duet: !direct.allowDuet || creator.duet_disabled,
              disable_stitch: !direct.allowStitch || creator.stitch_disabled,
              brand_organic_toggle: direct.brandOrganic,
              brand_content_toggle: direct.brandContent,
            };
            init = await call(joinUrl(options.apiUrl(), "v2/post/publish/video/init/"), token, { post_info, source_info }, signal);
          } else {
            init = await call(joinUrl(options.apiUrl(), "v2/post/publish/inbox/video/init/"), token, { source_info }, signal);
          }
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
        let publishId: string | null = null;
        if (resume) {
          // An earlier attempt's upload (decision 441): delivered already, or still processing, it is
          // not sent again; TikTok finishes a processing upload by itself whatever the post says now.
          // One TikTok failed or no longer knows is sent anew.
          const earlier = await statusOf(resume.ref).catch((error: unknown) => {
            if (error instanceof PublishError && error.kind === "permanent") return null;
            throw error;
          });
          if (earlier && DONE.has(earlier.status)) return done(resume.ref, earlier);
          if (earlier && earlier.status !== "FAILED") publishId = resume.ref;
        }
        if (!publishId) {
          publishId = await upload();
          // Kept before waiting, so a timeout below is followed by polling this upload, not a second one.
          await remember(publishId);
        }
        for (let poll = 0; poll < (options.polls ?? 20); poll++) {
          const status = await statusOf(publishId);
          if (DONE.has(status.status)) return done(publishId, status);
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
