import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { callApi, joinUrl } from "../http.server";
import { fileChunks, uploadCall } from "../chunked-upload.server";
import { oauthClient } from "./oauth-client.server";
import type { StorageProvider } from "./types";

// Google OAuth 2 for web servers (PKCE, access_type=offline + prompt=consent so a refresh token
// is always returned) and the Drive v3 API. The drive.file scope only reaches files this app
// creates, which is all an export needs.
const SCOPE = "https://www.googleapis.com/auth/drive.file";
const FOLDER_MIME = "application/vnd.google-apps.folder";

export const googleDrive: StorageProvider = {
  id: "google_drive",
  label: "Google Drive",
  envNames: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ...oauthClient({
    credentials: () => [env().GOOGLE_CLIENT_ID, env().GOOGLE_CLIENT_SECRET],
    authorizeUrl: () => env().GOOGLE_AUTH_URL,
    tokenUrl: () => env().GOOGLE_TOKEN_URL,
    authorizeParams: { scope: SCOPE, access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
  }),
  async account(accessToken) {
    // about.get is allowed with drive.file and names the Drive's owner.
    const about = await callApi<{ user?: { displayName?: string; emailAddress?: string } }>(
      joinUrl(env().GOOGLE_API_URL, "drive/v3/about?fields=user"),
      accessToken,
    );
    return { displayName: about.user?.displayName ?? null, email: about.user?.emailAddress ?? null };
  },
  async createFolder(accessToken, name) {
    const folder = await callApi<{ id: string; name: string }>(joinUrl(env().GOOGLE_API_URL, "drive/v3/files?fields=id,name"), accessToken, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, mimeType: FOLDER_MIME }),
    });
    return { name: folder.name, ref: folder.id };
  },
  async upload(accessToken, folder, file) {
    // Multipart upload: one request carrying the metadata part and the media part.
    const boundary = `export-${randomBytes(12).toString("hex")}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify({ name: file.name, parents: [folder.ref] })}\r\n` +
        `--${boundary}\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    );
    const body = Buffer.concat([head, file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const result = await callApi<{ name: string }>(joinUrl(env().GOOGLE_API_URL, "upload/drive/v3/files?uploadType=multipart&fields=id,name"), accessToken, {
      method: "POST",
      headers: { "Content-Type": `multipart/related; boundary=${boundary}` },
      body: new Uint8Array(body),
    });
    return { name: result.name };
  },
  async uploadLarge(accessToken, folder, file) {
    // Resumable upload: a POST with the metadata opens a session (its URI in Location); each chunk
    // is a PUT with its Content-Range, answered 308 until the last one, answered 200 with the file.
    const start = await uploadCall(
      joinUrl(env().GOOGLE_API_URL, "upload/drive/v3/files?uploadType=resumable&fields=id,name"),
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${accessToken}`,
          "Content-Type": "application/json; charset=UTF-8",
          "X-Upload-Content-Type": file.contentType,
          "X-Upload-Content-Length": String(file.size),
        },
        body: JSON.stringify({ name: file.name, parents: [folder.ref] }),
      },
      [200],
    );
    const session = start.headers.get("location");
    if (!session) throw new Error("Google Drive opened no upload session");
    for await (const { offset, data, last } of fileChunks(file)) {
      const range = data.byteLength === 0 ? `bytes */${file.size}` : `bytes ${offset}-${offset + data.byteLength - 1}/${file.size}`;
      const res = await uploadCall(
        session,
        { method: "PUT", headers: { Authorization: `Bearer ${accessToken}`, "Content-Range": range }, body: data },
        last ? [200, 201] : [308],
      );
      if (last) return { name: ((await res.json()) as { name: string }).name };
    }
    throw new Error("no chunk to send");
  },
  async revoke(tokens) {
    // Revoking the refresh token ends the whole grant; the endpoint sits beside the token one.
    const res = await fetch(new URL("revoke", env().GOOGLE_TOKEN_URL), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: tokens.refreshToken ?? tokens.accessToken }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`revoke answered ${res.status}`);
  },
};
