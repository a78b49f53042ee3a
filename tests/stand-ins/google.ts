// Local stand-in of Google: OAuth (accounts.google.com/o/oauth2/v2/auth, oauth2.googleapis.com/
// token) and Drive v3 (about, files.create for folders, multipart upload).
import { json, startOAuthStandIn } from "./oauth-provider";

export const GOOGLE_ACCOUNT = { displayName: "Grace Okafor", email: "grace.okafor@gmail.example" };
export const googleCredentials = { clientId: "google-stand-in.apps.googleusercontent.com", clientSecret: "google-stand-in-secret" };

/** Splits a multipart/related body into its parts (headers text + raw content). */
function multipartParts(body: Buffer, boundary: string) {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: string; content: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next === -1) break;
    const chunk = body.subarray(at + delimiter.length + 2, next - 2);
    const split = chunk.indexOf("\r\n\r\n");
    parts.push({ headers: chunk.subarray(0, split).toString(), content: chunk.subarray(split + 4) });
    at = next;
  }
  return parts;
}

export async function startGoogle(port = 0) {
  const folders = new Map<string, string>();
  const standIn = await startOAuthStandIn(
    {
      ...googleCredentials,
      authorizePath: "/o/oauth2/v2/auth",
      tokenPath: "/token",
      revokePath: "/revoke",
      unauthorized: (res) => json(res, 401, { error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" } }),
      api: ({ req, res, url, body, state }) => {
        if (req.method === "GET" && url.pathname === "/drive/v3/about") {
          json(res, 200, {
            user: { kind: "drive#user", displayName: GOOGLE_ACCOUNT.displayName, emailAddress: GOOGLE_ACCOUNT.email, me: true, permissionId: "0123" },
          });
          return true;
        }
        if (req.method === "POST" && url.pathname === "/drive/v3/files") {
          const meta = JSON.parse(body.toString()) as { name: string; mimeType: string };
          if (meta.mimeType !== "application/vnd.google-apps.folder") return (json(res, 400, { error: { code: 400, message: "only folders here" } }), true);
          const id = `folder${folders.size + 1}`;
          folders.set(id, meta.name);
          state.folders.push(meta.name);
          json(res, 200, { id, name: meta.name });
          return true;
        }
        if (req.method === "POST" && url.pathname === "/upload/drive/v3/files" && url.searchParams.get("uploadType") === "multipart") {
          const boundary = /boundary=([^;]+)/.exec(req.headers["content-type"] ?? "")?.[1];
          const parts = boundary ? multipartParts(body, boundary) : [];
          if (parts.length !== 2) return (json(res, 400, { error: { code: 400, message: "Malformed multipart body." } }), true);
          const meta = JSON.parse(parts[0].content.toString()) as { name: string; parents?: string[] };
          const folder = folders.get(meta.parents?.[0] ?? "");
          if (!folder) return (json(res, 404, { error: { code: 404, message: "File not found: parent." } }), true);
          const contentType = /Content-Type: ([^\r\n]+)/i.exec(parts[1].headers)?.[1] ?? "application/octet-stream";
          state.uploads.push({ folder, name: meta.name, contentType, data: parts[1].content });
          json(res, 200, { kind: "drive#file", id: `file${state.uploads.length}`, name: meta.name, mimeType: contentType });
          return true;
        }
        return false;
      },
    },
    port,
  );
  return {
    ...standIn,
    env: {
      GOOGLE_CLIENT_ID: googleCredentials.clientId,
      GOOGLE_CLIENT_SECRET: googleCredentials.clientSecret,
      GOOGLE_AUTH_URL: `${standIn.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${standIn.url}/token`,
      GOOGLE_API_URL: standIn.url,
    },
  };
}
