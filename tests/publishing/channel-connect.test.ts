import { randomBytes } from "node:crypto";
import { GET as channelsRoute } from "@/app/api/user/characters/[id]/channels/route";
import { GET as connectRoute } from "@/app/api/user/characters/[id]/channels/[platform]/connect/route";
import { DELETE as disconnectRoute } from "@/app/api/user/characters/[id]/channels/[platform]/route";
import { POST as connectDemoRoute } from "@/app/api/user/characters/[id]/channels/[platform]/demo/route";
import { GET as callbackRoute } from "@/app/api/publishing/[platform]/callback/route";
import { DELETE as deleteCharacterRoute } from "@/app/api/user/characters/[id]/route";
import { closeAccount } from "@/lib/server/account/account-deletion.server";
import { prisma } from "@/lib/db/client.server";
import { open, sealPurpose } from "@/lib/crypto/crypto.server";
import { saveAsset } from "@/lib/media/assets.server";
import { reconnectNeededChannels } from "@/lib/publishing/channels.server";
import type { PublishPlatform } from "@/lib/validation/publishing";
import { startYouTube, youtubeCredentials } from "../stand-ins/youtube";
import { startTikTok, TIKTOK_DISPLAY_NAME, tiktokCredentials } from "../stand-ins/tiktok";
import { facebookCredentials, INSTAGRAM_ACCOUNT_ID, INSTAGRAM_USERNAME, startInstagram } from "../stand-ins/instagram";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createBuyer } from "../helpers/factories";
import { drain } from "./helpers";

// Connecting a character's real YouTube, Instagram and TikTok accounts (issue 47, decision 438)
// against the platforms' stand-ins: the consent with PKCE, the state checks, the platform's own
// refusal, the tokens sealed, refreshed before they expire and revoked at the platform on
// Disconnect, a refused refresh marking the channel "Reconnect needed", and another buyer's 404.
type StandIns = {
  youtube: Awaited<ReturnType<typeof startYouTube>>;
  tiktok: Awaited<ReturnType<typeof startTikTok>>;
  instagram: Awaited<ReturnType<typeof startInstagram>>;
};
let s: StandIns;
beforeAll(async () => {
  s = { youtube: await startYouTube(), tiktok: await startTikTok(), instagram: await startInstagram() };
  Object.assign(process.env, {
    APP_URL: "http://localhost:3000",
    GOOGLE_CLIENT_ID: youtubeCredentials.clientId,
    GOOGLE_CLIENT_SECRET: youtubeCredentials.clientSecret,
    GOOGLE_AUTH_URL: `${s.youtube.url}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${s.youtube.url}/token`,
    GOOGLE_API_URL: s.youtube.url,
    TIKTOK_CLIENT_KEY: tiktokCredentials.clientKey,
    TIKTOK_CLIENT_SECRET: tiktokCredentials.clientSecret,
    TIKTOK_AUTH_URL: `${s.tiktok.url}/v2/auth/authorize/`,
    TIKTOK_API_URL: s.tiktok.url,
    FACEBOOK_APP_ID: facebookCredentials.clientId,
    FACEBOOK_APP_SECRET: facebookCredentials.clientSecret,
    FACEBOOK_AUTH_URL: `${s.instagram.url}/dialog/oauth`,
    INSTAGRAM_API_URL: s.instagram.url,
  });
});
afterAll(() => Promise.all(Object.values(s).map((standIn) => standIn.close())));
withTestDatabase();

const PLATFORMS = ["youtube", "instagram", "tiktok"] as const;

async function buyerWithCharacter() {
  const buyer = await createBuyer();
  const session = await signIn(buyer.id);
  const character = await prisma().character.create({ data: { userId: buyer.id, name: "Mia" } });
  return { buyer, session, character };
}

/** Follows the Connect link: the app sends the browser to the stand-in's consent, which redirects back. */
async function authorise(platform: PublishPlatform, session: string, characterId: string) {
  const res = await call(connectRoute, { session, params: { id: characterId, platform } });
  if (res.status !== 303) return { res, authUrl: null, back: null };
  const authUrl = res.headers.get("location")!;
  const consent = await fetch(authUrl, { redirect: "manual" });
  return { res, authUrl: new URL(authUrl), back: new URL(consent.headers.get("location")!) };
}

const callback = (platform: PublishPlatform, session: string | undefined, back: URL) =>
  call(callbackRoute, { session, params: { platform }, url: `${back.pathname}${back.search}` });

async function connect(platform: PublishPlatform, session: string, characterId: string) {
  const { back } = await authorise(platform, session, characterId);
  const res = await callback(platform, session, back!);
  if (res.status !== 303) throw new Error(`callback answered ${res.status}: ${res.body}`);
  return prisma().publishingChannel.findUniqueOrThrow({ where: { characterId_platform: { characterId, platform } } });
}

const tokensOf = (channel: { id: string; tokensSealed: string | null }) =>
  JSON.parse(open(channel.tokensSealed!, sealPurpose.publishingChannelTokens(channel.id))) as {
    accessToken: string;
    refreshToken?: string;
    expiresAt?: number;
    accountId?: string;
  };

const expected = {
  youtube: { scope: ["https://www.googleapis.com/auth/youtube.upload"], name: "YouTube channel (upload only)", client: "client_id" },
  instagram: {
    scope: ["instagram_basic", "instagram_content_publish", "pages_read_engagement", "pages_show_list"],
    name: `@${INSTAGRAM_USERNAME}`,
    client: "client_id",
  },
  tiktok: { scope: ["user.info.basic", "video.upload"], name: TIKTOK_DISPLAY_NAME, client: "client_key" },
} as const;

describe.each(PLATFORMS)("connecting %s", (platform) => {
  it("runs the consent with PKCE and the minimum scopes, and keeps the account's tokens sealed on the channel", async () => {
    const { session, character } = await buyerWithCharacter();
    const { authUrl, back } = await authorise(platform, session, character.id);
    expect(authUrl!.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authUrl!.searchParams.get("redirect_uri")).toBe(`http://localhost:3000/api/publishing/${platform}/callback`);
    expect(authUrl!.searchParams.get(expected[platform].client)).toBeTruthy();
    expect(authUrl!.searchParams.get("scope")!.split(/[ ,]/).sort()).toEqual(expected[platform].scope);
    expect(back!.searchParams.get("state")).toBe(authUrl!.searchParams.get("state"));

    const res = await callback(platform, session, back!);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/user/characters/${character.id}?step=posts&connected=${platform}`);

    const list = await call(channelsRoute, { session, params: { id: character.id } });
    expect(list.body.channels).toEqual([
      { id: expect.any(String), platform, demo: false, displayName: expected[platform].name, reconnectNeeded: false, statusReason: null },
    ]);
    const channel = await prisma().publishingChannel.findFirstOrThrow({ where: { characterId: character.id } });
    expect(channel.kind).toBe("real");
    const tokens = tokensOf(channel);
    expect(channel.tokensSealed).not.toContain(tokens.accessToken);
    expect(tokens.expiresAt).toBeGreaterThan(Date.now());
    if (platform === "instagram") expect(tokens.accountId).toBe(INSTAGRAM_ACCOUNT_ID);
    if (platform === "tiktok") expect(tokens.accountId).toBe("open-1");
    if (platform === "youtube") expect(tokens.refreshToken).toMatch(/^refresh-/);
  });

  it("refuses a state used twice, and one started by another session", async () => {
    const { buyer, session, character } = await buyerWithCharacter();
    const { back } = await authorise(platform, session, character.id);
    const otherSession = await signIn(buyer.id);
    const elsewhere = await callback(platform, otherSession, back!);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toContain("invalid or has expired");
    // The state was not spent by the refused try: the session that started it still finishes.
    expect((await callback(platform, session, back!)).status).toBe(303);
    const again = await callback(platform, session, back!);
    expect(again.status).toBe(400);
    expect(again.body).toContain("invalid or has expired");
  });

  it("shows the platform's refusal when the buyer does not grant access, and connects nothing", async () => {
    const { session, character } = await buyerWithCharacter();
    const refusal: Record<string, string> = {
      youtube: { error: "access_denied" },
      instagram: { error: "access_denied", error_code: "200", error_description: "Permissions error", error_reason: "user_denied" },
      tiktok: { error: "access_denied", error_description: "The user denied the authorization" },
    }[platform];
    s[platform].consent.refuseNext(refusal);
    const { back } = await authorise(platform, session, character.id);
    const res = await callback(platform, session, back!);
    expect(res.status).toBe(400);
    // Google says only error=access_denied; Facebook and TikTok describe it.
    expect(res.body).toContain(`did not grant access: ${refusal.error_description ?? refusal.error}.`);
    expect(await prisma().publishingChannel.count({ where: { characterId: character.id } })).toBe(0);
  });

  it("revokes the grant at the platform on Disconnect, then deletes the channel", async () => {
    const { session, character } = await buyerWithCharacter();
    const channel = await connect(platform, session, character.id);
    const tokens = tokensOf(channel);
    const res = await call(disconnectRoute, { method: "DELETE", session, params: { id: character.id, platform } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, revoked: true });
    expect(res.body.message).toMatch(/access for this app was revoked/);
    const recorded = { youtube: s.youtube.revocations, tiktok: s.tiktok.revocations, instagram: s.instagram.permissionDeletes }[platform];
    expect(recorded.at(-1)).toBe(platform === "youtube" ? tokens.refreshToken : tokens.accessToken);
    expect(await prisma().publishingChannel.count({ where: { characterId: character.id } })).toBe(0);
  });

  it("another buyer cannot connect to or disconnect someone else's character: 404", async () => {
    const owner = await buyerWithCharacter();
    await connect(platform, owner.session, owner.character.id);
    const intruder = await signIn((await createBuyer()).id);
    const refused = await call(connectRoute, { session: intruder, params: { id: owner.character.id, platform } });
    expect(refused.status).toBe(404);
    expect(refused.headers.get("location")).toBeNull();
    expect((await call(disconnectRoute, { method: "DELETE", session: intruder, params: { id: owner.character.id, platform } })).status).toBe(404);
    // The owner's state, replayed in the intruder's session, connects nothing either.
    const { back } = await authorise(platform, owner.session, owner.character.id);
    expect((await callback(platform, intruder, back!)).status).toBe(400);
    expect(await prisma().publishingChannel.count({ where: { characterId: owner.character.id } })).toBe(1);
  });
});

describe("a failed revoke", () => {
  it.each(["youtube", "instagram"] as const)("%s: still disconnects here, and says the platform did not confirm it", async (platform) => {
    const { session, character } = await buyerWithCharacter();
    await connect(platform, session, character.id);
    if (platform === "youtube") s.youtube.refuseRevokes(true);
    else s.instagram.refusePermissionDeletes(true);
    try {
      const res = await call(disconnectRoute, { method: "DELETE", session, params: { id: character.id, platform } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, revoked: false });
      expect(res.body.message).toMatch(/is disconnected here, but .* did not confirm that it ended this app's access/);
      expect(await prisma().publishingChannel.count({ where: { characterId: character.id } })).toBe(0);
    } finally {
      s.youtube.refuseRevokes(false);
      s.instagram.refusePermissionDeletes(false);
    }
  });
});

describe("a character or an account that goes", () => {
  it("deleting the character revokes its channels' grants at the platforms first", async () => {
    const { session, character } = await buyerWithCharacter();
    const youtube = tokensOf(await connect("youtube", session, character.id));
    const instagram = tokensOf(await connect("instagram", session, character.id));
    expect((await call(deleteCharacterRoute, { method: "DELETE", session, params: { id: character.id } })).status).toBe(200);
    expect(s.youtube.revocations).toContain(youtube.refreshToken);
    expect(s.instagram.permissionDeletes).toContain(instagram.accessToken);
    expect(await prisma().character.count({ where: { id: character.id } })).toBe(0);
  });

  it("closing the account revokes every character's channels too", async () => {
    const { buyer, session, character } = await buyerWithCharacter();
    const tiktok = tokensOf(await connect("tiktok", session, character.id));
    await closeAccount(buyer.id, { by: "buyer" });
    expect(s.tiktok.revocations).toContain(tiktok.accessToken);
    expect(await prisma().publishingChannel.count({ where: { characterId: character.id } })).toBe(0);
  });
});

describe("connecting over a demo channel", () => {
  it("is refused until the demo channel is disconnected", async () => {
    const { session, character } = await buyerWithCharacter();
    await call(connectDemoRoute, { method: "POST", session, params: { id: character.id, platform: "youtube" } });
    const res = await call(connectRoute, { session, params: { id: character.id, platform: "youtube" } });
    expect(res.status).toBe(409);
    expect(res.body).toContain("Disconnect the Demo YouTube channel first: a character has one YouTube channel.");
  });
});

/** A post with a stored video, due now on the character's channel. */
async function duePublication(characterId: string, channelId: string) {
  const asset = await saveAsset({ characterId, kind: "video", contentType: "video/mp4", body: randomBytes(4000), meta: { durationSeconds: 20 } });
  const post = await prisma().contentPost.create({
    data: { characterId, scheduledAt: new Date(), platform: "YouTube", caption: "Leg day #legs", assetId: asset.id },
  });
  return prisma().postPublication.create({ data: { postId: post.id, channelId, publishAt: new Date(), nextAttemptAt: new Date() } });
}

describe("tokens after connecting", () => {
  it.each(PLATFORMS)("%s: a token about to expire is refreshed before the worker publishes with it", async (platform) => {
    const { session, character } = await buyerWithCharacter();
    if (platform === "youtube") s.youtube.setCodeExpiresIn(30);
    if (platform === "tiktok") s.tiktok.setCodeExpiresIn(30);
    if (platform === "instagram") s.instagram.setLongLivedExpiresIn(30);
    const channel = await connect(platform, session, character.id).finally(() => {
      s.youtube.setCodeExpiresIn(3599);
      s.tiktok.setCodeExpiresIn(86400);
      s.instagram.setLongLivedExpiresIn(5_183_944);
    });
    const before = tokensOf(channel);
    expect(before.expiresAt! - Date.now()).toBeLessThan(60_000);
    const publication = await duePublication(character.id, channel.id);
    await drain();
    const done = await prisma().postPublication.findUniqueOrThrow({ where: { id: publication.id } });
    expect(done).toMatchObject({ state: "published", failureReason: null });
    const after = tokensOf(await prisma().publishingChannel.findUniqueOrThrow({ where: { id: channel.id } }));
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.expiresAt! - Date.now()).toBeGreaterThan(60_000);
    expect(after.accountId).toBe(before.accountId);
  });

  it("a publish answered 401 marks the channel 'Reconnect needed' too", async () => {
    const { session, character } = await buyerWithCharacter();
    const channel = await connect("youtube", session, character.id);
    s.youtube.dropAccessTokens();
    const publication = await duePublication(character.id, channel.id);
    await drain();
    expect(await prisma().postPublication.findUniqueOrThrow({ where: { id: publication.id } })).toMatchObject({ state: "failed" });
    const list = await call(channelsRoute, { session, params: { id: character.id } });
    expect(list.body.channels[0]).toMatchObject({ reconnectNeeded: true, statusReason: expect.stringMatching(/^YouTube refused the connection: /) });
  });

  it("a refresh refused with invalid_grant marks the channel 'Reconnect needed', and connecting again repairs it", async () => {
    const { buyer, session, character } = await buyerWithCharacter();
    s.youtube.setCodeExpiresIn(30);
    const channel = await connect("youtube", session, character.id).finally(() => s.youtube.setCodeExpiresIn(3599));
    s.youtube.revoke(tokensOf(channel).refreshToken!);
    const publication = await duePublication(character.id, channel.id);
    await drain();
    expect(await prisma().postPublication.findUniqueOrThrow({ where: { id: publication.id } })).toMatchObject({ state: "failed" });
    const list = await call(channelsRoute, { session, params: { id: character.id } });
    expect(list.body.channels[0]).toMatchObject({
      reconnectNeeded: true,
      statusReason: "YouTube: the connection was revoked or has expired; reconnect the channel",
    });
    // The dashboard lists it with the same reason (its markup: e2e/publishing.spec.ts).
    expect(await reconnectNeededChannels(buyer.id)).toEqual([
      {
        characterId: character.id,
        characterName: "Mia",
        platform: "youtube",
        label: "YouTube",
        reason: "YouTube: the connection was revoked or has expired; reconnect the channel",
      },
    ]);

    // The "Reconnect" link starts the same flow; the channel keeps its id and is active again.
    const again = await connect("youtube", session, character.id);
    expect(again).toMatchObject({ id: channel.id, status: "active", statusReason: null });
    expect(await reconnectNeededChannels(buyer.id)).toEqual([]);
  });
});
