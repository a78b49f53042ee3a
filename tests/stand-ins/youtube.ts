// Local stand-in of YouTube's Data API upload and Google's token endpoint, in their real shapes
// (issue 47): GET /o/oauth2/v2/auth (consent, PKCE) and POST /token with authorization_code, POST
// /revoke (decision 438); POST /token with grant_type=refresh_token answers a fresh access token, or
// invalid_grant for a revoked refresh token; POST /upload/youtube/v3/videos?uploadType=resumable
// opens a session named in Location (401 for an unknown token, 400 for a title over 100
// characters); PUTs to the session with Content-Range are answered 308 with the Range received,
// then 200 with the video resource. `refuseChunkOnce` answers one chunk 503 (the bytes are not
// kept), as the real service sometimes does; a PUT of "bytes */N" asks what the session holds.
import { json, listen } from "./server";
import { clientOf, consent } from "./consent";

const YOUTUBE_UPLOAD = "https://www.googleapis.com/auth/youtube.upload";

export const youtubeCredentials = { clientId: "youtube-stand-in.apps.googleusercontent.com", clientSecret: "youtube-stand-in-secret" };

type Session = {
  size: number;
  contentType: string;
  metadata: { snippet: { title: string; description: string; tags: string[] }; status: { privacyStatus: string } };
  parts: Buffer[];
  received: number;
  chunks: number;
};

/** `keepBytes: false` counts the bytes without keeping them (the memory bench sends 200 MB). */
export async function startYouTube(options: { keepBytes?: boolean } = {}) {
  const keepBytes = options.keepBytes ?? true;
  const validTokens = new Set<string>(["valid-access"]);
  const revokedRefresh = new Set<string>();
  const sessions = new Map<string, Session>();
  const videos: { id: string; bytes: Buffer; received: number; chunks: number; metadata: Session["metadata"] }[] = [];
  const log: { method: string; path: string; contentRange?: string }[] = [];
  let refuseChunk = 0;
  let refuseStart: number | null = null;
  let refreshes = 0;
  const google = consent("client_id", youtubeCredentials.clientId);
  const revocations: string[] = [];
  let refuseRevoke = false;
  let codeExpiresIn = 3599;

  const server = await listen((req, res, body) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    log.push({ method: req.method ?? "", path: url.pathname, contentRange: req.headers["content-range"] as string | undefined });
    if (req.method === "GET" && url.pathname === "/o/oauth2/v2/auth") return google.authorize(res, url.searchParams);
    if (req.method === "POST" && url.pathname === "/revoke") {
      // Google's revoke: a form-encoded token=; revoking a refresh token ends the grant.
      const token = new URLSearchParams(body.toString()).get("token") ?? "";
      revocations.push(token);
      if (refuseRevoke) return json(res, 503, { error: "backend_error" });
      revokedRefresh.add(token);
      validTokens.delete(token);
      return json(res, 200, {});
    }
    if (req.method === "POST" && url.pathname === "/token") {
      const form = new URLSearchParams(body.toString());
      const client = clientOf(req, form);
      if (client.id !== youtubeCredentials.clientId || client.secret !== youtubeCredentials.clientSecret) {
        return json(res, 401, { error: "invalid_client" });
      }
      if (form.get("grant_type") === "authorization_code") {
        if (!google.redeem(form.get("code") ?? "", form.get("code_verifier") ?? "", form.get("redirect_uri")))
          return json(res, 400, { error: "invalid_grant", error_description: "Malformed auth code." });
        const access = `access-code-${++refreshes}`;
        validTokens.add(access);
        const refresh = `refresh-${refreshes}`;
        return json(res, 200, { access_token: access, expires_in: codeExpiresIn, refresh_token: refresh, token_type: "Bearer", scope: YOUTUBE_UPLOAD });
      }
      const refresh = form.get("refresh_token") ?? "";
      if (form.get("grant_type") !== "refresh_token" || revokedRefresh.has(refresh)) {
        return json(res, 400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
      }
      const access = `access-${++refreshes}`;
      validTokens.add(access);
      return json(res, 200, { access_token: access, expires_in: 3599, token_type: "Bearer", scope: YOUTUBE_UPLOAD });
    }
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const unauthorized = () =>
      json(res, 401, { error: { code: 401, message: "Request had invalid authentication credentials.", errors: [{ reason: "authError" }] } });
    if (req.method === "POST" && url.pathname === "/upload/youtube/v3/videos") {
      if (!validTokens.has(bearer)) return unauthorized();
      if (url.searchParams.get("uploadType") !== "resumable") return json(res, 400, { error: { code: 400, message: "uploadType must be resumable" } });
      if (refuseStart !== null) {
        const status = refuseStart;
        refuseStart = null;
        return json(res, status, {
          error: {
            code: status,
            message: status === 403 ? "The request cannot be completed because you have exceeded your quota." : "Backend Error",
            errors: [{ reason: status === 403 ? "quotaExceeded" : "backendError" }],
          },
        });
      }
      const metadata = JSON.parse(body.toString()) as Session["metadata"];
      if (metadata.snippet.title.length > 100) {
        return json(res, 400, {
          error: { code: 400, message: "The request metadata specifies an invalid video title.", errors: [{ reason: "invalidTitle" }] },
        });
      }
      const id = `session${sessions.size + 1}`;
      sessions.set(id, {
        size: Number(req.headers["x-upload-content-length"]),
        contentType: String(req.headers["x-upload-content-type"]),
        metadata,
        parts: [],
        received: 0,
        chunks: 0,
      });
      res.writeHead(200, { location: `${server.url}/upload/session/${id}` });
      return void res.end();
    }
    const session = /^\/upload\/session\/(\w+)$/.exec(url.pathname);
    if (req.method === "PUT" && session) {
      const upload = sessions.get(session[1]!);
      if (!upload) return json(res, 404, { error: { code: 404, message: "No such upload session" } });
      if (!validTokens.has(bearer)) return unauthorized();
      const rangeHeader = String(req.headers["content-range"] ?? "");
      const holds = () => (upload.received > 0 ? { range: `bytes=0-${upload.received - 1}` } : {});
      const finish = () => {
        const video = {
          id: `vid${videos.length + 1}`,
          bytes: Buffer.concat(upload.parts),
          received: upload.received,
          chunks: upload.chunks,
          metadata: upload.metadata,
        };
        videos.push(video);
        sessions.delete(session[1]!);
        json(res, 200, {
          kind: "youtube#video",
          id: video.id,
          snippet: upload.metadata.snippet,
          status: { uploadStatus: "uploaded", ...upload.metadata.status },
        });
      };
      if (rangeHeader.startsWith("bytes */")) {
        res.writeHead(308, holds());
        return void res.end();
      }
      const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(rangeHeader);
      if (!match || Number(match[1]) !== upload.received || body.length !== Number(match[2]) - Number(match[1]) + 1) {
        return json(res, 400, { error: { code: 400, message: `Content-Range ${rangeHeader} does not follow byte ${upload.received}` } });
      }
      if (refuseChunk > 0 && upload.received > 0) {
        refuseChunk--;
        return json(res, 503, { error: { code: 503, message: "Backend Error", errors: [{ reason: "backendError" }] } });
      }
      if (keepBytes) upload.parts.push(Buffer.from(body));
      upload.received += body.length;
      upload.chunks++;
      if (upload.received >= upload.size) return finish();
      res.writeHead(308, holds());
      return void res.end();
    }
    json(res, 404, { error: { code: 404, message: `No route ${req.method} ${url.pathname}` } });
  });

  return {
    url: server.url,
    close: server.close,
    videos,
    log,
    sessions,
    /** The token endpoint refreshed this many times. */
    refreshes: () => refreshes,
    revoke: (refreshToken: string) => revokedRefresh.add(refreshToken),
    /** Google's consent page (GET /o/oauth2/v2/auth): what it was asked, and a refusal for the next one. */
    consent: google,
    /** Tokens the app revoked at POST /revoke (on Disconnect), in order. */
    revocations,
    /** The revoke endpoint answers 503 until switched back. */
    refuseRevokes: (on: boolean) => void (refuseRevoke = on),
    /** Every access token stops working (as when the buyer removes the app): uploads answer 401. */
    dropAccessTokens: () => validTokens.clear(),
    /** Access tokens issued for a code live this many seconds. */
    setCodeExpiresIn: (seconds: number) => void (codeExpiresIn = seconds),
    /** The next chunk after the first is answered 503 (its bytes are dropped). */
    refuseChunkOnce: () => void (refuseChunk = 1),
    /** The next session start is answered with this status (503 backend error, 403 quotaExceeded). */
    refuseStartOnce: (status: number) => void (refuseStart = status),
  };
}
