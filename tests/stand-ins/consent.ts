// The consent half shared by the publishing stand-ins (YouTube's Google, TikTok, Facebook for
// Instagram; issue 47, decision 438): an authorise page that approves at once and redirects back
// with code + state (or with the platform's refusal when told the buyer says no), and the check of
// a code against its PKCE challenge and redirect URI when the app swaps it for tokens.
import { createHash, randomBytes } from "node:crypto";
import type http from "node:http";

/** What the redirect carries when the buyer refuses, in the platform's own parameters. */
export type Refusal = Record<string, string>;

export function consent(clientParam: "client_id" | "client_key", clientId: string) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const authorizeQueries: URLSearchParams[] = [];
  let refuseNext: Refusal | null = null;
  return {
    authorizeQueries,
    /** The next consent is refused with these parameters (e.g. error=access_denied). */
    refuseNext: (refusal: Refusal) => void (refuseNext = refusal),
    authorize(res: http.ServerResponse, q: URLSearchParams): void {
      authorizeQueries.push(q);
      const redirect = q.get("redirect_uri");
      if (q.get(clientParam) !== clientId || !redirect || q.get("code_challenge_method") !== "S256" || !q.get("code_challenge")) {
        res.writeHead(400, { "content-type": "text/plain" });
        res.end("invalid_request");
        return;
      }
      const back = new URL(redirect);
      if (refuseNext) {
        for (const [key, value] of Object.entries(refuseNext)) back.searchParams.set(key, value);
        refuseNext = null;
      } else {
        const code = `code_${randomBytes(12).toString("hex")}`;
        codes.set(code, { challenge: q.get("code_challenge")!, redirectUri: redirect });
        back.searchParams.set("code", code);
      }
      if (q.get("state")) back.searchParams.set("state", q.get("state")!);
      res.writeHead(302, { Location: back.toString() });
      res.end();
    },
    /** True once per issued code, when the verifier and redirect URI match what was authorised. */
    redeem(code: string, verifier: string, redirectUri: string | null) {
      const grant = codes.get(code);
      codes.delete(code);
      return !!grant && grant.redirectUri === redirectUri && createHash("sha256").update(verifier).digest("base64url") === grant.challenge;
    },
  };
}

/** Client credentials from HTTP Basic (RFC 6749 2.3.1, as arctic sends them) or from the form. */
export function clientOf(req: http.IncomingMessage, form: URLSearchParams) {
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "");
  if (basic) {
    const [id, secret] = Buffer.from(basic[1]!, "base64").toString().split(":");
    return { id: decodeURIComponent(id ?? ""), secret: decodeURIComponent(secret ?? "") };
  }
  return { id: form.get("client_id") ?? "", secret: form.get("client_secret") ?? "" };
}
