import "server-only";
import { appUrl } from "@/lib/env";
import { HttpError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session.server";
import { oauthCallbackSchema } from "@/lib/validation/cloud-connection";
import { completeAuthorization } from "./oauth.server";
import { providerFailure } from "./connections.server";
import type { StorageProvider } from "./providers/types";

// The tiny page the connect popup lands on: it tells the opener how it went (the panel polls
// for the popup to close, then refetches) and closes itself on success.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The popup's last page; `type` names the flow to the opener (a drive's, or a publishing channel's). */
export function connectResultPage(
  status: number,
  title: string,
  message: string,
  ok: boolean,
  type = "cloud-storage-connect",
  back?: { href: string; label: string },
) {
  const payload = JSON.stringify({ type, ok, message }).replace(/</g, "\\u003c");
  const origin = JSON.stringify(new URL(appUrl()).origin);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#faf9fc;color:#1c1630}main{max-width:28rem;padding:2rem;text-align:center}button{min-height:44px;padding:0 1.25rem;border-radius:.5rem;border:0;background:#7c3aed;color:#fff;font:inherit;cursor:pointer}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>` : `<button type="button" onclick="window.close()">Close window</button>`}</main>
<script>try{window.opener&&window.opener.postMessage(${payload},${origin})}catch(e){}${ok ? "setTimeout(function(){window.close()},300)" : ""}</script></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function finishConnectPopup(session: SessionUser | null, provider: StorageProvider, search: URLSearchParams) {
  const query = oauthCallbackSchema.safeParse(Object.fromEntries(search));
  try {
    if (!query.success) throw new HttpError(400, "The answer from the provider was not understood.");
    const { account } = await completeAuthorization(session, provider, query.data);
    const who = account.email ?? account.displayName ?? "your account";
    return connectResultPage(200, `${provider.label} connected`, `Connected as ${who}. This window will close now.`, true);
  } catch (error) {
    const failure = providerFailure(provider, error);
    return connectResultPage(failure.status, "Connection Failed", failure.message, false);
  }
}
