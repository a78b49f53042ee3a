// Local stand-in of the Instagram Graph API through Facebook Login (issue 47, decision 438), in its
// real shapes: GET /dialog/oauth (consent, PKCE), GET /oauth/access_token (the code, then
// grant_type=fb_exchange_token for a long-lived token, also how it is refreshed), GET /me/accounts
// (the Pages and their instagram_business_account), DELETE /me/permissions (Disconnect); POST /{ig-user-id}/media with
// media_type=REELS, video_url and caption answering the container's id; GET /{container-id}
// ?fields=status_code,status moving IN_PROGRESS → FINISHED (or ERROR when told, EXPIRED when
// expired, PUBLISHED once published; slowNext keeps one IN_PROGRESS longer); POST
// /{ig-user-id}/media_publish with creation_id; GET /{media-id}?fields=permalink. Errors are Graph
// API errors: { error: { message, type: "OAuthException", code } }.
import { json, listen } from "./server";
import { consent } from "./consent";

export const INSTAGRAM_ACCOUNT_ID = "17841400000000001";
export const INSTAGRAM_USERNAME = "mia.moves";
export const facebookCredentials = { clientId: "facebook-stand-in-app", clientSecret: "facebook-stand-in-secret" };

type Container = { videoUrl: string; caption: string; polls: number; readyAfter: number; error: string | null; expired: boolean; published: boolean };

export async function startInstagram() {
  const validTokens = new Set<string>(["valid-ig"]);
  const revoked = new Set<string>();
  const containers = new Map<string, Container>();
  const reels: { id: string; caption: string; videoUrl: string }[] = [];
  let errorNext: string | null = null;
  let limitNext = false;
  const login = consent("client_id", facebookCredentials.clientId);
  const exchanges: string[] = [];
  const permissionDeletes: string[] = [];
  let refuseRevoke = false;
  let longLivedExpiresIn = 5_183_944;
  /** Tokens issued so far: each name is new. */
  let issued = 0;
  /** The buyer's Pages as /me/accounts lists them; the first has the IG professional account. */
  const pages: { id: string; name: string; instagram_business_account?: { id: string; username: string } }[] = [
    { id: "104000000000001", name: "Mia's Page", instagram_business_account: { id: INSTAGRAM_ACCOUNT_ID, username: INSTAGRAM_USERNAME } },
  ];
  let slowNext = 0;
  const oauth = (res: Parameters<Parameters<typeof listen>[0]>[1], message: string, code: number, status = 400) =>
    json(res, status, { error: { message, type: "OAuthException", code, fbtrace_id: "trace" } });

  const server = await listen((req, res, body) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const form = new URLSearchParams(req.method === "POST" ? body.toString() : url.search);
    if (req.method === "GET" && url.pathname === "/dialog/oauth") return login.authorize(res, url.searchParams);
    if (req.method === "GET" && url.pathname === "/oauth/access_token") {
      const q = url.searchParams;
      if (q.get("client_id") !== facebookCredentials.clientId || q.get("client_secret") !== facebookCredentials.clientSecret)
        return oauth(res, "Error validating client secret.", 1);
      if (q.get("grant_type") === "fb_exchange_token") {
        // A short- or long-lived user token for a fresh long-lived one (about 60 days).
        const token = q.get("fb_exchange_token") ?? "";
        if (revoked.has(token) || !validTokens.has(token)) return oauth(res, "Error validating access token: The session has been invalidated.", 190);
        const fresh = `ig-long-${++issued}`;
        validTokens.add(fresh);
        exchanges.push(token);
        return json(res, 200, { access_token: fresh, token_type: "bearer", expires_in: longLivedExpiresIn });
      }
      if (!login.redeem(q.get("code") ?? "", q.get("code_verifier") ?? "", q.get("redirect_uri")))
        return oauth(res, "This authorization code has been used.", 100);
      const short = `ig-short-${++issued}`;
      validTokens.add(short);
      return json(res, 200, { access_token: short, token_type: "bearer", expires_in: 5400 });
    }
    const queryToken = url.searchParams.get("access_token");
    if (queryToken !== null && (!validTokens.has(queryToken) || revoked.has(queryToken)))
      return oauth(res, "Error validating access token: The session has been invalidated.", 190);
    if (req.method === "GET" && url.pathname === "/me/accounts") return json(res, 200, { data: pages, paging: {} });
    if (req.method === "DELETE" && url.pathname === "/me/permissions") {
      permissionDeletes.push(queryToken ?? "");
      if (refuseRevoke) return oauth(res, "An unexpected error has occurred. Please retry your request later.", 2, 500);
      revoked.add(queryToken ?? "");
      return json(res, 200, { success: true });
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
    /** The Facebook Login dialog (GET /dialog/oauth, on www.facebook.com in life). */
    consent: login,
    /** Tokens swapped through fb_exchange_token, in order. */
    exchanges,
    /** Tokens whose grant the app removed with DELETE /me/permissions (on Disconnect). */
    permissionDeletes,
    /** DELETE /me/permissions answers 500 until switched back. */
    refusePermissionDeletes: (on: boolean) => void (refuseRevoke = on),
    /** Long-lived tokens from fb_exchange_token live this many seconds. */
    setLongLivedExpiresIn: (seconds: number) => void (longLivedExpiresIn = seconds),
    /** The buyer's Pages; empty them to see the "no professional account" refusal. */
    pages,
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
