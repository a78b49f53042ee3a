// Local stand-in of Google: OAuth (accounts.google.com/o/oauth2/v2/auth, oauth2.googleapis.com/
// token) and Drive v3 (about, files.create for folders, multipart upload, and the resumable upload:
// a POST opening a session named in Location, then PUTs with Content-Range answered 308 with
// Range until the total arrives, then 200 with the file).
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
  const sessions = new Map<string, { folder: string; name: string; contentType: string; parts: Buffer[]; size: number; chunks: number }>();
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
        if (req.method === "POST" && url.pathname === "/upload/drive/v3/files" && url.searchParams.get("uploadType") === "resumable") {
          const meta = JSON.parse(body.toString()) as { name: string; parents?: string[] };
          const folder = folders.get(meta.parents?.[0] ?? "");
          if (!folder) return (json(res, 404, { error: { code: 404, message: "File not found: parent." } }), true);
          const id = `upload${sessions.size + 1}`;
          sessions.set(id, {
            folder,
            name: meta.name,
            contentType: String(req.headers["x-upload-content-type"] ?? "application/octet-stream"),
            parts: [],
            size: 0,
            chunks: 0,
          });
          res.writeHead(200, { Location: `http://${req.headers.host}/upload/drive/v3/files?uploadType=resumable&upload_id=${id}` });
          res.end();
          return true;
        }
        if (req.method === "PUT" && url.pathname === "/upload/drive/v3/files" && url.searchParams.get("upload_id")) {
          const session = sessions.get(url.searchParams.get("upload_id")!);
          if (!session) return (json(res, 404, { error: { code: 404, message: "Upload session not found." } }), true);
          const range = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(String(req.headers["content-range"] ?? ""));
          if (!range || (range[1] !== undefined && (Number(range[1]) !== session.size || Number(range[2]) - Number(range[1]) + 1 !== body.length))) {
            return (json(res, 400, { error: { code: 400, message: "Invalid Content-Range." } }), true);
          }
          session.parts.push(body);
          session.size += body.length;
          session.chunks += 1;
          if (range[3] === "*" || Number(range[3]) > session.size) {
            res.writeHead(308, session.size > 0 ? { Range: `bytes=0-${session.size - 1}` } : {});
            res.end();
            return true;
          }
          sessions.delete(url.searchParams.get("upload_id")!);
          state.uploads.push({
            folder: session.folder,
            name: session.name,
            contentType: session.contentType,
            data: Buffer.concat(session.parts),
            chunks: session.chunks,
          });
          json(res, 200, { kind: "drive#file", id: `file${state.uploads.length}`, name: session.name, mimeType: session.contentType });
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
