import "server-only";
import { env } from "@/lib/env";
import { callApi, joinUrl, requestToken } from "../http";
import type { StorageProvider } from "./types";

// Microsoft identity platform v2 (PKCE; offline_access for a refresh token) and Microsoft Graph.
const SCOPE = "offline_access Files.ReadWrite User.Read";

export const onedrive: StorageProvider = {
  id: "onedrive",
  label: "OneDrive",
  envNames: ["MICROSOFT_CLIENT_ID", "MICROSOFT_CLIENT_SECRET"],
  credentials() {
    const { MICROSOFT_CLIENT_ID: clientId, MICROSOFT_CLIENT_SECRET: clientSecret } = env();
    return clientId && clientSecret ? { clientId, clientSecret } : null;
  },
  authorizeUrl({ clientId, redirectUri, state, codeChallenge }) {
    const url = new URL(joinUrl(env().MICROSOFT_AUTH_URL, "authorize"));
    url.search = new URLSearchParams({
      client_id: clientId,
      response_type: "code",
      redirect_uri: redirectUri,
      response_mode: "query",
      scope: SCOPE,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: "S256",
    }).toString();
    return url.toString();
  },
  exchangeCode({ code, codeVerifier, redirectUri, credentials }) {
    return requestToken(joinUrl(env().MICROSOFT_AUTH_URL, "token"), {
      grant_type: "authorization_code",
      code,
      code_verifier: codeVerifier,
      redirect_uri: redirectUri,
      scope: SCOPE,
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    });
  },
  refresh(refreshToken, credentials) {
    return requestToken(
      joinUrl(env().MICROSOFT_AUTH_URL, "token"),
      { grant_type: "refresh_token", refresh_token: refreshToken, scope: SCOPE, client_id: credentials.clientId, client_secret: credentials.clientSecret },
      refreshToken,
    );
  },
  async account(accessToken) {
    const me = await callApi<{ displayName?: string; mail?: string | null; userPrincipalName?: string }>(
      joinUrl(env().MICROSOFT_GRAPH_URL, "me?$select=displayName,mail,userPrincipalName"),
      accessToken,
    );
    // Personal accounts often have no `mail`; their sign-in name is the address.
    return { displayName: me.displayName ?? null, email: me.mail ?? me.userPrincipalName ?? null };
  },
  async createFolder(accessToken, name) {
    const item = await callApi<{ id: string; name: string }>(joinUrl(env().MICROSOFT_GRAPH_URL, "me/drive/root/children"), accessToken, {
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
};
