// The Dropbox stand-in for `npm run bench:drive`, in its own process so that the bytes it keeps do
// not count in the sending process's RSS. It signs in through its own OAuth flow (PKCE, as the app
// does), hands the parent its env and an access token, and answers "tally" with the last upload.
import { createHash, randomBytes } from "node:crypto";
import { dropboxCredentials, startDropbox } from "../../tests/stand-ins/dropbox";

async function main() {
  const dropbox = await startDropbox(0);
  const verifier = randomBytes(32).toString("base64url");
  const redirectUri = "http://127.0.0.1/bench-callback";
  const authorize = new URL(dropbox.env.DROPBOX_AUTH_URL);
  authorize.search = new URLSearchParams({
    client_id: dropboxCredentials.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    state: "bench",
  }).toString();
  const code = new URL((await fetch(authorize, { redirect: "manual" })).headers.get("location")!).searchParams.get("code")!;
  const token = (await (
    await fetch(`${dropbox.url}/oauth2/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        code_verifier: verifier,
        redirect_uri: redirectUri,
        ...{ client_id: dropboxCredentials.clientId, client_secret: dropboxCredentials.clientSecret },
      }),
    })
  ).json()) as { access_token: string };
  process.send!({ env: dropbox.env, accessToken: token.access_token });
  process.on("message", async (message) => {
    if (message === "tally") {
      const upload = dropbox.state.uploads.at(-1);
      process.send!({ receivedBytes: upload?.data.length ?? 0, chunks: upload?.chunks ?? 0 });
    } else if (message === "stop") {
      await dropbox.close();
      process.exit(0);
    }
  });
}

void main();
