// Local stand-in of Dropbox: OAuth (www.dropbox.com/oauth2/authorize, api.dropboxapi.com/
// oauth2/token), /2/users/get_current_account, /2/files/create_folder_v2 and content /2/files/upload.
import { json, startOAuthStandIn } from "./oauth-provider";

export const DROPBOX_ACCOUNT = { displayName: "Dana Rivers", email: "dana.rivers@dropbox.example" };
export const dropboxCredentials = { clientId: "dropbox-stand-in-app", clientSecret: "dropbox-stand-in-secret" };

export async function startDropbox(port = 0) {
  const standIn = await startOAuthStandIn(
    {
      ...dropboxCredentials,
      authorizePath: "/oauth2/authorize",
      tokenPath: "/oauth2/token",
      unauthorized: (res) => json(res, 401, { error_summary: "expired_access_token/", error: { ".tag": "expired_access_token" } }),
      api: ({ req, res, url, body, state, revoke }) => {
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
          const { path } = JSON.parse(body.toString()) as { path: string };
          let name = path.replace(/^\//, "");
          while (state.folders.includes(name)) name = `${name} (1)`;
          state.folders.push(name);
          json(res, 200, { metadata: { name, path_lower: `/${name.toLowerCase()}`, path_display: `/${name}`, id: `id:${state.folders.length}` } });
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
