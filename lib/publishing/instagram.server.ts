import "server-only";
import { signedMediaUrl } from "@/lib/media/signed-url.server";
import { joinUrl } from "@/lib/storage/http.server";
import type { TokenSet } from "@/lib/storage/providers/types";
import { PublishError, type PlatformAdapter, type PublishRequest } from "./adapter";
import { channelAccessToken } from "./channel-tokens.server";

// Instagram Reels through the content-publishing flow (issue 47): create a REELS container with a
// `video_url`, poll its status_code (IN_PROGRESS → FINISHED, or ERROR), then media_publish it and
// read the post's permalink. Instagram fetches the video itself, so the app hands it a signed link
// to that one file, valid for minutes (decision 131). The container's id is kept on the publication
// before it is waited on, so an attempt that times out while Instagram processes is followed by one
// that polls the same container, never a second one (decision 441). The account is connected through
// Facebook Login (decision 438): its long-lived token is exchanged for a fresh one before it runs out
// (options.refresh), so the sealed set keeps the token as its own refresh.

export type InstagramOptions = {
  apiUrl: () => string;
  /** A fresh long-lived token for the current one (Facebook Login's fb_exchange_token, decision 438). */
  refresh: (token: string) => Promise<TokenSet>;
  /** The signed link Instagram fetches; tests point it at a file they serve. */
  videoUrl?: (storageKey: string) => string;
  polls?: number;
  pollMs?: number;
};

type GraphError = { error?: { message?: string; code?: number; error_subcode?: number } };

// Graph API codes: 190 an invalid or revoked token; 4, 17, 32, 613 rate limits; 2 a temporary outage.
const RATE_LIMITS = new Set([2, 4, 17, 32, 613]);

function refusal(status: number, body: GraphError): PublishError {
  const { message = `answered ${status}`, code } = body.error ?? {};
  if (status === 401 || code === 190) return new PublishError("reconnect", `Instagram refused the connection: ${message}`);
  if (status === 429 || status >= 500 || (code !== undefined && RATE_LIMITS.has(code)))
    return new PublishError("transient", `Instagram answered ${status}: ${message}`);
  return new PublishError("permanent", `Instagram refused the reel: ${message}`);
}

async function graph<T>(method: "GET" | "POST", url: string, token: string, params: Record<string, string>, signal: AbortSignal): Promise<T> {
  const query = new URLSearchParams(params);
  const res = await fetch(method === "GET" ? `${url}?${query}` : url, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    body: method === "POST" ? query : undefined,
    signal,
  });
  const json = (await res.json().catch(() => ({}))) as T & GraphError;
  if (!res.ok || json.error) throw refusal(res.status, json);
  return json;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function instagramAdapter(options: InstagramOptions): PlatformAdapter {
  return {
    async publish({ channel, caption, video, signal, resume, remember }: PublishRequest) {
      if (!video?.storageKey) throw new PublishError("permanent", "Instagram needs the post's video, and this one has no stored file");
      const api = options.apiUrl();
      const { accessToken: token, accountId } = await channelAccessToken(channel, "Instagram", options.refresh);
      if (!accountId) throw new PublishError("reconnect", "Instagram: the connection does not name the account; reconnect the channel");
      try {
        type Status = { status_code: string; status?: string };
        const statusOf = (id: string) => graph<Status>("GET", joinUrl(api, id), token, { fields: "status_code,status" }, signal);
        let container: string | null = null;
        if (resume) {
          // An earlier attempt's container (decision 441): published already, or still good to wait
          // on, it is not made again. One Instagram no longer knows, that failed or expired, or made
          // from a caption since edited, is left (a container never publishes by itself).
          const earlier = await statusOf(resume.ref).catch((error: unknown) => {
            if (error instanceof PublishError && error.kind === "permanent") return null;
            throw error;
          });
          // The reel went out but the attempt ended before it was recorded: its media id was not kept.
          if (earlier?.status_code === "PUBLISHED") return { externalId: resume.ref, link: "https://www.instagram.com/" };
          if (resume.sameContent && (earlier?.status_code === "IN_PROGRESS" || earlier?.status_code === "FINISHED")) container = resume.ref;
        }
        if (!container) {
          const videoUrl = (options.videoUrl ?? ((key) => signedMediaUrl(key)))(video.storageKey);
          container = (
            await graph<{ id: string }>("POST", joinUrl(api, `${accountId}/media`), token, { media_type: "REELS", video_url: videoUrl, caption }, signal)
          ).id;
          await remember(container);
        }
        for (let poll = 0; ; poll++) {
          const { status_code: code, status } = await statusOf(container);
          if (code === "FINISHED") break;
          if (code === "ERROR" || code === "EXPIRED") throw new PublishError("permanent", `Instagram could not process the reel: ${status ?? code}`);
          if (poll >= (options.polls ?? 40)) throw new PublishError("transient", "Instagram was still processing the reel; it will be checked again");
          await sleep(options.pollMs ?? 3000);
        }
        const media = await graph<{ id: string }>("POST", joinUrl(api, `${accountId}/media_publish`), token, { creation_id: container }, signal);
        const { permalink } = await graph<{ permalink?: string }>("GET", joinUrl(api, media.id), token, { fields: "permalink" }, signal);
        return { externalId: media.id, link: permalink ?? `https://www.instagram.com/reel/${media.id}/` };
      } catch (error) {
        if (error instanceof PublishError) throw error;
        throw new PublishError("transient", `Instagram could not be reached: ${(error as Error).message}`);
      }
    },
  };
}
