import { randomBytes, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/session.server";
import { POST as deleteRoute } from "@/app/api/user/account/delete/route";
import { POST as exportRoute } from "@/app/api/user/account/export/route";
import { GET as downloadRoute } from "@/app/api/user/account/export/[id]/route";
import { GET as getUser } from "@/app/api/user/route";
import { POST as login } from "@/app/api/login/route";
import { prisma } from "@/lib/db/client.server";
import { open, sealPurpose } from "@/lib/crypto/crypto.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { assetMediaKey, characterMediaPrefix } from "@/lib/media/assets.server";
import { DATA_RULES } from "@/lib/accounts/data-rules";
import { ownedRowCounts, ownedTables } from "@/lib/accounts/owned-rows.server";
import { exportMediaPrefix } from "@/lib/server/account/data-export.server";
import { tombstoneEmail } from "@/lib/server/account/account-deletion.server";
import { TYPE_DELETE } from "@/lib/validation/account";
import { WRONG_CURRENT_PASSWORD } from "@/lib/accounts/set-password.server";
import { connect, withStorageStandIns } from "./cloud-storage";
import { call, signIn } from "./http";
import { withTestDatabase } from "./db";
import { createUser, quickPasswordHash } from "./factories";
import { addStoredFile, createOrder } from "./orders";
import { createLesson } from "./course";
import { unzip } from "./zip";

// The proof of issue 46 (run by tests/accounts/account-data-rules.test.ts on the filesystem media store
// and by tests/accounts/account-data-rules-s3.test.ts on the S3 one): the tables that hold a buyer's data are READ FROM THE DATABASE SCHEMA
// (foreign key paths to "User", and userId/characterId columns), never listed here by hand. Each
// must have a rule (lib/accounts/data-rules.ts); the export must carry every row of every table
// it does not leave out for a stated reason; deletion must leave rows only where the accounting
// rule keeps them, remove every stored file and revoke every drive grant at the provider.

/** The suite, on whichever media store the environment chooses. */
export function accountDataRulesSuite() {
  const standIns = withStorageStandIns();
  withTestDatabase();

  const PASSWORD = "the buyer's password";
  const fromNewIp = () => ({ "x-forwarded-for": `10.${randomBytes(3).join(".")}` });

  async function storeFile(key: string, text: string) {
    await mediaStore().put(key, Buffer.from(text), { contentType: "image/png" });
  }

  /** A buyer with at least one row in every table that can hold a buyer's data, and files in the store. */
  async function fullySeededBuyer() {
    const user = await createUser({ passwordHash: await quickPasswordHash(PASSWORD) });
    const session = await signIn(user.id);
    await connect("dropbox", session);
    const db = prisma();
    const order = await createOrder({ userId: user.id });
    const delivery = await addStoredFile(order.id, "look-1.png");
    await db.refund.create({ data: { purchaseId: order.id, amountCents: 500, reason: "partial", idempotencyKey: randomUUID() } });
    await db.passwordSetupToken.create({ data: { userId: user.id, tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 60_000) } });
    await db.oAuthState.create({
      data: { id: randomUUID(), userId: user.id, sessionId: "s", provider: "dropbox", codeVerifier: "v", expiresAt: new Date(Date.now() + 60_000) },
    });
    await db.emailChange.create({
      data: {
        userId: user.id,
        oldEmail: user.email,
        newEmail: `new-${user.email}`,
        confirmTokenHash: randomUUID(),
        confirmExpiresAt: new Date(Date.now() + 60_000),
      },
    });
    const client = await db.client.create({ data: { userId: user.id, name: "Acme" } });
    const character = await db.character.create({
      data: { userId: user.id, clientId: client.id, purchaseId: order.id, name: "Mara", voiceSettings: { preset: "warm" } },
    });
    await db.characterProfile.create({ data: { characterId: character.id, headline: "Hello" } });
    await db.characterStepData.create({ data: { characterId: character.id, step: "mirage-video", data: { script: "My 30-second script" } } });
    await db.socialLink.create({
      data: {
        characterId: character.id,
        platform: "instagram",
        profileUrl: "https://instagram.com/mara",
        loginName: "mara",
        loginPasswordSealed: "sealed-secret",
      },
    });
    const job = await db.generationJob.create({ data: { userId: user.id, characterId: character.id, kind: "reference_image", input: {}, status: "done" } });
    const assetId = randomUUID();
    const storageKey = assetMediaKey(character.id, assetId, "image/png");
    await storeFile(storageKey, "the character's picture");
    const asset = await db.asset.create({
      data: { id: assetId, characterId: character.id, jobId: job.id, kind: "reference", storageKey, contentType: "image/png", size: 23 },
    });
    const post = await db.contentPost.create({
      data: { characterId: character.id, scheduledAt: new Date(), platform: "instagram", caption: "First post", assetId: asset.id },
    });
    const channel = await db.publishingChannel.create({
      data: { characterId: character.id, platform: "instagram", kind: "demo", displayName: "Demo Instagram channel" },
    });
    const publication = await db.postPublication.create({
      data: { postId: post.id, channelId: channel.id, state: "published", publishAt: new Date(), nextAttemptAt: new Date(), link: "/demo" },
    });
    await db.demoChannelPost.create({ data: { channelId: channel.id, publicationId: publication.id, caption: "First post", assetId: asset.id } });
    await db.activity.create({ data: { userId: user.id, characterId: character.id, kind: "character_created", subject: "Mara" } });
    const lesson = await createLesson();
    await db.lessonProgress.create({ data: { userId: user.id, lessonId: lesson.id, positionSeconds: 12 } });
    const broadcast = await db.broadcast.create({ data: { subject: "News", markdown: "Hello", audience: "buyers" } });
    await db.broadcastRecipient.create({ data: { broadcastId: broadcast.id, email: user.email, userId: user.id, state: "sent", sentAt: new Date() } });
    await db.automatedEmail.create({
      data: { kind: "onboarding_welcome", key: order.id, email: user.email, userId: user.id, state: "sent", sentAt: new Date() },
    });
    const connection = await db.cloudConnection.findFirstOrThrow({ where: { userId: user.id } });
    const driveKey = `demo-drive/${connection.id}/${randomUUID()}`;
    await storeFile(driveKey, "a file sent to a drive");
    await db.demoDriveFile.create({
      data: { connectionId: connection.id, folder: "Mara", name: "mara.png", contentType: "image/png", size: 22, storageKey: driveKey },
    });
    return { user, session, order, delivery, character, asset, storageKey, driveKey, connection };
  }

  let seeded: Awaited<ReturnType<typeof fullySeededBuyer>>;
  let bystander: { id: string; characterId: string; key: string };
  let before: Record<string, number>;

  beforeAll(async () => {
    seeded = await fullySeededBuyer();
    const other = await createUser();
    const character = await prisma().character.create({ data: { userId: other.id, name: "Someone else's" } });
    const key = assetMediaKey(character.id, randomUUID(), "image/png");
    await storeFile(key, "not the buyer's");
    await prisma().asset.create({ data: { characterId: character.id, kind: "reference", storageKey: key, contentType: "image/png", size: 15 } });
    bystander = { id: other.id, characterId: character.id, key };
  }, 60_000);

  it("has a rule for every table the schema links to a user or a character, and none for a table that is gone", async () => {
    const { tables } = await ownedTables();
    // Sanity: the schema reading finds tables linked only through other tables, and the one without a foreign key.
    expect(tables).toEqual(expect.arrayContaining(["User", "Character", "Asset", "ContentPost", "DemoDriveFile", "Refund", "OAuthState"]));
    expect(tables.filter((t) => !DATA_RULES[t])).toEqual([]);
    expect(Object.keys(DATA_RULES).filter((t) => !tables.includes(t))).toEqual([]);
    for (const t of tables) if (DATA_RULES[t].onDelete === "keep") expect(DATA_RULES[t].keepWhy).toBeTruthy();
  });

  it("exports every row of every table it does not leave out for a stated reason, and the files, without passwords", async () => {
    const started = await call(exportRoute, { method: "POST", session: seeded.session });
    expect(started.status).toBe(200);
    // A second click while it runs answers the same export.
    const again = await call(exportRoute, { method: "POST", session: seeded.session });
    expect(again.body.id).toBe(started.body.id);
    let row = await prisma().dataExport.findUniqueOrThrow({ where: { id: started.body.id } });
    for (let i = 0; i < 200 && (row.status === "queued" || row.status === "running"); i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await prisma().dataExport.findUniqueOrThrow({ where: { id: started.body.id } });
    }
    expect(row.status).toBe("ready");
    expect(row.expiresAt!.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    // Counted against no quota: the ZIP is no asset and no drive file.
    expect(row.storageKey!.startsWith(exportMediaPrefix(seeded.user.id))).toBe(true);

    before = await ownedRowCounts(seeded.user.id);
    const { tables } = await ownedTables();
    // The seed reaches every table (a new table needs a line in the seed too, or this says which).
    expect(tables.filter((t) => before[t] === 0)).toEqual([]);

    const download = await fetchZip(seeded.session, started.body.id);
    const manifest = JSON.parse(download.get("manifest.json")!.toString());
    for (const table of tables) {
      const rule = DATA_RULES[table];
      if (rule.export === true) {
        const rows = JSON.parse(download.get(`data/${table}.json`)?.toString() ?? "null");
        expect({ table, rows: rows?.length }).toEqual({ table, rows: before[table] });
        for (const column of rule.omit ?? []) for (const r of rows) expect(r[column] === undefined || r[column] === rule.omitNote?.[column]).toBe(true);
      } else {
        expect(manifest.leftOut).toContainEqual({ table, why: rule.export });
      }
    }
    const links = JSON.parse(download.get("data/SocialLink.json")!.toString());
    expect(JSON.stringify(links)).not.toContain("sealed-secret");
    expect(links[0].loginPasswordSealed).toMatch(/left out/);
    expect(download.get("README.txt")!.toString()).toMatch(/Passwords\./);
    expect(JSON.stringify(JSON.parse(download.get("data/User.json")!.toString()))).not.toContain("argon2");
    const characterFiles = [...download.keys()].filter((k) => k.startsWith(`files/characters/${seeded.character.id}/`));
    expect(characterFiles).toHaveLength(1);
    expect(download.get(characterFiles[0])!.toString()).toBe("the character's picture");
    expect([...download.keys()].some((k) => k.startsWith(`files/deliveries/${seeded.order.id}/`))).toBe(true);
    expect([...download.keys()].some((k) => k.startsWith("files/demo-drive/"))).toBe(true);
    expect(JSON.parse(download.get("data/CharacterStepData.json")!.toString())[0].data.script).toBe("My 30-second script");
  });

  async function fetchZip(session: string, id: string) {
    const request = new NextRequest(`http://localhost:3000/api/user/account/export/${id}`, { headers: { cookie: `${sessionCookieName()}=${session}` } });
    const res = await downloadRoute(request, { params: Promise.resolve({ id }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    return unzip(Buffer.from(await res.arrayBuffer()));
  }

  it("refuses deletion to a session without the password, or without DELETE typed, and changes nothing", async () => {
    const wrong = await call(deleteRoute, { body: { currentPassword: "a thief's guess", confirm: "DELETE" }, session: seeded.session, headers: fromNewIp() });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: WRONG_CURRENT_PASSWORD });
    const unconfirmed = await call(deleteRoute, { body: { currentPassword: PASSWORD, confirm: "delete" }, session: seeded.session });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe(TYPE_DELETE);
    expect(await ownedRowCounts(seeded.user.id)).toEqual(before);
  });

  it("deletes every row but the accounting ones, every stored file, and revokes the drive at the provider", async () => {
    const accessToken = JSON.parse(open(seeded.connection.tokensSealed, sealPurpose.cloudConnectionTokens(seeded.user.id, "dropbox"))).accessToken;
    const other = await signIn(seeded.user.id);
    const res = await call(deleteRoute, { body: { currentPassword: PASSWORD, confirm: "DELETE" }, session: seeded.session });
    expect(res.status).toBe(200);
    expect(res.body.drivesRevoked).toBe(1);
    // Three files: the picture, the delivered file, the drive file; plus the export's ZIP.
    expect(res.body.filesDeleted).toBe(4);

    const after = await ownedRowCounts(seeded.user.id);
    for (const [table, rule] of Object.entries(DATA_RULES)) {
      expect({ table, rows: after[table] }).toEqual({ table, rows: rule.onDelete === "keep" ? before[table] : 0 });
    }
    const user = await prisma().user.findUniqueOrThrow({ where: { id: seeded.user.id } });
    expect(user).toMatchObject({ email: tombstoneEmail(seeded.user.id), passwordHash: null, deletedBy: "buyer", marketingEmails: false });
    expect(user.deletedAt).not.toBeNull();
    expect(await prisma().outboxEmail.count({ where: { to: seeded.user.email } })).toBe(0);
    expect(await prisma().outboxEmail.count({ where: { to: tombstoneEmail(seeded.user.id), kind: "account-deleted" } })).toBe(1);

    // Files: none of the buyer's left in the store; the bystander's untouched.
    expect(await mediaStore().list(characterMediaPrefix(seeded.character.id))).toEqual([]);
    expect(await mediaStore().list(`deliveries/${seeded.order.id}/`)).toEqual([]);
    expect(await mediaStore().list(exportMediaPrefix(seeded.user.id))).toEqual([]);
    expect(await mediaStore().get(seeded.driveKey)).toBeNull();
    expect(await mediaStore().list(characterMediaPrefix(bystander.characterId))).toEqual([bystander.key]);
    expect(await prisma().character.count({ where: { userId: bystander.id } })).toBe(1);

    // The drive grant was revoked at the provider, not only forgotten here.
    expect(standIns().dropbox.state.revocations).toContain(accessToken);

    // Signed out everywhere, and the old address no longer signs in.
    expect((await call(getUser, { session: other })).status).toBe(401);
    const signIn2 = await call(login, { body: { email: seeded.user.email, password: PASSWORD }, headers: fromNewIp() });
    expect(signIn2.status).toBe(401);
    // Nor does the tombstone address: no sign-in, no password link.
    const tombstone = await call(login, { body: { email: tombstoneEmail(seeded.user.id), password: PASSWORD }, headers: fromNewIp() });
    expect(tombstone.status).toBe(401);
    expect(await prisma().passwordSetupToken.count({ where: { userId: seeded.user.id } })).toBe(0);
  });
}
