// Local stand-in of the Instagram API's content publishing (issue 47), in its real shapes:
// GET /refresh_access_token?grant_type=ig_refresh_token; POST /{ig-user-id}/media with
// media_type=REELS, video_url and caption answering the container's id; GET /{container-id}
// ?fields=status_code,status moving IN_PROGRESS → FINISHED (or ERROR when told, EXPIRED when
// expired, PUBLISHED once published; slowNext keeps one IN_PROGRESS longer); POST
// /{ig-user-id}/media_publish with creation_id; GET /{media-id}?fields=permalink. Errors are Graph
// API errors: { error: { message, type: "OAuthException", code } }.
import { json, listen } from "./server";

export const INSTAGRAM_ACCOUNT_ID = "17841400000000001";

type Container = { videoUrl: string; caption: string; polls: number; readyAfter: number; error: string | null; expired: boolean; published: boolean };

export async function startInstagram() {
  const validTokens = new Set<string>(["valid-ig"]);
  const revoked = new Set<string>();
  const containers = new Map<string, Container>();
  const reels: { id: string; caption: string; videoUrl: string }[] = [];
  let errorNext: string | null = null;
  let limitNext = false;
  let slowNext = 0;
  const oauth = (res: Parameters<Parameters<typeof listen>[0]>[1], message: string, code: number, status = 400) =>
    json(res, status, { error: { message, type: "OAuthException", code, fbtrace_id: "trace" } });

  const server = await listen((req, res, body) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const form = new URLSearchParams(req.method === "POST" ? body.toString() : url.search);
    if (req.method === "GET" && url.pathname === "/refresh_access_token") {
      const token = url.searchParams.get("access_token") ?? "";
      if (revoked.has(token)) return oauth(res, "Error validating access token: The session has been invalidated.", 190);
      const fresh = `ig-refreshed-${validTokens.size}`;
      validTokens.add(fresh);
      return json(res, 200, { access_token: fresh, token_type: "bearer", expires_in: 5_184_000 });
    }
    if (!validTokens.has((req.headers.authorization ?? "").replace(/^Bearer /, "")))
      return oauth(res, "Invalid OAuth access token - Cannot parse access token", 190);
    const path = url.pathname.split("/").filter(Boolean);
    if (req.method === "POST" && path[0] === INSTAGRAM_ACCOUNT_ID && path[1] === "media") {
      if (limitNext) {
        limitNext = false;
        return oauth(res, "Application request limit reached", 4, 403);
      }
      if (form.get("media_type") !== "REELS" || !form.get("video_url")) return oauth(res, "The parameter video_url is required", 100);
      const id = `1790000000000${containers.size + 1}`;
      const readyAfter = Math.max(2, slowNext);
      containers.set(id, {
        videoUrl: form.get("video_url")!,
        caption: form.get("caption") ?? "",
        polls: 0,
        readyAfter,
        error: errorNext,
        expired: false,
        published: false,
      });
      errorNext = null;
      slowNext = 0;
      return json(res, 200, { id });
    }
    if (req.method === "POST" && path[0] === INSTAGRAM_ACCOUNT_ID && path[1] === "media_publish") {
      const container = containers.get(form.get("creation_id") ?? "");
      if (!container || container.polls < container.readyAfter || container.error || container.expired) return oauth(res, "Media ID is not available", 9007);
      if (container.published) return oauth(res, "The media has already been published", 9007);
      container.published = true;
      const reel = { id: `1800000000000${reels.length + 1}`, caption: container.caption, videoUrl: container.videoUrl };
      reels.push(reel);
      return json(res, 200, { id: reel.id });
    }
    const container = containers.get(path[0] ?? "");
    if (req.method === "GET" && container) {
      container.polls++;
      if (container.published) return json(res, 200, { status_code: "PUBLISHED", status: "Published", id: path[0] });
      if (container.expired) return json(res, 200, { status_code: "EXPIRED", status: "Expired", id: path[0] });
      if (container.polls < container.readyAfter) return json(res, 200, { status_code: "IN_PROGRESS", status: "In Progress", id: path[0] });
      if (container.error) return json(res, 200, { status_code: "ERROR", status: container.error, id: path[0] });
      return json(res, 200, { status_code: "FINISHED", status: "Finished: Media has been uploaded and it is ready to be published.", id: path[0] });
    }
    const reel = reels.find((r) => r.id === path[0]);
    if (req.method === "GET" && reel) return json(res, 200, { id: reel.id, permalink: `https://www.instagram.com/reel/C${reel.id.slice(-6)}/` });
    oauth(res, `Unsupported request ${req.method} ${url.pathname}`, 100);
  });
  return {
    url: server.url,
    close: server.close,
    reels,
    containers,
    revoke: (token: string) => revoked.add(token),
    /** The next container ends in ERROR with this status text. */
    errorNextWith: (status: string) => void (errorNext = status),
    /** The next container create is refused with the app's rate limit (code 4). */
    limitNextOnce: () => void (limitNext = true),
    /** The next container stays IN_PROGRESS until it has been asked about this many times. */
    slowNext: (polls: number) => void (slowNext = polls),
    /** A container not published within 24 hours reads EXPIRED. */
    expire: (id: string) => void (containers.get(id)!.expired = true),
  };
}
