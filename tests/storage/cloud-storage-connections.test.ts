import { GET as connectionsRoute } from "@/app/api/cloud-storage/connections/route";
import { DELETE as disconnectRoute } from "@/app/api/cloud-storage/[provider]/route";
import { POST as testRoute } from "@/app/api/cloud-storage/[provider]/test/route";
import { POST as exportRoute } from "@/app/api/cloud-storage/[provider]/export/route";
import { POST as connectDemoRoute } from "@/app/api/cloud-storage/[provider]/connect/route";
import { POST as packageRoute } from "@/app/api/cloud-storage/[provider]/package/route";
import { prisma } from "@/lib/db/client.server";
import { open, seal, sealPurpose } from "@/lib/crypto/crypto.server";
import { cloudProviders, type CloudProviderId } from "@/lib/validation/cloud-connection";
import { connect, withStorageStandIns } from "../helpers/cloud-storage";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";

const standIns = withStorageStandIns();
withTestDatabase();

afterEach(() => {
  for (const s of Object.values(standIns())) Object.assign(s.state, { expiresIn: 3600, revoked: false });
});

async function connectedUser(provider: CloudProviderId) {
  const user = await createUser();
  const session = await signIn(user.id);
  await connect(provider, session);
  return { user, session };
}

/** Makes the stored access token look expired, as it will be an hour after connecting. */
async function expireStoredToken(userId: string) {
  const row = await prisma().cloudConnection.findFirstOrThrow({ where: { userId } });
  const tokens = JSON.parse(open(row.tokensSealed, sealPurpose.cloudConnectionTokens(row.userId, row.provider)));
  await prisma().cloudConnection.update({
    where: { id: row.id },
    data: { tokensSealed: seal(JSON.stringify({ ...tokens, expiresAt: Date.now() - 1000 }), sealPurpose.cloudConnectionTokens(row.userId, row.provider)) },
  });
  return tokens.accessToken as string;
}

describe.each(cloudProviders)("POST /api/cloud-storage/%s/test", (provider) => {
  it("answers success without a refresh while the access token is valid", async () => {
    const { session } = await connectedUser(provider);
    const res = await call(testRoute, { method: "POST", session, params: { provider } });
    expect(res.body).toEqual({ success: true, tokenRefreshed: false });
  });

  it("refreshes an expired access token and stores the new one", async () => {
    const { user, session } = await connectedUser(provider);
    const old = await expireStoredToken(user.id);
    const res = await call(testRoute, { method: "POST", session, params: { provider } });
    expect(res.body).toEqual({ success: true, tokenRefreshed: true });
    const row = await prisma().cloudConnection.findFirstOrThrow({ where: { userId: user.id } });
    const tokens = JSON.parse(open(row.tokensSealed, sealPurpose.cloudConnectionTokens(row.userId, row.provider)));
    expect(tokens.accessToken).not.toBe(old);
    expect(tokens.expiresAt).toBeGreaterThan(Date.now());
    expect(standIns()[provider].state.tokenRequests.at(-1)?.get("grant_type")).toBe("refresh_token");
  });

  it("refreshes when the provider rejects a token we thought valid", async () => {
    const { session } = await connectedUser(provider);
    standIns()[provider].revokeAccessTokens();
    const res = await call(testRoute, { method: "POST", session, params: { provider } });
    expect(res.body).toEqual({ success: true, tokenRefreshed: true });
  });

  it("marks the connection broken, not deleted, when the refresh token was revoked", async () => {
    const { user, session } = await connectedUser(provider);
    await expireStoredToken(user.id);
    standIns()[provider].state.revoked = true;
    const res = await call(testRoute, { method: "POST", session, params: { provider } });
    expect(res.body).toMatchObject({ success: false, tokenRefreshed: false, message: expect.stringContaining("Reconnect") });
    const list = await call(connectionsRoute, { session });
    expect(list.body.connections).toEqual([expect.objectContaining({ provider, status: "broken" })]);
  });
});

describe("tokens bound to their connection", () => {
  it("does not use another user's tokens copied into a row: the owner is asked to reconnect (409), not served a 500", async () => {
    const victim = await connectedUser("dropbox");
    const attacker = await connectedUser("dropbox");
    // Someone with write access to the table copies the victim's sealed tokens into their own row.
    const { tokensSealed } = await prisma().cloudConnection.findFirstOrThrow({ where: { userId: victim.user.id } });
    await prisma().cloudConnection.updateMany({ where: { userId: attacker.user.id }, data: { tokensSealed } });

    const test = await call(testRoute, { method: "POST", session: attacker.session, params: { provider: "dropbox" } });
    expect(test).toMatchObject({ status: 200, body: { success: false, message: expect.stringContaining("Reconnect Dropbox") } });
    expect((await call(connectionsRoute, { session: attacker.session })).body.connections).toEqual([expect.objectContaining({ status: "broken" })]);
    // The victim's own connection still works.
    expect((await call(testRoute, { method: "POST", session: victim.session, params: { provider: "dropbox" } })).body).toEqual({
      success: true,
      tokenRefreshed: false,
    });
  });
});

describe("disconnect and ownership", () => {
  it("disconnects, after which the connection is gone and a second disconnect is 404", async () => {
    const { user, session } = await connectedUser("dropbox");
    const res = await call(disconnectRoute, { method: "DELETE", session, params: { provider: "dropbox" } });
    expect(res.status).toBe(200);
    expect(await prisma().cloudConnection.count({ where: { userId: user.id } })).toBe(0);
    expect((await call(disconnectRoute, { method: "DELETE", session, params: { provider: "dropbox" } })).status).toBe(404);
  });

  it("withdraws the grant at Dropbox and Google on disconnect", async () => {
    for (const provider of ["dropbox", "google_drive"] as const) {
      const { user, session } = await connectedUser(provider);
      const tokens = JSON.parse(
        open(
          (await prisma().cloudConnection.findFirstOrThrow({ where: { userId: user.id } })).tokensSealed,
          sealPurpose.cloudConnectionTokens(user.id, provider),
        ),
      );
      expect((await call(disconnectRoute, { method: "DELETE", session, params: { provider } })).status).toBe(200);
      expect(standIns()[provider].state.revocations).toContain(provider === "dropbox" ? tokens.accessToken : tokens.refreshToken);
    }
  });

  it("still disconnects when the provider cannot revoke (unreadable tokens, provider error)", async () => {
    const { user, session } = await connectedUser("dropbox");
    await prisma().cloudConnection.updateMany({ where: { userId: user.id }, data: { tokensSealed: "v1.garbage" } });
    expect((await call(disconnectRoute, { method: "DELETE", session, params: { provider: "dropbox" } })).status).toBe(200);
    expect(await prisma().cloudConnection.count({ where: { userId: user.id } })).toBe(0);
  });

  it("user B cannot see, test, use or delete user A's connection", async () => {
    const a = await connectedUser("google_drive");
    const character = await prisma().character.create({ data: { userId: a.user.id, name: "Ava" } });
    await prisma().asset.create({ data: { characterId: character.id, kind: "script", meta: { text: "Hi" } } });
    const b = await signIn((await createUser()).id);
    const params = { provider: "google_drive" };
    expect((await call(connectionsRoute, { session: b })).body.connections).toEqual([]);
    const test = await call(testRoute, { method: "POST", session: b, params });
    const missing = await call(testRoute, { method: "POST", session: b, params: { provider: "onedrive" } });
    expect(test.status).toBe(404);
    expect(test.body).toEqual(missing.body);
    expect((await call(exportRoute, { session: b, params, body: { characterId: character.id } })).status).toBe(404);
    expect((await call(disconnectRoute, { method: "DELETE", session: b, params })).status).toBe(404);
    expect(await prisma().cloudConnection.count({ where: { userId: a.user.id } })).toBe(1);
  });

  it("is 404 for an unknown provider on every route", async () => {
    const { session } = await connectedUser("onedrive");
    const params = { provider: "icloud" };
    expect((await call(testRoute, { method: "POST", session, params })).status).toBe(404);
    expect((await call(disconnectRoute, { method: "DELETE", session, params })).status).toBe(404);
    expect((await call(exportRoute, { session, params, body: { characterId: crypto.randomUUID() } })).status).toBe(404);
  });
});

// With the OAuth app keys set (the stand-ins' env) and no DEMO_MODE, the real drives are offered
// as before and the demo drive is not (decision 340); without keys: cloud-storage-unconfigured.
describe("a server with real drives set up", () => {
  it("lists the real drives as configured and no demo drive; connecting the demo drive is a 404 that stores nothing", async () => {
    delete process.env.DEMO_MODE;
    const user = await createUser();
    const session = await signIn(user.id);
    const list = await call(connectionsRoute, { session });
    expect(list.body.providers.map((p: { provider: string; configured: boolean }) => [p.provider, p.configured])).toEqual([
      ["dropbox", true],
      ["google_drive", true],
      ["onedrive", true],
    ]);
    const res = await call(connectDemoRoute, { session, params: { provider: "demo" }, method: "POST" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "The demo drive is only offered while this site has no real drive set up, or runs as a demo." });
    expect(await prisma().cloudConnection.count({ where: { userId: user.id } })).toBe(0);
    // Nor can a package be sent to it, even with a demo connection left from before the keys.
    await prisma().cloudConnection.create({ data: { userId: user.id, provider: "demo", tokensSealed: "x" } });
    const sent = await call(packageRoute, { session, params: { provider: "demo" }, body: { characterId: "00000000-0000-4000-8000-000000000000" } });
    expect(sent.status).toBe(404);
    expect((await call(connectionsRoute, { session })).body.connections).toEqual([]);
  });
});
