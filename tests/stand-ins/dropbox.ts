// Local stand-in of Dropbox: OAuth (www.dropbox.com/oauth2/authorize, api.dropboxapi.com/
// oauth2/token), /2/users/get_current_account, /2/files/create_folder_v2, content /2/files/upload
// and the upload session (content /2/files/upload_session/start, append_v2, finish), which checks
// each chunk's cursor offset as Dropbox does (incorrect_offset).
import { json, startOAuthStandIn } from "./oauth-provider";

export const DROPBOX_ACCOUNT = { displayName: "Dana Rivers", email: "dana.rivers@dropbox.example" };
export const dropboxCredentials = { clientId: "dropbox-stand-in-app", clientSecret: "dropbox-stand-in-secret" };

export async function startDropbox(port = 0) {
  const sessions = new Map<string, { parts: Buffer[]; size: number; chunks: number }>();
  const standIn = await startOAuthStandIn(
    {
      ...dropboxCredentials,
      authorizePath: "/oauth2/authorize",
      tokenPath: "/oauth2/token",
      unauthorized: (res) => json(res, 401, { error_summary: "expired_access_token/", error: { ".tag": "expired_access_token" } }),
      api: async ({ req, res, url, body, state, revoke }) => {
        if (req.method !== "POST") return false;
        if (url.pathname === "/2/auth/token/revoke") {
          revoke(req.headers.authorization!.replace(/^Bearer /, ""));
          json(res, 200, null);
          return true;
        }
        if (url.pathname === "/2/users/get_current_account") {
          if (body.length > 0) return (json(res, 400, { error: "this endpoint takes no arguments" }), true);
          const [given, surname] = DROPBOX_ACCOUNT.displayName.split(" ");
          json(res, 200, {
            account_id: "dbid:AAH4f99T0taONIb-OurWxbNQ6ywGRopQngc",
            name: { given_name: given, surname, familiar_name: given, display_name: DROPBOX_ACCOUNT.displayName, abbreviated_name: "DR" },
            email: DROPBOX_ACCOUNT.email,
            email_verified: true,
            disabled: false,
            country: "US",
            locale: "en",
            account_type: { ".tag": "basic" },
          });
          return true;
        }
        if (url.pathname === "/2/files/create_folder_v2") {
          if (state.holdFolders) {
            state.heldFolders += 1;
            await state.holdFolders;
            state.heldFolders -= 1;
          }
          const { path } = JSON.parse(body.toString()) as { path: string };
          let name = path.replace(/^\//, "");
          while (state.folders.includes(name)) name = `${name} (1)`;
          state.folders.push(name);
          json(res, 200, { metadata: { name, path_lower: `/${name.toLowerCase()}`, path_display: `/${name}`, id: `id:${state.folders.length}` } });
          return true;
        }
        if (url.pathname.startsWith("/2/files/upload_session/")) {
          const arg = req.headers["dropbox-api-arg"];
          if (req.headers["content-type"] !== "application/octet-stream" || typeof arg !== "string") return (json(res, 400, { error: "bad upload" }), true);
          const parsed = JSON.parse(arg) as { cursor?: { session_id: string; offset: number }; commit?: { path: string } };
          const step = url.pathname.slice("/2/files/upload_session/".length);
          if (step === "start") {
            const id = `pid_upload_session:${sessions.size + 1}`;
            sessions.set(id, { parts: [body], size: body.length, chunks: 1 });
            json(res, 200, { session_id: id });
            return true;
          }
          const session = sessions.get(parsed.cursor?.session_id ?? "");
          if (!session) return (json(res, 409, { error_summary: "lookup_failed/not_found/", error: { ".tag": "lookup_failed" } }), true);
          if (parsed.cursor!.offset !== session.size) {
            json(res, 409, {
              error_summary: "lookup_failed/incorrect_offset/",
              error: { ".tag": "lookup_failed", lookup_failed: { ".tag": "incorrect_offset", correct_offset: session.size } },
            });
            return true;
          }
          session.parts.push(body);
          session.size += body.length;
          session.chunks += 1;
          if (step === "append_v2") return (json(res, 200, null), true);
          if (step !== "finish" || !parsed.commit) return false;
          sessions.delete(parsed.cursor!.session_id);
          const path = parsed.commit.path;
          const parts = path.split("/");
          const name = parts.pop()!;
          const data = Buffer.concat(session.parts);
          state.uploads.push({ folder: parts.slice(1).join("/"), name, contentType: "application/octet-stream", data, chunks: session.chunks });
          json(res, 200, { name, id: `id:f${state.uploads.length}`, path_display: path, path_lower: path.toLowerCase(), size: data.length, ".tag": "file" });
          return true;
        }
        if (url.pathname === "/2/files/upload") {
          const arg = req.headers["dropbox-api-arg"];
          if (req.headers["content-type"] !== "application/octet-stream" || typeof arg !== "string") return (json(res, 400, { error: "bad upload" }), true);
          const { path } = JSON.parse(arg) as { path: string };
          const parts = path.split("/");
          const name = parts.pop()!;
          state.uploads.push({ folder: parts.slice(1).join("/"), name, contentType: "application/octet-stream", data: body });
          json(res, 200, { name, id: `id:f${state.uploads.length}`, path_display: path, path_lower: path.toLowerCase(), size: body.length, ".tag": "file" });
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
      DROPBOX_CLIENT_ID: dropboxCredentials.clientId,
      DROPBOX_CLIENT_SECRET: dropboxCredentials.clientSecret,
      DROPBOX_AUTH_URL: `${standIn.url}/oauth2/authorize`,
      DROPBOX_API_URL: standIn.url,
      DROPBOX_CONTENT_URL: standIn.url,
    },
  };
}
