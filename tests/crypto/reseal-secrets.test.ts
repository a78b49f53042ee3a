import { randomBytes, randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { openWithKey, sealWithKey } from "@/lib/crypto/seal.server";
import { resealStoredSecrets } from "@/lib/crypto/reseal-stored.server";
import { sealPurpose } from "@/lib/crypto/crypto.server";
import { revealSocialLinkPassword } from "@/lib/studio/social-links.server";
import { legacySeal } from "../helpers/legacy-seal";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";

// A rotation in progress: the new key is current, the old one is retired. The environment is
// read once, on first use, after these lines.
const oldKey = randomBytes(32);
const newKey = randomBytes(32);
process.env.ENCRYPTION_KEY = newKey.toString("base64");
process.env.ENCRYPTION_KEY_PREVIOUS = oldKey.toString("base64");

withTestDatabase();

async function storeSecrets() {
  const user = await createUser();
  const character = await prisma().character.create({ data: { userId: user.id, name: "Mia Lopez" } });
  const link = (password: string, key: Buffer, id = randomUUID()) => ({
    id,
    characterId: character.id,
    platform: "instagram",
    profileUrl: "https://instagram.com/mia",
    loginPasswordSealed: sealWithKey(password, key, sealPurpose.socialLinkPassword(id)),
  });
  const oldLink = await prisma().socialLink.create({ data: link("old-password", oldKey) });
  const newLink = await prisma().socialLink.create({ data: link("new-password", newKey) });
  await prisma().socialLink.create({ data: { characterId: character.id, platform: "tiktok", profileUrl: "https://tiktok.com/@mia" } });
  const connection = await prisma().cloudConnection.create({
    data: {
      userId: user.id,
      provider: "dropbox",
      tokensSealed: sealWithKey('{"accessToken":"at"}', oldKey, sealPurpose.cloudConnectionTokens(user.id, "dropbox")),
    },
  });
  const state = await prisma().oAuthState.create({
    data: {
      id: "state-1",
      userId: user.id,
      sessionId: "s",
      provider: "dropbox",
      codeVerifier: sealWithKey("verifier", oldKey, sealPurpose.oauthCodeVerifier("state-1")),
      expiresAt: new Date(Date.now() + 600_000),
    },
  });
  await prisma().dkimKey.create({
    data: {
      domain: "studio.example",
      selector: "ais202611",
      publicKey: "MII",
      privateKey: sealWithKey("pem", oldKey, sealPurpose.dkimPrivateKey("studio.example")),
    },
  });
  // A publishing channel's platform tokens (issue 47), and a demo channel with none.
  const channelId = randomUUID();
  await prisma().publishingChannel.create({
    data: {
      id: channelId,
      characterId: character.id,
      platform: "youtube",
      kind: "real",
      displayName: "Mia on YouTube",
      tokensSealed: sealWithKey('{"accessToken":"yt"}', oldKey, sealPurpose.publishingChannelTokens(channelId)),
    },
  });
  await prisma().publishingChannel.create({ data: { characterId: character.id, platform: "tiktok", kind: "demo", displayName: "Demo TikTok channel" } });
  return { user, character, oldLink, newLink, connection, state, link };
}

describe("key rotation", () => {
  it("opens values sealed with the retired key, re-seals them with the new one, and leaves what no key opens", async () => {
    const stored = await storeSecrets();
    // Before the re-seal the app reads both keys' values.
    const reveal = (linkId: string) => revealSocialLinkPassword(stored.user.id, stored.character.id, linkId);
    expect([await reveal(stored.oldLink.id), await reveal(stored.newLink.id)]).toEqual([{ loginPassword: "old-password" }, { loginPassword: "new-password" }]);
    // Sealed with a key nobody configured: no key opens it, so it is left alone and counted.
    const lost = await prisma().socialLink.create({ data: stored.link("lost-password", randomBytes(32)) });

    const report = await resealStoredSecrets(2);

    expect(report).toEqual({
      "SocialLink.loginPasswordSealed": { resealed: 1, alreadyCurrent: 1, unreadable: 1 },
      "CloudConnection.tokensSealed": { resealed: 1, alreadyCurrent: 0, unreadable: 0 },
      "PublishingChannel.tokensSealed": { resealed: 1, alreadyCurrent: 0, unreadable: 0 },
      "OAuthState.codeVerifier": { resealed: 1, alreadyCurrent: 0, unreadable: 0 },
      "DkimKey.privateKey": { resealed: 1, alreadyCurrent: 0, unreadable: 0 },
    });
    const row = (id: string) => prisma().socialLink.findUniqueOrThrow({ where: { id } });
    expect(openWithKey((await row(stored.oldLink.id)).loginPasswordSealed!, newKey, sealPurpose.socialLinkPassword(stored.oldLink.id))).toBe("old-password");
    expect((await row(stored.newLink.id)).loginPasswordSealed).toBe(stored.newLink.loginPasswordSealed);
    expect((await row(lost.id)).loginPasswordSealed).toBe(lost.loginPasswordSealed);
    const connection = await prisma().cloudConnection.findUniqueOrThrow({ where: { id: stored.connection.id } });
    expect(openWithKey(connection.tokensSealed, newKey, sealPurpose.cloudConnectionTokens(stored.user.id, "dropbox"))).toBe('{"accessToken":"at"}');
    const state = await prisma().oAuthState.findUniqueOrThrow({ where: { id: "state-1" } });
    expect(openWithKey(state.codeVerifier, newKey, sealPurpose.oauthCodeVerifier("state-1"))).toBe("verifier");
    const dkim = await prisma().dkimKey.findUniqueOrThrow({ where: { domain: "studio.example" } });
    expect(openWithKey(dkim.privateKey, newKey, sealPurpose.dkimPrivateKey("studio.example"))).toBe("pem");
  });

  it("changes nothing when run again", async () => {
    const report = await resealStoredSecrets();
    expect(Object.values(report).map((counts) => counts.resealed)).toEqual([0, 0, 0, 0, 0]);
  });

  it("keeps a value written meanwhile instead of overwriting it with the re-sealed old one", async () => {
    const user = await createUser();
    const connection = await prisma().cloudConnection.create({
      data: {
        userId: user.id,
        provider: "onedrive",
        tokensSealed: sealWithKey('{"accessToken":"old"}', oldKey, sealPurpose.cloudConnectionTokens(user.id, "onedrive")),
      },
    });
    // A token refresh lands between the read and the write: the refresh wins.
    const refreshed = sealWithKey('{"accessToken":"refreshed"}', newKey, sealPurpose.cloudConnectionTokens(user.id, "onedrive"));
    const original = prisma().cloudConnection.findMany.bind(prisma().cloudConnection);
    const readThenRefresh = async (args: unknown) => {
      const rows = await original(args as never);
      await prisma().cloudConnection.update({ where: { id: connection.id }, data: { tokensSealed: refreshed } });
      return rows;
    };
    const spy = jest.spyOn(prisma().cloudConnection, "findMany").mockImplementationOnce(readThenRefresh as never);
    const report = await resealStoredSecrets();
    spy.mockRestore();
    expect(report["CloudConnection.tokensSealed"]).toMatchObject({ resealed: 0, unreadable: 0 });
    expect((await prisma().cloudConnection.findUniqueOrThrow({ where: { id: connection.id } })).tokensSealed).toBe(refreshed);
  });

  it("binds values sealed before purposes existed to their row, after which a moved copy no longer opens", async () => {
    // Values left unreadable by the tests above, so this one can tell its own apart.
    const lostBefore = (await resealStoredSecrets())["SocialLink.loginPasswordSealed"]!.unreadable;
    const user = await createUser();
    const character = await prisma().character.create({ data: { userId: user.id, name: "Noa" } });
    // Both sealed the old way, one even with the retired key: no purpose, so either would open anywhere.
    const [a, b] = [randomUUID(), randomUUID()];
    await prisma().socialLink.createMany({
      data: [
        {
          id: a,
          characterId: character.id,
          platform: "instagram",
          profileUrl: "https://instagram.com/noa",
          loginPasswordSealed: legacySeal("noa-pass", newKey),
        },
        { id: b, characterId: character.id, platform: "tiktok", profileUrl: "https://tiktok.com/@noa", loginPasswordSealed: legacySeal("noa-tiktok", oldKey) },
      ],
    });
    const connection = await prisma().cloudConnection.create({
      data: { userId: user.id, provider: "google_drive", tokensSealed: legacySeal('{"accessToken":"g"}', newKey) },
    });

    const report = await resealStoredSecrets();

    expect(report["SocialLink.loginPasswordSealed"]).toMatchObject({ resealed: 2, unreadable: lostBefore });
    expect(report["CloudConnection.tokensSealed"]).toMatchObject({ resealed: 1, unreadable: 0 });
    const sealedOf = async (id: string) => (await prisma().socialLink.findUniqueOrThrow({ where: { id } })).loginPasswordSealed!;
    expect(await sealedOf(a)).toMatch(/^v2\./);
    expect(openWithKey(await sealedOf(b), newKey, sealPurpose.socialLinkPassword(b))).toBe("noa-tiktok");
    const tokens = (await prisma().cloudConnection.findUniqueOrThrow({ where: { id: connection.id } })).tokensSealed;
    expect(openWithKey(tokens, newKey, sealPurpose.cloudConnectionTokens(user.id, "google_drive"))).toBe('{"accessToken":"g"}');
    // Copying a's re-sealed password into b's row no longer gives a's password as b's.
    await prisma().socialLink.update({ where: { id: b }, data: { loginPasswordSealed: await sealedOf(a) } });
    await expect(revealSocialLinkPassword(user.id, character.id, b)).rejects.toMatchObject({ status: 409 });
    expect(await revealSocialLinkPassword(user.id, character.id, a)).toEqual({ loginPassword: "noa-pass" });
    expect(Object.values(await resealStoredSecrets()).map((counts) => counts.resealed)).toEqual([0, 0, 0, 0, 0]);
  });
});
