// Local stand-in of Microsoft: identity platform v2 (login.microsoftonline.com/common/oauth2/
// v2.0/{authorize,token}) and Graph v1.0 (/me, the app folder /me/drive/special/approot, folder
// create in it, simple upload, and the upload session: createUploadSession answers an uploadUrl
// that takes PUTs with Content-Range against the total, 202 with nextExpectedRanges until the last
// byte, then 201 with the item; the uploadUrl refuses a bearer token, as Graph documents). The app is granted Files.ReadWrite.AppFolder, so, as Graph does
// for that scope, the rest of the drive (/me/drive, /me/drive/root/...) answers 403.
import { json, startOAuthStandIn } from "./oauth-provider";

export const MICROSOFT_ACCOUNT = { displayName: "Mateo Silva", email: "mateo.silva@outlook.example" };
export const microsoftCredentials = { clientId: "0b7c1b7e-3a4f-4f55-9c1d-microsoft-stand-in", clientSecret: "microsoft-stand-in-secret" };

export async function startMicrosoft(port = 0) {
  const folders = new Map<string, string>();
  const sessions = new Map<string, { folder: string; name: string; parts: Buffer[]; size: number; chunks: number }>();
  const standIn = await startOAuthStandIn(
    {
      ...microsoftCredentials,
      authorizePath: "/common/oauth2/v2.0/authorize",
      tokenPath: "/common/oauth2/v2.0/token",
      rotateRefresh: true,
      unauthorized: (res) => json(res, 401, { error: { code: "InvalidAuthenticationToken", message: "Access token has expired or is not yet valid." } }),
      open: ({ req, res, url, body, state }) => {
        const id = /^\/upload-session\/([^/]+)$/.exec(url.pathname)?.[1];
        if (!id) return false;
        const session = sessions.get(id);
        if (req.method !== "PUT" || !session) return (json(res, 404, { error: { code: "itemNotFound", message: "The upload session was not found." } }), true);
        if (req.headers.authorization)
          return (json(res, 401, { error: { code: "unauthenticated", message: "Do not send Authorization to an upload URL." } }), true);
        const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers["content-range"] ?? ""));
        if (!range || Number(range[1]) !== session.size || Number(range[2]) - Number(range[1]) + 1 !== body.length) {
          return (json(res, 416, { error: { code: "invalidRange", message: "The uploaded fragment overlaps or misses expected ranges." } }), true);
        }
        session.parts.push(body);
        session.size += body.length;
        session.chunks += 1;
        if (session.size < Number(range[3]))
          return (json(res, 202, { expirationDateTime: new Date(Date.now() + 3600_000).toISOString(), nextExpectedRanges: [`${session.size}-`] }), true);
        sessions.delete(id);
        const data = Buffer.concat(session.parts);
        state.uploads.push({ folder: session.folder, name: session.name, contentType: "application/octet-stream", data, chunks: session.chunks });
        json(res, 201, { id: `01FILE${state.uploads.length}`, name: session.name, size: data.length, file: { mimeType: "application/octet-stream" } });
        return true;
      },
      api: ({ req, res, url, body, state }) => {
        const path = decodeURIComponent(url.pathname);
        const create = /^\/v1\.0\/me\/drive\/items\/([^/:]+):\/(.+):\/createUploadSession$/.exec(path);
        if (req.method === "POST" && create) {
          const folder = folders.get(create[1]);
          if (!folder) return (json(res, 404, { error: { code: "itemNotFound", message: "The resource could not be found." } }), true);
          const id = `s${sessions.size + 1}x${Date.now()}`;
          sessions.set(id, { folder, name: create[2], parts: [], size: 0, chunks: 0 });
          json(res, 200, {
            uploadUrl: `http://${req.headers.host}/upload-session/${id}`,
            expirationDateTime: new Date(Date.now() + 3600_000).toISOString(),
            nextExpectedRanges: ["0-"],
          });
          return true;
        }
        if (req.method === "GET" && path === "/v1.0/me") {
          // Personal accounts have no `mail`; the sign-in name carries the address.
          json(res, 200, {
            id: "48d31887-5fad-4d73-a9f5-3c356e68a038",
            displayName: MICROSOFT_ACCOUNT.displayName,
            mail: null,
            userPrincipalName: MICROSOFT_ACCOUNT.email,
          });
          return true;
        }
        if (path === "/v1.0/me/drive" || path.startsWith("/v1.0/me/drive/root")) {
          json(res, 403, { error: { code: "accessDenied", message: "Access denied. Files.ReadWrite.AppFolder grants the app folder only." } });
          return true;
        }
        if (req.method === "GET" && path === "/v1.0/me/drive/special/approot") {
          json(res, 200, { id: "01APPROOT", name: "AI Influencer Studio", folder: { childCount: folders.size }, specialFolder: { name: "approot" } });
          return true;
        }
        if (req.method === "POST" && path === "/v1.0/me/drive/special/approot/children") {
          const item = JSON.parse(body.toString()) as { name: string; folder?: object };
          if (!item.folder) return (json(res, 400, { error: { code: "invalidRequest", message: "folder facet required" } }), true);
          const id = `01FOLDER${folders.size + 1}`;
          folders.set(id, item.name);
          state.folders.push(item.name);
          json(res, 201, { id, name: item.name, folder: { childCount: 0 } });
          return true;
        }
        const upload = /^\/v1\.0\/me\/drive\/items\/([^/:]+):\/(.+):\/content$/.exec(path);
        if (req.method === "PUT" && upload) {
          const folder = folders.get(upload[1]);
          if (!folder) return (json(res, 404, { error: { code: "itemNotFound", message: "The resource could not be found." } }), true);
          state.uploads.push({ folder, name: upload[2], contentType: req.headers["content-type"] ?? "", data: body });
          json(res, 201, { id: `01FILE${state.uploads.length}`, name: upload[2], size: body.length, file: { mimeType: req.headers["content-type"] } });
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
      MICROSOFT_CLIENT_ID: microsoftCredentials.clientId,
      MICROSOFT_CLIENT_SECRET: microsoftCredentials.clientSecret,
      MICROSOFT_AUTH_URL: `${standIn.url}/common/oauth2/v2.0`,
      MICROSOFT_GRAPH_URL: `${standIn.url}/v1.0`,
    },
  };
}
