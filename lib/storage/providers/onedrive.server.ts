import "server-only";
import { env } from "@/lib/env";
import { callApi, joinUrl } from "../http.server";
import { fileChunks, uploadCall } from "../chunked-upload.server";
import { oauthClient } from "./oauth-client.server";
import type { StorageProvider } from "./types";

// Microsoft identity platform v2 (PKCE; offline_access for a refresh token) and Microsoft Graph.
// Files.ReadWrite.AppFolder reaches only the app's own folder (Apps/<app name>, Graph's special
// folder "approot", created on first use), not the rest of the user's OneDrive (decision 097).
const SCOPE = "offline_access Files.ReadWrite.AppFolder User.Read";
const APP_FOLDER = "me/drive/special/approot";

export const onedrive: StorageProvider = {
  id: "onedrive",
  label: "OneDrive",
  envNames: ["MICROSOFT_CLIENT_ID", "MICROSOFT_CLIENT_SECRET"],
  ...oauthClient({
    credentials: () => [env().MICROSOFT_CLIENT_ID, env().MICROSOFT_CLIENT_SECRET],
    authorizeUrl: () => joinUrl(env().MICROSOFT_AUTH_URL, "authorize"),
    tokenUrl: () => joinUrl(env().MICROSOFT_AUTH_URL, "token"),
    authorizeParams: { response_mode: "query", scope: SCOPE },
    tokenParams: { scope: SCOPE },
  }),
  async account(accessToken) {
    // The app folder as well: an account without a provisioned OneDrive signs in but cannot
    // upload, and this call creates the folder the first time.
    const [me] = await Promise.all([
      callApi<{ displayName?: string; mail?: string | null; userPrincipalName?: string }>(
        joinUrl(env().MICROSOFT_GRAPH_URL, "me?$select=displayName,mail,userPrincipalName"),
        accessToken,
      ),
      callApi(joinUrl(env().MICROSOFT_GRAPH_URL, `${APP_FOLDER}?$select=id`), accessToken),
    ]);
    // Personal accounts often have no `mail`; their sign-in name is the address.
    return { displayName: me.displayName ?? null, email: me.mail ?? me.userPrincipalName ?? null };
  },
  async createFolder(accessToken, name) {
    const item = await callApi<{ id: string; name: string }>(joinUrl(env().MICROSOFT_GRAPH_URL, `${APP_FOLDER}/children`), accessToken, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, folder: {}, "@microsoft.graph.conflictBehavior": "rename" }),
    });
    return { name: item.name, ref: item.id };
  },
  async upload(accessToken, folder, file) {
    // Simple upload (files up to 250 MB), addressed by parent id and file name.
    const path = `me/drive/items/${encodeURIComponent(folder.ref)}:/${encodeURIComponent(file.name)}:/content?@microsoft.graph.conflictBehavior=rename`;
    const item = await callApi<{ name: string }>(joinUrl(env().MICROSOFT_GRAPH_URL, path), accessToken, {
      method: "PUT",
      headers: { "Content-Type": file.contentType },
      body: new Uint8Array(file.data),
    });
    return { name: item.name };
  },
  async uploadLarge(accessToken, folder, file) {
    // Upload session: createUploadSession under the parent, then PUT each fragment with
    // Content-Range against the total; 202 until the last, which answers 200/201 with the item.
    // The uploadUrl carries its own authorisation: Graph says not to send the bearer token to it.
    const path = `me/drive/items/${encodeURIComponent(folder.ref)}:/${encodeURIComponent(file.name)}:/createUploadSession`;
    const session = await callApi<{ uploadUrl: string }>(joinUrl(env().MICROSOFT_GRAPH_URL, path), accessToken, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ item: { "@microsoft.graph.conflictBehavior": "rename" } }),
    });
    for await (const { offset, data, last } of fileChunks(file)) {
      const res = await uploadCall(
        session.uploadUrl,
        {
          method: "PUT",
          headers: { "Content-Range": `bytes ${offset}-${offset + data.byteLength - 1}/${file.size}` },
          body: data,
        },
        last ? [200, 201] : [202],
      );
      if (last) return { name: ((await res.json()) as { name: string }).name };
    }
    throw new Error("no chunk to send");
  },
};
