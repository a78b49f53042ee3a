import { GET as connectionsRoute } from "@/app/api/cloud-storage/connections/route";
import { GET as authRoute } from "@/app/api/cloud-storage/[provider]/auth/route";
import { prisma } from "@/lib/db/client.server";
import { open, sealPurpose } from "@/lib/crypto/crypto.server";
import { cloudProviders } from "@/lib/validation/cloud-connection";
import { DROPBOX_ACCOUNT } from "../stand-ins/dropbox";
import { GOOGLE_ACCOUNT } from "../stand-ins/google";
import { MICROSOFT_ACCOUNT } from "../stand-ins/microsoft";
import { authorise, callback, connect, withStorageStandIns } from "../helpers/cloud-storage";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { RATE_LIMITS } from "@/lib/policy/limits";
import { startOfRoomyWindow } from "../helpers/wait";

const standIns = withStorageStandIns();
withTestDatabase();

const accounts = { dropbox: DROPBOX_ACCOUNT, google_drive: GOOGLE_ACCOUNT, onedrive: MICROSOFT_ACCOUNT };

describe.each(cloudProviders)("connecting %s", (provider) => {
  it("runs the authorisation-code flow with PKCE and stores the account, tokens sealed", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const { authUrl, back } = await authorise(provider, session);
    expect(authUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authUrl.searchParams.get("redirect_uri")).toBe(`http://localhost:3000/api/cloud-storage/${provider}/callback`);
    expect(back.searchParams.get("state")).toBe(authUrl.searchParams.get("state"));

    const res = await callback(provider, session, back);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.body).toContain("window.close()");

    const list = await call(connectionsRoute, { session });
    expect(list.body.connections).toEqual([
      { provider, displayName: accounts[provider].displayName, email: accounts[provider].email, status: "active", connectedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/at_|rt_/);

    const row = await prisma().cloudConnection.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokensSealed).not.toMatch(/at_|rt_/);
    const tokens = JSON.parse(open(row.tokensSealed, sealPurpose.cloudConnectionTokens(row.userId, row.provider)));
    expect(tokens.accessToken).toMatch(/^at_/);
    expect(tokens.refreshToken).toMatch(/^rt_/);
    // The stand-in checked the verifier against the challenge; the verifier is sealed at rest too.
    const state = await prisma().oAuthState.findFirstOrThrow({ where: { userId: user.id } });
    expect(state.usedAt).not.toBeNull();
    expect(standIns()[provider].state.tokenRequests.at(-1)?.get("code_verifier")).toBe(open(state.codeVerifier, sealPurpose.oauthCodeVerifier(state.id)));
  });
});

describe("provider-specific authorise parameters", () => {
  it("asks each provider only for the app's own files: Dropbox app folder scopes, Google drive.file, Microsoft Files.ReadWrite.AppFolder", async () => {
    const session = await signIn((await createUser()).id);
    const dropbox = (await authorise("dropbox", session)).authUrl.searchParams;
    expect(dropbox.get("token_access_type")).toBe("offline");
    expect(dropbox.get("scope")?.split(" ").sort()).toEqual(["account_info.read", "files.content.write"]);
    const google = (await authorise("google_drive", session)).authUrl.searchParams;
    expect(google.get("access_type")).toBe("offline");
    expect(google.get("prompt")).toBe("consent");
    expect(google.get("scope")).toBe("https://www.googleapis.com/auth/drive.file");
    const microsoft = (await authorise("onedrive", session)).authUrl.searchParams;
    expect(microsoft.get("scope")?.split(" ").sort()).toEqual(["Files.ReadWrite.AppFolder", "User.Read", "offline_access"]);
  });
});

describe("state checks", () => {
  it("refuses a state used twice", async () => {
    const session = await signIn((await createUser()).id);
    const { back } = await authorise("dropbox", session);
    expect((await callback("dropbox", session, back)).status).toBe(200);
    const again = await callback("dropbox", session, back);
    expect(again.status).toBe(400);
    expect(again.body).toContain("invalid or has expired");
  });

  it("refuses a forged state and one whose signature was changed", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const { back } = await authorise("google_drive", session);
    const forged = new URL(back);
    forged.searchParams.set("state", "made-up.signature");
    expect((await callback("google_drive", session, forged)).status).toBe(400);
    const [id] = back.searchParams.get("state")!.split(".");
    forged.searchParams.set("state", `${id}.AAAA${"A".repeat(39)}`);
    expect((await callback("google_drive", session, forged)).status).toBe(400);
    expect(await prisma().cloudConnection.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses an expired state", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const { back } = await authorise("onedrive", session);
    await prisma().oAuthState.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await callback("onedrive", session, back)).status).toBe(400);
    expect(await prisma().cloudConnection.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a state started by another session or user, and a callback with no session", async () => {
    const a = await createUser();
    const sessionA = await signIn(a.id);
    const { back } = await authorise("dropbox", sessionA);
    const b = await createUser();
    expect((await callback("dropbox", await signIn(b.id), back)).status).toBe(400);
    expect((await callback("dropbox", await signIn(a.id), back)).status).toBe(400);
    expect((await callback("dropbox", undefined, back)).status).toBe(400);
    expect(await prisma().cloudConnection.count({ where: { userId: { in: [a.id, b.id] } } })).toBe(0);
    // None of those attempts used up the state: the rightful session can still finish.
    expect((await callback("dropbox", sessionA, back)).status).toBe(200);
  });

  it("shows the provider's refusal when the user denies access", async () => {
    const session = await signIn((await createUser()).id);
    const res = await callback("dropbox", session, new URL("http://localhost:3000/cb?error=access_denied&state=x"));
    expect(res.status).toBe(400);
    expect(res.body).toContain("Access was not granted.");
  });
});

describe("GET /api/cloud-storage/{provider}/auth", () => {
  it("is 404 for an unknown provider and 401 signed out", async () => {
    const session = await signIn((await createUser()).id);
    expect((await call(authRoute, { session, params: { provider: "box" } })).status).toBe(404);
    expect((await call(authRoute, { params: { provider: "dropbox" } })).status).toBe(401);
  });

  it("limits how many connect attempts one user can start (429 with Retry-After)", async () => {
    await startOfRoomyWindow(RATE_LIMITS.storageConnectPerUser.windowSeconds);
    const session = await signIn((await createUser()).id);
    for (let i = 0; i < 30; i++) expect((await call(authRoute, { session, params: { provider: "dropbox" } })).status).toBe(200);
    const refused = await call(authRoute, { session, params: { provider: "dropbox" } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("reports every provider as configured and lists connections in order", async () => {
    const session = await signIn((await createUser()).id);
    await connect("onedrive", session);
    const res = await call(connectionsRoute, { session });
    expect(res.body.providers).toEqual(cloudProviders.map((provider) => expect.objectContaining({ provider, configured: true, missing: [] })));
    expect(res.body.connections.map((c: { provider: string }) => c.provider)).toEqual(["onedrive"]);
  });
});
