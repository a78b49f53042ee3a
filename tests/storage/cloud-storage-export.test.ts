import { POST as exportRoute } from "@/app/api/cloud-storage/[provider]/export/route";
import { prisma } from "@/lib/db/client.server";
import { open, seal, sealPurpose } from "@/lib/crypto/crypto.server";
import { cloudProviders, type ExportEvent } from "@/lib/validation/cloud-connection";
import { connect, withStorageStandIns } from "../helpers/cloud-storage";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";

const standIns = withStorageStandIns();
withTestDatabase();

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
const MP3 = Buffer.from("494433040000000000", "hex");

// Four assets saved a second apart, as a buyer saves them: the export numbers files in that order.
// (Saved in one millisecond, two assets share a createdAt, and the order between them is the id's.)
async function characterWithAssets(userId: string) {
  const character = await prisma().character.create({ data: { userId, name: "Ava / Lux: Daily" } });
  const savedAt = (second: number) => new Date(Date.UTC(2026, 10, 29, 9, 0, second));
  await prisma().asset.create({
    data: {
      characterId: character.id,
      kind: "reference_image",
      contentType: "image/png",
      bytes: PNG,
      meta: { fileName: "reference.png" },
      createdAt: savedAt(0),
    },
  });
  await prisma().asset.create({ data: { characterId: character.id, kind: "voice_sample", contentType: "audio/mpeg", bytes: MP3, createdAt: savedAt(1) } });
  await prisma().asset.create({
    data: { characterId: character.id, kind: "script", meta: { text: "Hey, I'm Ava. Today: three habits." }, createdAt: savedAt(2) },
  });
  await prisma().asset.create({
    data: { characterId: character.id, kind: "shot", url: `data:image/png;base64,${PNG.toString("base64")}`, createdAt: savedAt(3) },
  });
  return character;
}

const events = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as ExportEvent);

describe.each(cloudProviders)("exporting to %s", (provider) => {
  it("uploads every asset into a folder named after the character and reports each file", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    await connect(provider, session);
    const character = await characterWithAssets(user.id);

    const res = await call(exportRoute, { session, params: { provider }, body: { characterId: character.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/x-ndjson/);
    const lines = events(res.body);
    expect(lines[0]).toEqual({ type: "start", folder: "Ava Lux Daily", total: 4 });
    expect(lines.filter((e) => e.type === "file")).toEqual([
      { type: "file", index: 0, name: "01-reference.png", ok: true },
      { type: "file", index: 1, name: "02-voice_sample-2.mp3", ok: true },
      { type: "file", index: 2, name: "03-script-3.txt", ok: true },
      { type: "file", index: 3, name: "04-shot-4.png", ok: true },
    ]);
    expect(lines.at(-1)).toEqual({ type: "done", folder: "Ava Lux Daily", uploaded: 4, failed: 0 });

    const uploads = standIns()[provider].state.uploads.slice(-4);
    expect(uploads.map((u) => u.folder)).toEqual(Array(4).fill("Ava Lux Daily"));
    expect(uploads[0].data.equals(PNG)).toBe(true);
    expect(uploads[1].data.equals(MP3)).toBe(true);
    expect(uploads[2].data.toString()).toBe("Hey, I'm Ava. Today: three habits.");
    expect(uploads[3].data.equals(PNG)).toBe(true);
  });
});

it("numbers assets saved in the same instant by their id, so each export numbers them alike", async () => {
  const user = await createUser();
  const session = await signIn(user.id);
  await connect("google_drive", session);
  const character = await prisma().character.create({ data: { userId: user.id, name: "Tie" } });
  const sameInstant = new Date(Date.UTC(2026, 10, 29, 9, 0, 0));
  const script = (id: string, text: string) => ({ characterId: character.id, kind: "script", createdAt: sameInstant, id, meta: { text } });
  // Saved in the opposite order to their ids: only the id can put them in a stable order.
  await prisma().asset.create({ data: script("ffffffff-0000-4000-8000-000000000000", "second by id") });
  await prisma().asset.create({ data: script("00000000-0000-4000-8000-000000000000", "first by id") });
  const res = await call(exportRoute, { session, params: { provider: "google_drive" }, body: { characterId: character.id } });
  expect(res.status).toBe(200);
  const uploads = standIns().google_drive.state.uploads.slice(-2);
  expect(uploads.map((u) => u.data.toString())).toEqual(["first by id", "second by id"]);
});

it("reports a file that cannot be read and goes on with the rest", async () => {
  const user = await createUser();
  const session = await signIn(user.id);
  await connect("google_drive", session);
  const character = await prisma().character.create({ data: { userId: user.id, name: "Nova" } });
  await prisma().asset.create({ data: { characterId: character.id, kind: "image" } });
  await prisma().asset.create({ data: { characterId: character.id, kind: "script", meta: { text: "Still here" } } });
  const res = await call(exportRoute, { session, params: { provider: "google_drive" }, body: { characterId: character.id } });
  const lines = events(res.body);
  expect(lines.filter((e) => e.type === "file")).toEqual([
    { type: "file", index: 0, name: "01-image-1", ok: false, error: "this asset has no stored content" },
    { type: "file", index: 1, name: "02-script-2.txt", ok: true },
  ]);
  expect(lines.at(-1)).toEqual({ type: "done", folder: "Nova", uploaded: 1, failed: 1 });
});

describe("export refusals", () => {
  it("asks to reconnect when the connection's authorisation was revoked, and uploads nothing", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    await connect("dropbox", session);
    const character = await characterWithAssets(user.id);
    const row = await prisma().cloudConnection.findFirstOrThrow({ where: { userId: user.id } });
    const tokens = JSON.parse(open(row.tokensSealed, sealPurpose.cloudConnectionTokens(row.userId, row.provider)));
    await prisma().cloudConnection.update({
      where: { id: row.id },
      data: { tokensSealed: seal(JSON.stringify({ ...tokens, expiresAt: 1 }), sealPurpose.cloudConnectionTokens(row.userId, row.provider)) },
    });
    standIns().dropbox.state.revoked = true;
    const before = standIns().dropbox.state.uploads.length;
    try {
      const res = await call(exportRoute, { session, params: { provider: "dropbox" }, body: { characterId: character.id } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: expect.stringContaining("Reconnect Dropbox"), reconnect: true });
      expect(standIns().dropbox.state.uploads.length).toBe(before);
      expect((await prisma().cloudConnection.findFirstOrThrow({ where: { userId: user.id } })).status).toBe("broken");
    } finally {
      standIns().dropbox.state.revoked = false;
    }
  });

  it("is 404 for a character without assets, a foreign character, or no connection; 400 for a bad id", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    await connect("onedrive", session);
    const empty = await prisma().character.create({ data: { userId: user.id, name: "Empty" } });
    const foreign = await characterWithAssets((await createUser()).id);
    const mine = await characterWithAssets(user.id);
    const params = { provider: "onedrive" };
    expect((await call(exportRoute, { session, params, body: { characterId: empty.id } })).body.message).toMatch(/no saved assets/);
    expect((await call(exportRoute, { session, params, body: { characterId: foreign.id } })).status).toBe(404);
    expect((await call(exportRoute, { session, params: { provider: "dropbox" }, body: { characterId: mine.id } })).status).toBe(404);
    expect((await call(exportRoute, { session, params, body: { characterId: "nope" } })).status).toBe(400);
  });
});
