// Local stand-in of TikTok's Content Posting API (issue 47) and Login Kit v2 (decision 438), in
// their real shapes. Login Kit: GET /v2/auth/authorize/ (consent, PKCE), the authorization_code
// grant, GET /v2/user/info/, POST /v2/oauth/revoke/. Direct Post: POST
// /v2/post/publish/creator_info/query/ (the creator's nickname, privacy_level_options, interactions,
// longest video); POST /v2/post/publish/video/init/ with post_info (privacy_level must be one of the
// options) and source_info; status PUBLISH_COMPLETE with publicaly_available_post_id. Inbox mode:
// POST /v2/oauth/token/ (refresh_token grant, invalid_grant when revoked); POST
// /v2/post/publish/inbox/video/init/ with source_info { FILE_UPLOAD, video_size, chunk_size,
// total_chunk_count } answering { data: { publish_id, upload_url }, error: { code: "ok" } };
// PUTs of the chunks with Content-Range (206, then 201 for the last); POST
// /v2/post/publish/status/fetch/ moving PROCESSING_UPLOAD → SEND_TO_USER_INBOX (after more polls
// when slowNext says so), or FAILED with a fail_reason when told to.
import { json, listen } from "./server";
import { consent } from "./consent";

export const tiktokCredentials = { clientKey: "tiktok-stand-in-key", clientSecret: "tiktok-stand-in-secret" };
export const TIKTOK_DISPLAY_NAME = "mia.moves";

type Upload = {
  size: number;
  chunkSize: number;
  count: number;
  parts: Buffer[];
  received: number;
  polls: number;
  processingPolls: number;
  failed: string | null;
  postInfo: PostInfo | null;
};

export type PostInfo = {
  title: string;
  privacy_level: string;
  disable_comment: boolean;
  disable_duet: boolean;
  disable_stitch: boolean;
  brand_content_toggle: boolean;
  brand_organic_toggle: boolean;
};

export async function startTikTok() {
  const validTokens = new Set<string>(["valid-access"]);
  const revoked = new Set<string>();
  const uploads = new Map<string, Upload>();
  const drafts: { publishId: string; bytes: Buffer }[] = [];
  const posts: { publishId: string; postId: string; postInfo: PostInfo; bytes: Buffer }[] = [];
  /** What creator_info/query answers; tests change it. */
  const creator = {
    creator_avatar_url: "https://p16.tiktokcdn.example/avatar.jpeg",
    creator_username: "mia.moves",
    creator_nickname: "Mia Moves",
    privacy_level_options: ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"],
    comment_disabled: false,
    duet_disabled: true,
    stitch_disabled: false,
    max_video_post_duration_sec: 600,
  };
  let failNext: string | null = null;
  let slowNext = 1;
  let initStatus: { status: number; code: string } | null = null;
  const login = consent("client_key", tiktokCredentials.clientKey);
  const revocations: string[] = [];
  /** refresh token → the access token last issued with it. */
  const grants = new Map<string, string>();
  let codeExpiresIn = 86400;
  /** Tokens issued so far: each name is new even after a revoke. */
  let issued = 0;

  const ok = <T>(data: T) => ({ data, error: { code: "ok", message: "", log_id: "log" } });
  const server = await listen((req, res, body) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "GET" && url.pathname === "/v2/auth/authorize/") return login.authorize(res, url.searchParams);
    if (req.method === "POST" && url.pathname === "/v2/oauth/revoke/") {
      const form = new URLSearchParams(body.toString());
      if (form.get("client_key") !== tiktokCredentials.clientKey || form.get("client_secret") !== tiktokCredentials.clientSecret)
        return json(res, 401, { error: "invalid_client", error_description: "Client key or secret is incorrect.", log_id: "log" });
      const token = form.get("token") ?? "";
      revocations.push(token);
      validTokens.delete(token);
      for (const [refresh, access] of grants) if (access === token) revoked.add(refresh);
      return json(res, 200, {});
    }
    if (req.method === "POST" && url.pathname === "/v2/oauth/token/") {
      const form = new URLSearchParams(body.toString());
      if (form.get("client_key") !== tiktokCredentials.clientKey) return json(res, 401, { error: "invalid_client" });
      if (form.get("grant_type") === "authorization_code") {
        if (
          form.get("client_secret") !== tiktokCredentials.clientSecret ||
          !login.redeem(form.get("code") ?? "", form.get("code_verifier") ?? "", form.get("redirect_uri"))
        )
          return json(res, 400, { error: "invalid_grant", error_description: "Authorization code is expired.", log_id: "log" });
        const access = `tt-access-code-${++issued}`;
        const refresh = `tt-refresh-${issued}`;
        validTokens.add(access);
        grants.set(refresh, access);
        return json(res, 200, {
          access_token: access,
          expires_in: codeExpiresIn,
          open_id: "open-1",
          refresh_expires_in: 31536000,
          refresh_token: refresh,
          scope: form.get("scope") ?? "user.info.basic,video.upload",
          token_type: "Bearer",
        });
      }
      if (revoked.has(form.get("refresh_token") ?? ""))
        return json(res, 400, { error: "invalid_grant", error_description: "Refresh token is invalid or expired." });
      const access = `tt-access-${++issued}`;
      validTokens.add(access);
      grants.set(form.get("refresh_token") ?? "", access);
      return json(res, 200, {
        access_token: access,
        expires_in: 86400,
        refresh_token: form.get("refresh_token"),
        refresh_expires_in: 31536000,
        open_id: "open-1",
        scope: "video.upload",
      });
    }
    const upload = /^\/upload\/(\w+)$/.exec(url.pathname);
    if (req.method === "PUT" && upload) {
      const u = uploads.get(upload[1]!);
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers["content-range"] ?? ""));
      if (!u || !range || Number(range[1]) !== u.received || Number(range[3]) !== u.size)
        return json(res, 400, { error: { code: "invalid_params", message: "Content-Range does not follow" } });
      u.parts.push(Buffer.from(body));
      u.received += body.length;
      return u.received >= u.size ? json(res, 201, {}) : json(res, 206, {});
    }
    if (!validTokens.has((req.headers.authorization ?? "").replace(/^Bearer /, ""))) {
      return json(res, 401, { error: { code: "access_token_invalid", message: "The access token is invalid or not found in the request.", log_id: "log" } });
    }
    if (req.method === "GET" && url.pathname === "/v2/user/info/")
      return json(res, 200, ok({ user: { open_id: "open-1", display_name: TIKTOK_DISPLAY_NAME } }));
    if (req.method === "POST" && url.pathname === "/v2/post/publish/creator_info/query/") return json(res, 200, ok(creator));
    const direct = req.method === "POST" && url.pathname === "/v2/post/publish/video/init/";
    if (direct || (req.method === "POST" && url.pathname === "/v2/post/publish/inbox/video/init/")) {
      if (initStatus) {
        const { status, code } = initStatus;
        initStatus = null;
        return json(res, status, {
          error: { code, message: code === "rate_limit_exceeded" ? "Too many requests" : "The user has too many pending shares", log_id: "log" },
        });
      }
      const { source_info: info, post_info: postInfo } = JSON.parse(body.toString()) as {
        source_info: { source: string; video_size: number; chunk_size: number; total_chunk_count: number };
        post_info?: PostInfo;
      };
      if (direct && (!postInfo || !creator.privacy_level_options.includes(postInfo.privacy_level))) {
        return json(res, 400, {
          error: { code: "privacy_level_option_mismatch", message: "privacy_level is not one of the creator's options", log_id: "log" },
        });
      }
      if (info.source !== "FILE_UPLOAD" || info.total_chunk_count !== Math.max(1, Math.floor(info.video_size / info.chunk_size))) {
        return json(res, 400, { error: { code: "invalid_params", message: "chunk_size and total_chunk_count do not match video_size", log_id: "log" } });
      }
      const id = `${direct ? "v_pub_file" : "v_inbox_file"}~${uploads.size + 1}`;
      uploads.set(id.replace(/\W/g, ""), {
        size: info.video_size,
        chunkSize: info.chunk_size,
        count: info.total_chunk_count,
        parts: [],
        received: 0,
        polls: 0,
        processingPolls: slowNext,
        failed: null,
        postInfo: direct ? postInfo! : null,
      });
      slowNext = 1;
      return json(res, 200, ok({ publish_id: id, upload_url: `${server.url}/upload/${id.replace(/\W/g, "")}` }));
    }
    if (req.method === "POST" && url.pathname === "/v2/post/publish/status/fetch/") {
      const { publish_id: id } = JSON.parse(body.toString()) as { publish_id: string };
      const u = uploads.get(id.replace(/\W/g, ""));
      if (!u) return json(res, 400, { error: { code: "invalid_publish_id", message: "No such publish_id", log_id: "log" } });
      if (u.failed) return json(res, 200, ok({ status: "FAILED", fail_reason: u.failed }));
      if (u.received < u.size || u.polls++ < u.processingPolls) return json(res, 200, ok({ status: "PROCESSING_UPLOAD" }));
      if (failNext) {
        u.failed = failNext;
        failNext = null;
      }
      if (u.failed) return json(res, 200, ok({ status: "FAILED", fail_reason: u.failed }));
      if (u.postInfo) {
        // A direct post is live; one seen only by its creator has no public id.
        let post = posts.find((p) => p.publishId === id);
        if (!post)
          posts.push(
            (post = { publishId: id, postId: `73${String(posts.length + 1).padStart(17, "0")}`, postInfo: u.postInfo, bytes: Buffer.concat(u.parts) }),
          );
        const publicIds = u.postInfo.privacy_level === "SELF_ONLY" ? [] : [post.postId];
        return json(res, 200, ok({ status: "PUBLISH_COMPLETE", publicaly_available_post_id: publicIds, uploaded_bytes: u.size }));
      }
      if (!drafts.some((d) => d.publishId === id)) drafts.push({ publishId: id, bytes: Buffer.concat(u.parts) });
      return json(res, 200, ok({ status: "SEND_TO_USER_INBOX" }));
    }
    json(res, 404, { error: { code: "not_found", message: `No route ${req.method} ${url.pathname}` } });
  });
  return {
    url: server.url,
    close: server.close,
    drafts,
    /** Direct posts, with the post_info they were made with. */
    posts,
    creator,
    revoke: (refreshToken: string) => revoked.add(refreshToken),
    /** Login Kit's consent page (GET /v2/auth/authorize/, on www.tiktok.com in life). */
    consent: login,
    /** Access tokens the app revoked at POST /v2/oauth/revoke/ (on Disconnect). */
    revocations,
    /** Access tokens issued for a code live this many seconds. */
    setCodeExpiresIn: (seconds: number) => void (codeExpiresIn = seconds),
    /** The next processed video ends FAILED with this fail_reason. */
    failNextWith: (reason: string) => void (failNext = reason),
    /** The next init is answered with this HTTP status and error code. */
    refuseInitOnce: (status: number, code: string) => void (initStatus = { status, code }),
    /** The next upload reads PROCESSING_UPLOAD for this many status fetches after its last chunk. */
    slowNext: (polls: number) => void (slowNext = polls),
    /** That upload ends FAILED with this fail_reason. */
    failUpload: (publishId: string, reason: string) => void (uploads.get(publishId.replace(/\W/g, ""))!.failed = reason),
    /** Uploads begun (inits answered). */
    inits: () => uploads.size,
  };
}
