import { NextRequest } from "next/server";
import { GET as packageRoute } from "@/app/api/user/characters/[id]/package/route";
import { GET as scriptRoute } from "@/app/api/user/characters/[id]/script/route";
import { POST as drivePackageRoute } from "@/app/api/cloud-storage/[provider]/package/route";
import { sessionCookieName } from "@/lib/auth/session.server";
import { prisma } from "@/lib/db/client.server";
import { demoImageProvider } from "@/lib/ai/demo/images.server";
import { PACKAGE_LIMITS } from "@/lib/policy/limits";
import { DRIVE_UPLOADS_BUSY, PACKAGE_ALREADY_SENDING } from "@/lib/storage/export-package.server";
import { cloudProviders } from "@/lib/validation/cloud-connection";
import { withAiStandIns } from "../helpers/ai";
import { connect, withStorageStandIns } from "../helpers/cloud-storage";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call, signIn } from "../helpers/http";
import { unzip } from "../helpers/zip";

const ai = withAiStandIns();
const drives = withStorageStandIns();

/** Holds Dropbox folder creates until released; reached(n) waits until n sends are held there. */
function holdFolderCreates() {
  const state = drives().dropbox.state;
  let release!: () => void;
  state.holdFolders = new Promise<void>((resolve) => (release = resolve));
  return {
    async reached(n: number) {
      for (let i = 0; i < 2_000 && state.heldFolders < n; i++) await new Promise((r) => setTimeout(r, 10));
      if (state.heldFolders < n) throw new Error(`only ${state.heldFolders} folder creates reached the drive`);
    },
    release() {
      state.holdFolders = undefined;
      release();
    },
  };
}
withTestDatabase();

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
const OLD_PNG = Buffer.from("89504e470d0a1a0a00000000", "hex");
const MP3 = Buffer.from("494433040000000000", "hex");
const SCRIPT = "Hi there. Ready?";
// The content calendar's posts (ContentPost rows), in the package as CSV and ICS.
const PLAN = [
  { scheduledAt: new Date("2026-11-30T19:00:00Z"), platform: "TikTok", contentType: "Educational", caption: "Three squats you are doing wrong" },
  {
    scheduledAt: new Date("2026-12-08T07:30:00Z"),
    platform: "Instagram",
    contentType: "Motivational",
    caption: "Day 1 or one day",
    status: "scheduled" as const,
  },
];

/** ElevenLabs' alignment for a text spoken at a tenth of a second per character. */
const alignmentOf = (text: string) => ({
  characters: [...text],
  character_start_times_seconds: [...text].map((_, i) => i / 10),
  character_end_times_seconds: [...text].map((_, i) => (i + 1) / 10),
});

/** The route's answer as bytes: the shared call() helper reads bodies as text. */
async function download(characterId: string, session?: string, query = "") {
  const headers = new Headers(session ? { cookie: `${sessionCookieName()}=${session}` } : {});
  const res = await packageRoute(new NextRequest(`http://localhost:3000/api/user/characters/${characterId}/package${query}`, { headers }), {
    params: Promise.resolve({ id: characterId }),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function fullCharacter(userId: string) {
  const demo = await demoImageProvider.generate({ prompt: "Mia in a business-casual office", width: 576, height: 1024 });
  const character = await prisma().character.create({
    data: {
      userId,
      name: "Mia Lopez",
      niche: "Fitness & Health",
      description: "Sunrise runner",
      gender: "female",
      age: 27,
      hairColor: "auburn",
      personalityTrait1: "Upbeat",
      location: "Lisbon",
    },
  });
  const id = character.id;
  await prisma().characterProfile.create({ data: { characterId: id, headline: "Coach for busy mornings", aboutMe: "# Not a heading\nI run at dawn." } });
  await prisma().socialLink.create({
    data: { characterId: id, platform: "tiktok", profileUrl: "https://tiktok.com/@mia", followerCount: "12K", loginName: "mia-login", notes: "private note" },
  });
  await prisma().asset.create({ data: { characterId: id, kind: "reference-image", url: "/api/user/assets/old", contentType: "image/png", bytes: OLD_PNG } });
  const reference = await prisma().asset.create({
    data: { characterId: id, kind: "reference-image", contentType: "image/png", bytes: PNG, meta: { uploaded: true } },
  });
  await prisma().asset.update({ where: { id: reference.id }, data: { url: `/api/user/assets/${reference.id}` } });
  await prisma().character.update({ where: { id }, data: { referenceImageUrl: `/api/user/assets/${reference.id}` } });
  // A demo shot (as generated, a data: URL), one on the image service's CDN, and one whose URL the server refuses to fetch.
  await prisma().asset.create({ data: { characterId: id, kind: "shot", url: demo.imageUrl, meta: { scenario: "Business Casual", imageId: demo.imageId } } });
  await prisma().asset.create({ data: { characterId: id, kind: "shot", url: `${ai().leonardo.url}/images/cdn-shot.svg`, meta: { scenario: "Studio" } } });
  await prisma().asset.create({ data: { characterId: id, kind: "shot", url: "https://169.254.169.254/latest/meta-data.png", meta: { scenario: "Fitness" } } });
  await prisma().asset.create({
    data: { characterId: id, kind: "voice-clip", contentType: "audio/mpeg", bytes: MP3, meta: { text: SCRIPT, voiceId: "v1", alignment: alignmentOf(SCRIPT) } },
  });
  await prisma().asset.create({
    data: { characterId: id, kind: "script", contentType: "text/plain", meta: { text: "An older generated script", topic: "mornings" } },
  });
  await prisma().characterStepData.create({
    data: { characterId: id, step: "mirage-video", data: { script: `  ${SCRIPT}\n`, template: "Introduction Video" } },
  });
  await prisma().contentPost.createMany({ data: PLAN.map((post) => ({ characterId: id, ...post })) });
  await prisma().characterStepData.create({
    data: { characterId: id, step: "capcut-video", data: { template: "Instagram Reel", instructions: "Cut on every beat" } },
  });
  await prisma().characterStepData.create({
    data: { characterId: id, step: "messages", data: { draft: "unsent draft", messages: ["Thanks for following!", "New video\ntomorrow at 7"] } },
  });
  return Object.assign(character, { demoSvg: Buffer.from(demo.imageUrl.split(",")[1]!, "base64") });
}

describe("the character package", () => {
  it("streams a ZIP holding the profile, the chosen reference, the shots, the voice, the script with subtitles and the plan", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const character = await fullCharacter(user.id);

    const { res, bytes } = await download(character.id, session);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Mia Lopez package.zip"; filename*=UTF-8''Mia%20Lopez%20package.zip`);
    const files = await unzip(bytes);
    const names = [...files.keys()];
    expect(names).toEqual([
      "Mia Lopez/profile/profile.json",
      "Mia Lopez/profile/profile.md",
      "Mia Lopez/images/reference.png",
      "Mia Lopez/images/shots/01-business-casual.svg",
      "Mia Lopez/images/shots/02-studio.svg",
      "Mia Lopez/images/shots/03-fitness.missing.txt",
      "Mia Lopez/voice/01-hi-there-ready.mp3",
      "Mia Lopez/script/script.txt",
      "Mia Lopez/script/script.srt",
      "Mia Lopez/messages/messages.md",
      "Mia Lopez/edit/edit-plan.md",
      "Mia Lopez/content-plan/content-plan.csv",
      "Mia Lopez/content-plan/content-plan.ics",
    ]);
    expect(res.headers.get("x-package-files")).toBe(String(names.length));
    const file = (name: string) => files.get(`Mia Lopez/${name}`)!;
    // The Messages step's saved messages, in order; the unsaved draft stays out (issue 44).
    expect(file("messages/messages.md").toString()).toBe("# Saved messages\n\n1. Thanks for following!\n2. New video tomorrow at 7\n");

    const profile = JSON.parse(file("profile/profile.json").toString());
    expect(profile).toEqual({
      name: "Mia Lopez",
      description: "Sunrise runner",
      niche: "Fitness & Health",
      location: "Lisbon",
      appearance: { gender: "female", age: 27, hairColor: "auburn" },
      personalityTraits: ["Upbeat"],
      profile: { headline: "Coach for busy mornings", aboutMe: "# Not a heading\nI run at dawn." },
      socialAccounts: [{ platform: "tiktok", profileUrl: "https://tiktok.com/@mia", followerCount: "12K" }],
    });
    const markdown = file("profile/profile.md").toString();
    expect(markdown).toMatch(/^# Mia Lopez\n\n\*\*Niche:\*\* Fitness & Health\n/);
    expect(markdown).toContain("- **Hair colour:** auburn");
    expect(markdown).toContain("### Headline\n\nCoach for busy mornings");
    expect(markdown).toContain("\\# Not a heading\nI run at dawn.");
    expect(markdown).toContain("- **tiktok:** https://tiktok.com/@mia (12K followers)");
    // A package is for sharing: no login name or private notes.
    expect(bytes.includes("mia-login")).toBe(false);
    expect(bytes.includes("private note")).toBe(false);

    expect(file("images/reference.png").equals(PNG)).toBe(true);
    expect(file("images/shots/01-business-casual.svg").equals(character.demoSvg)).toBe(true);
    expect(file("images/shots/02-studio.svg").toString()).toContain("Leonardo stand-in");
    expect(file("images/shots/03-fitness.missing.txt").toString()).toMatch(/could not be read when the package was made/);
    expect(file("voice/01-hi-there-ready.mp3").equals(MP3)).toBe(true);
    expect(file("script/script.txt").toString()).toBe(`${SCRIPT}\n`);
    expect(file("script/script.srt").toString()).toBe(
      "1\r\n00:00:00,000 --> 00:00:00,900\r\nHi there.\r\n\r\n2\r\n00:00:01,000 --> 00:00:01,600\r\nReady?\r\n",
    );
    expect(file("edit/edit-plan.md").toString()).toBe("# Edit plan\n\n## Template\n\nInstagram Reel\n\n## Editing instructions\n\nCut on every beat\n");
    const posts = await prisma().contentPost.findMany({ where: { characterId: character.id }, orderBy: { scheduledAt: "asc" } });
    const csv = file("content-plan/content-plan.csv")
      .toString()
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(csv.slice(0, 3)).toEqual([
      "Date,Time,Platform,Status,Content type,Caption,Linked asset,Post id",
      `2026-11-30,19:00,TikTok,idea,Educational,Three squats you are doing wrong,,${posts[0]!.id}`,
      `2026-12-08,07:30,Instagram,scheduled,Motivational,Day 1 or one day,,${posts[1]!.id}`,
    ]);
    const ics = file("content-plan/content-plan.ics").toString();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`UID:${posts[0]!.id}@ai-influencer-studio\r\n`);
    expect(ics).toContain("DTSTART:20261208T073000\r\n");
    // The download is counted on the character's Posts step.
    expect(await prisma().activity.findMany({ where: { characterId: character.id }, select: { kind: true, subject: true } })).toEqual([
      { kind: "file_downloaded", subject: "Package of Mia Lopez" },
    ]);
  });

  it("?part=voice: the Voice step's Download Voice Samples is a ZIP of the voice clips only (issue 31)", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const character = await fullCharacter(user.id);
    const { res, bytes } = await download(character.id, session, "?part=voice");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("voice samples.zip");
    const names = [...(await unzip(bytes)).keys()];
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith("Mia Lopez voice samples/voice/"))).toBe(true);
    const bad = await download(character.id, session, "?part=everything");
    expect(bad.res.status).toBe(400);
    const silent = await prisma().character.create({ data: { userId: user.id, name: "No Voice" } });
    const none = await download(silent.id, session, "?part=voice");
    expect(none.res.status).toBe(409);
    expect(JSON.parse(none.bytes.toString()).message).toMatch(/No voice clips yet/);
  });

  it("falls back to the latest generated script, writes no subtitles without timings and no plan without one", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const character = await prisma().character.create({ data: { userId: user.id, name: "Nova" } });
    await prisma().asset.create({ data: { characterId: character.id, kind: "script", meta: { text: "First draft" } } });
    await prisma().asset.create({ data: { characterId: character.id, kind: "script", meta: { text: "Three habits for better mornings." } } });
    // Speech of the script without timestamps: no subtitles.
    await prisma().asset.create({
      data: { characterId: character.id, kind: "voice-clip", contentType: "audio/mpeg", bytes: MP3, meta: { text: "Three habits for better mornings." } },
    });
    await prisma().characterStepData.create({ data: { characterId: character.id, step: "mirage-video", data: { script: "   " } } });

    const { res, bytes } = await download(character.id, session);
    const files = await unzip(bytes);
    expect([...files.keys()]).toEqual([
      "Nova/profile/profile.json",
      "Nova/profile/profile.md",
      "Nova/voice/01-three-habits-for-better-mornings.mp3",
      "Nova/script/script.txt",
    ]);
    expect(res.headers.get("x-package-files")).toBe("4");
    expect(files.get("Nova/script/script.txt")!.toString()).toBe("Three habits for better mornings.\n");

    const script = await call(scriptRoute, { session, params: { id: character.id } });
    expect(script.body).toEqual({ script: { text: "Three habits for better mornings.", source: "generated", srt: null } });
  });

  it("answers the script with its subtitles when speech of it kept timings", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const character = await fullCharacter(user.id);
    const script = await call(scriptRoute, { session, params: { id: character.id } });
    expect(script.status).toBe(200);
    expect(script.body.script).toMatchObject({ text: SCRIPT, source: "step" });
    expect(script.body.script.srt).toMatch(/^1\r\n00:00:00,000 --> 00:00:00,900\r\nHi there\.\r\n/);
  });

  it("is a 404 for another buyer's character, with the body of a missing one, and 401 signed out", async () => {
    const [owner, intruder] = [await createUser(), await createUser()];
    const character = await fullCharacter(owner.id);
    const session = await signIn(intruder.id);
    const foreign = await download(character.id, session);
    const missing = await download(crypto.randomUUID(), session);
    expect(foreign.res.status).toBe(404);
    expect(foreign.bytes.toString()).toBe(missing.bytes.toString());
    expect((await download(character.id)).res.status).toBe(401);
    expect((await call(scriptRoute, { session, params: { id: character.id } })).status).toBe(404);
  });
});

describe.each(cloudProviders)("sending the package to %s", (provider) => {
  it("uploads the same ZIP into a folder named after the character", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    await connect(provider, session);
    const character = await fullCharacter(user.id);

    jest.replaceProperty(PACKAGE_LIMITS, "driveChunkBytes", 4096);
    const res = await call(drivePackageRoute, { session, params: { provider }, body: { characterId: character.id } });
    jest.restoreAllMocks();
    expect(res.status).toBe(200);
    const upload = drives()[provider].state.uploads.at(-1)!;
    // Sent in 4 KiB chunks through the drive's resumable upload, never in one request.
    expect(upload.chunks).toBe(Math.ceil(upload.data.length / 4096));
    expect(upload.chunks).toBeGreaterThan(1);
    expect(res.body).toEqual({ folder: "Mia Lopez", name: "Mia Lopez package.zip", bytes: upload.data.length });
    expect(upload).toMatchObject({ folder: "Mia Lopez", name: "Mia Lopez package.zip" });
    const files = await unzip(upload.data);
    expect(files.size).toBe(13);
    expect(files.get("Mia Lopez/images/reference.png")!.equals(PNG)).toBe(true);
    expect(files.get("Mia Lopez/script/script.txt")!.toString()).toBe(`${SCRIPT}\n`);
    // Counted as an export of the character on its Posts step.
    expect(await prisma().activity.count({ where: { characterId: character.id, kind: "cloud_export_finished" } })).toBe(1);
  });
});

describe("package to a drive refusals", () => {
  it("is a 404 for another buyer's character and uploads nothing", async () => {
    const [owner, intruder] = [await createUser(), await createUser()];
    const character = await fullCharacter(owner.id);
    const session = await signIn(intruder.id);
    await connect("dropbox", session);
    const before = drives().dropbox.state.uploads.length;
    const res = await call(drivePackageRoute, { session, params: { provider: "dropbox" }, body: { characterId: character.id } });
    expect(res.status).toBe(404);
    expect(drives().dropbox.state.uploads.length).toBe(before);
  });

  it("is a 404 without a connection to that drive", async () => {
    const user = await createUser();
    const character = await fullCharacter(user.id);
    const res = await call(drivePackageRoute, { session: await signIn(user.id), params: { provider: "onedrive" }, body: { characterId: character.id } });
    expect(res.status).toBe(404);
  });

  it("is a 409 with a clear message while the same buyer's package is still on its way", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    await connect("dropbox", session);
    const character = await fullCharacter(user.id);
    const send = () => call(drivePackageRoute, { session, params: { provider: "dropbox" }, body: { characterId: character.id } });
    // The first send is held at the drive's folder create, so the second surely comes while it is on its way.
    const hold = holdFolderCreates();
    const first = send();
    await hold.reached(1);
    const second = await send();
    hold.release();
    expect((await first).status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: PACKAGE_ALREADY_SENDING });
    // Once the first has arrived, the buyer may send again.
    expect((await send()).status).toBe(200);
  });

  it("is a 503 with Retry-After for another buyer once the process's drive uploads are all taken", async () => {
    const buyers = await Promise.all([createUser(), createUser()]);
    const sessions = await Promise.all(buyers.map((b) => signIn(b.id)));
    const characters: { id: string }[] = [];
    for (const [i, buyer] of buyers.entries()) {
      await connect("dropbox", sessions[i]!);
      characters.push(await fullCharacter(buyer.id));
    }
    jest.replaceProperty(PACKAGE_LIMITS, "driveUploadsPerProcess", 1 as typeof PACKAGE_LIMITS.driveUploadsPerProcess);
    const send = (i: number) => call(drivePackageRoute, { session: sessions[i], params: { provider: "dropbox" }, body: { characterId: characters[i]!.id } });
    const hold = holdFolderCreates();
    const first = send(0);
    await hold.reached(1);
    const busy = await send(1);
    hold.release();
    expect((await first).status).toBe(200);
    jest.restoreAllMocks();
    expect(busy.status).toBe(503);
    expect(busy.body).toEqual({ message: DRIVE_UPLOADS_BUSY });
    expect(busy.headers.get("retry-after")).toBeTruthy();
  });
});
