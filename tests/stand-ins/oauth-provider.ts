// The OAuth 2 half shared by the Dropbox, Google and Microsoft stand-ins: an authorise page
// that approves at once and redirects back with code + state, a token endpoint that checks the
// client (in the form, or HTTP Basic as arctic sends it for YouTube's connect), redirect URI and PKCE verifier, refresh (with a switch to revoke), and bearer checks.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { json } from "./server";
import { clientOf } from "./consent";

/** `chunks`: how many requests carried the file (1 for a one-request upload). */
export type Upload = { folder: string; name: string; contentType: string; data: Buffer; chunks?: number };

export type OAuthStandInOptions = {
  clientId: string;
  clientSecret: string;
  authorizePath: string;
  tokenPath: string;
  /** Form-encoded `token=` revocation without a bearer (Google's /revoke). */
  revokePath?: string;
  /** Microsoft rotates the refresh token on every refresh; Dropbox and Google do not. */
  rotateRefresh?: boolean;
  /** Answer for a missing/expired bearer token, in the provider's own error shape. */
  unauthorized: (res: http.ServerResponse) => void;
  /** Provider API routes; return false when the path is not theirs. */
  api: (ctx: ApiContext) => Promise<boolean> | boolean;
  /** Routes answered without a bearer token (an upload URL that carries its own); false when not theirs. */
  open?: (ctx: ApiContext) => Promise<boolean> | boolean;
};

export type ApiContext = { req: http.IncomingMessage; res: http.ServerResponse; url: URL; body: Buffer; state: OAuthStandInState; revoke(token: string): void };

export type OAuthStandInState = {
  /** Lifetime of new access tokens in seconds (0 = already expired when issued). */
  expiresIn: number;
  /** When true every refresh token is refused with invalid_grant. */
  revoked: boolean;
  authorizeQueries: URLSearchParams[];
  tokenRequests: URLSearchParams[];
  uploads: Upload[];
  folders: string[];
  /** Tokens the app revoked (on disconnect). */
  revocations: string[];
  /** While set, a folder create waits for it: a test holds one send mid-way to race another against it. */
  holdFolders?: Promise<void>;
  /** How many folder creates are waiting on holdFolders now. */
  heldFolders: number;
};

// One JSON responder for every stand-in (tests/stand-ins/server.ts); re-exported for the providers.
export { json };

export async function startOAuthStandIn(options: OAuthStandInOptions, port = 0) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const state: OAuthStandInState = {
    expiresIn: 3600,
    revoked: false,
    authorizeQueries: [],
    tokenRequests: [],
    uploads: [],
    folders: [],
    revocations: [],
    heldFolders: 0,
  };
  const revoke = (token: string) => {
    state.revocations.push(token);
    accessTokens.delete(token);
    refreshTokens.delete(token);
  };

  const issue = (refresh?: string) => {
    const accessToken = `at_${randomBytes(12).toString("hex")}`;
    accessTokens.set(accessToken, Date.now() + state.expiresIn * 1000);
    const refreshToken = refresh ?? `rt_${randomBytes(12).toString("hex")}`;
    refreshTokens.add(refreshToken);
    return { access_token: accessToken, token_type: "bearer", expires_in: state.expiresIn, refresh_token: refreshToken };
  };

  function token(req: http.IncomingMessage, res: http.ServerResponse, form: URLSearchParams) {
    state.tokenRequests.push(form);
    const client = clientOf(req, form);
    if (client.id !== options.clientId || client.secret !== options.clientSecret) {
      return json(res, 401, { error: "invalid_client", error_description: "client authentication failed" });
    }
    if (form.get("grant_type") === "authorization_code") {
      const grant = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      if (!grant || grant.redirectUri !== form.get("redirect_uri") || createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) {
        return json(res, 400, { error: "invalid_grant", error_description: "code is invalid, used, or the PKCE verifier does not match" });
      }
      return json(res, 200, issue());
    }
    if (form.get("grant_type") === "refresh_token") {
      const refresh = form.get("refresh_token") ?? "";
      if (state.revoked || !refreshTokens.has(refresh))
        return json(res, 400, { error: "invalid_grant", error_description: "refresh token is invalid or revoked" });
      if (options.rotateRefresh) refreshTokens.delete(refresh);
      const { refresh_token, ...rest } = issue(options.rotateRefresh ? undefined : refresh);
      return json(res, 200, options.rotateRefresh ? { ...rest, refresh_token } : rest);
    }
    return json(res, 400, { error: "unsupported_grant_type" });
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    try {
      if (req.method === "GET" && url.pathname === options.authorizePath) {
        const q = url.searchParams;
        state.authorizeQueries.push(q);
        const redirect = q.get("redirect_uri");
        if (q.get("client_id") !== options.clientId || !redirect || q.get("code_challenge_method") !== "S256" || !q.get("code_challenge")) {
          return json(res, 400, { error: "invalid_request" });
        }
        const code = `code_${randomBytes(12).toString("hex")}`;
        codes.set(code, { challenge: q.get("code_challenge")!, redirectUri: redirect });
        const back = new URL(redirect);
        back.searchParams.set("code", code);
        if (q.get("state")) back.searchParams.set("state", q.get("state")!);
        res.writeHead(302, { Location: back.toString() });
        return res.end();
      }
      if (req.method === "POST" && url.pathname === options.tokenPath) return token(req, res, new URLSearchParams(body.toString()));
      if (req.method === "POST" && url.pathname === options.revokePath) {
        revoke(new URLSearchParams(body.toString()).get("token") ?? "");
        return json(res, 200, {});
      }
      // URLs that carry their own authorisation (OneDrive's upload session) are answered first.
      if (options.open && (await options.open({ req, res, url, body, state, revoke }))) return;
      const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
      const expiry = accessTokens.get(bearer);
      if (expiry === undefined || expiry <= Date.now()) return options.unauthorized(res);
      if (!(await options.api({ req, res, url, body, state, revoke }))) json(res, 404, { error: "not_found" });
    } catch (error) {
      json(res, 500, { error: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    state,
    /** Revokes every access token early (as a password change would); refresh tokens still work. */
    revokeAccessTokens: () => accessTokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
