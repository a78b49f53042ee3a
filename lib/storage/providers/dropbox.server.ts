import "server-only";
import { env } from "@/lib/env";
import { callApi, joinUrl } from "../http.server";
import { fileChunks, uploadCall } from "../chunked-upload.server";
import { oauthClient } from "./oauth-client.server";
import type { StorageProvider } from "./types";

// Dropbox OAuth 2 (code flow + PKCE, token_access_type=offline for a refresh token) and API v2.
// https://www.dropbox.com/developers/documentation/http/documentation
// The Dropbox app is an "App folder" app (a setting chosen when the app is created, see
// .env.example): every path below is relative to Apps/<app name>, so "/<folder>" is a folder in
// the app's own folder and nothing else in the user's Dropbox is reachable. The scopes asked for
// are the two the export uses, whatever else the app's Permissions tab allows (decision 097).
const SCOPE = "account_info.read files.content.write";

/** Dropbox-API-Arg is an HTTP header, so non-ASCII characters must be \u-escaped JSON. */
function apiArg(value: unknown) {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export const dropbox: StorageProvider = {
  id: "dropbox",
  label: "Dropbox",
  envNames: ["DROPBOX_CLIENT_ID", "DROPBOX_CLIENT_SECRET"],
  ...oauthClient({
    credentials: () => [env().DROPBOX_CLIENT_ID, env().DROPBOX_CLIENT_SECRET],
    authorizeUrl: () => env().DROPBOX_AUTH_URL,
    tokenUrl: () => joinUrl(env().DROPBOX_API_URL, "oauth2/token"),
    authorizeParams: { token_access_type: "offline", scope: SCOPE },
  }),
  async account(accessToken) {
    // This endpoint takes no arguments and must be called with no body at all.
    const me = await callApi<{ name?: { display_name?: string }; email?: string }>(joinUrl(env().DROPBOX_API_URL, "2/users/get_current_account"), accessToken, {
      method: "POST",
    });
    return { displayName: me.name?.display_name ?? null, email: me.email ?? null };
  },
  async createFolder(accessToken, name) {
    // "/<name>" is at the root of the app folder; autorename keeps earlier exports intact.
    const created = await callApi<{ metadata: { path_display: string; name: string } }>(
      joinUrl(env().DROPBOX_API_URL, "2/files/create_folder_v2"),
      accessToken,
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ path: `/${name}`, autorename: true }) },
    );
    return { name: created.metadata.name, ref: created.metadata.path_display };
  },
  async upload(accessToken, folder, file) {
    const result = await callApi<{ name: string }>(joinUrl(env().DROPBOX_CONTENT_URL, "2/files/upload"), accessToken, {
      method: "POST",
      headers: {
        "Content-Type": "application/octet-stream",
        "Dropbox-API-Arg": apiArg({ path: `${folder.ref}/${file.name}`, mode: "add", autorename: true, mute: false }),
      },
      body: new Uint8Array(file.data),
    });
    return { name: result.name };
  },
  async uploadLarge(accessToken, folder, file) {
    // Upload session: start with the first chunk, append_v2 each next one at its offset, and
    // finish with the last, committing the path (files/upload_session/*).
    const call = async (endpoint: string, arg: unknown, data: Buffer<ArrayBuffer>) =>
      (await uploadCall(
        joinUrl(env().DROPBOX_CONTENT_URL, `2/files/upload_session/${endpoint}`),
        {
          method: "POST",
          headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/octet-stream", "Dropbox-API-Arg": apiArg(arg) },
          body: data,
        },
        [200],
      ).then((res) => res.json())) as { session_id?: string; name?: string };
    let sessionId = "";
    for await (const { offset, data, last } of fileChunks(file)) {
      if (offset === 0) sessionId = (await call("start", { close: false }, last ? Buffer.alloc(0) : data)).session_id!;
      const cursor = { session_id: sessionId, offset };
      if (last) {
        const commit = { path: `${folder.ref}/${file.name}`, mode: "add", autorename: true, mute: false };
        return { name: (await call("finish", { cursor, commit }, data)).name! };
      }
      if (offset > 0) await call("append_v2", { cursor, close: false }, data);
    }
    throw new Error("no chunk to send");
  },
  async revoke(tokens) {
    await callApi(joinUrl(env().DROPBOX_API_URL, "2/auth/token/revoke"), tokens.accessToken, { method: "POST", signal: AbortSignal.timeout(5000) });
  },
};
