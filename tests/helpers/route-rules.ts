import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { saveAsset } from "@/lib/media/assets.server";
import type { Method } from "./api-routes";
import { DEFAULT_VOICE_SETTINGS } from "@/lib/voice/settings";
import { addStoredFile, createOrder, deliveredOrderOf } from "./orders";
import { createPurchase } from "./factories";
import { addLessonMedia, createLesson } from "./course";
import { mediaStore } from "@/lib/media/media-store.server";
import { createSession } from "@/lib/auth/session.server";
import { listAccountSessions } from "@/lib/accounts/account-sessions.server";
import { execFileSync } from "node:child_process";
import { crc32 } from "node:zlib";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Who may call each API route. One line per route; tests/server/cross-tenant.test.ts fails, naming the
 * file, for any route under app/api that is not here. Rules:
 * - public: visitors are served (never 401);
 * - signed-in: 401 { message } when signed out;
 * - buyer: signed-in, and 403 { message } for a user without an active purchase (creating and
 *   paid generation, docs/decisions/025);
 * - operator: the back office (/api/admin); signed out and signed-in buyers both get 404 with one
 *   body, before any input is read; an operator is served. `seed` makes what the call acts on.
 * - owner: signed-in, and another user's resource id is a 404 with exactly the body of a missing id.
 *   `seed` creates the resource for a user and returns the route's path params; `body` is a valid
 *   request body, so that the answer is decided by ownership and not by validation.
 * - operator: the back office (decision 126): visitors and buyers get 404 { message } exactly like a
 *   missing route, whatever they send; an operator is served (`seed` makes the resource).
 * Entries for routes that are not in this checkout yet (features still on their branches) wait here.
 */
export type Rule =
  | { rule: "public" }
  | { rule: "signed-in" }
  | { rule: "buyer" }
  | { rule: "owner"; seed: (userId: string) => Promise<Record<string, string>>; body?: unknown; missing?: Record<string, string> }
  | { rule: "operator"; seed: () => Promise<Record<string, string>>; body?: unknown; query?: string; served?: number };

const PUBLIC: Rule = { rule: "public" };
const SIGNED_IN: Rule = { rule: "signed-in" };
const BUYER: Rule = { rule: "buyer" };
const owner = (seed: (userId: string) => Promise<Record<string, string>>, body?: unknown, missing?: Record<string, string>): Rule => ({
  rule: "owner",
  seed,
  body,
  missing,
});

const operator = (seed: () => Promise<Record<string, string>>, body?: unknown, query?: string, served?: number): Rule => ({
  rule: "operator",
  seed,
  body,
  query,
  served,
});
const lead = async () => ({ id: (await prisma().contactRequest.create({ data: { name: "Lead", email: "lead@example.com", message: "Hello there" } })).id });
const draftBroadcast = async () => ({ id: (await prisma().broadcast.create({ data: { subject: "News", markdown: "Hello", audience: "buyers" } })).id });
const paidOrder = async () => ({ id: (await createOrder()).id });
const orderInProduction = async () => ({ id: (await createOrder({ fulfilment: "in_production" })).id });
// Delivered, its e-mail not yet sent (as after an SMTP refusal): the resend is served.
const orderDelivered = async () => ({ id: (await createOrder({ fulfilment: "delivered", deliveredAt: new Date() })).id });
const orderFile = async () => {
  const { id } = await orderInProduction();
  return { id, itemId: (await addStoredFile(id)).id };
};

const noParams = async () => ({});
// The seeded catalogue's product (migration 20261212000000); each served price change names a
// new amount, since repeating the current price is a 409.
const catalogueProduct = async () => ({ id: "ai-influencer-creation" });
let nextPriceCents = 5000;
const customer = async () => ({ id: (await createOrder()).userId });
const discount = async () => ({
  id: (await prisma().discountCode.create({ data: { code: `RULES${randomUUID().slice(0, 8)}`.toUpperCase(), kind: "percent", percentOff: 10 } })).id,
});
// The ids an order route needs, known only once its seed ran (the bodies read them when sent).
const order: { ids: string[]; moduleId: string } = { ids: [], moduleId: "" };
const lessonsModule = async () => {
  const { moduleId } = await createLesson();
  order.moduleId = moduleId;
  return { id: moduleId };
};
const lesson = async () => ({ id: (await createLesson()).id });
const lessonWithVideo = async () => {
  const { id } = await createLesson();
  const mediaId = randomUUID();
  await mediaStore().put(`course/${id}/${mediaId}.mp4`, Buffer.from("mp4"), { contentType: "video/mp4" });
  await prisma().courseMedia.create({
    data: { id: mediaId, lessonId: id, kind: "video", name: "clip.mp4", storageKey: `course/${id}/${mediaId}.mp4`, contentType: "video/mp4", size: 3 },
  });
  return { id };
};
// A lesson video whose conversion failed (issue 44): Retry is served.
const lessonWithFailedVideo = async () => {
  const { id } = await createLesson();
  const mediaId = randomUUID();
  await prisma().courseMedia.create({
    data: {
      id: mediaId,
      lessonId: id,
      kind: "video",
      name: "clip.mp4",
      storageKey: `course/${id}/${mediaId}.source`,
      contentType: "application/octet-stream",
      size: 3,
      status: "failed",
      error: "x",
    },
  });
  return { id };
};
const lessonWithAttachment = async () => {
  const { id } = await createLesson();
  const file = await addLessonMedia(id, { kind: "attachment", bytes: Buffer.from("%PDF-1.4"), contentType: "application/pdf", name: "workbook.pdf" });
  return { id, fileId: file.id };
};
const moduleOrder = async () => {
  order.ids = (await prisma().courseModule.findMany({ orderBy: { position: "asc" }, select: { id: true } })).map((m) => m.id).reverse();
  return {};
};
const lessonOrder = async () => {
  const first = await createLesson();
  order.moduleId = first.moduleId;
  const second = await prisma().courseLesson.create({
    data: { moduleId: first.moduleId, slug: `second-${randomUUID().slice(0, 8)}`, title: "Second", position: 1 },
  });
  order.ids = [second.id, first.id];
  return {};
};
const emptyCourse = async () => {
  await prisma().courseModule.deleteMany();
  return {};
};
// The smallest course export an import takes: one module with one lesson, written here as a
// stored (not deflated) ZIP so the rule's body exists before any test runs.
const COURSE_ZIP = storedZip({
  "course/01-start/module.md": "---\ntitle: Start\nslug: start\nstatus: published\n---\n",
  "course/01-start/01-hello.md": "---\ntitle: Hello\nslug: hello\nstatus: published\n---\nHi.\n",
});
function storedZip(files: Record<string, string>): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
/** A 1-second H.264/AAC MP4 made with ffmpeg, as the editor's upload takes. */
function tinyMp4(): Uint8Array<ArrayBuffer> {
  const dir = mkdtempSync(join(tmpdir(), "route-rules-"));
  try {
    const file = join(dir, "clip.mp4");
    execFileSync("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=160x90:rate=10:duration=1",
      "-f",
      "lavfi",
      "-i",
      "sine=duration=1",
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-shortest",
      "-movflags",
      "+faststart",
      file,
    ]);
    return new Uint8Array(readFileSync(file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const character = async (userId: string) => ({ id: (await prisma().character.create({ data: { userId, name: "Owned" } })).id });
const client = async (userId: string) => ({ id: (await prisma().client.create({ data: { userId, name: "Owned client" } })).id });
const socialLink = async (userId: string) => {
  const { id } = await character(userId);
  const link = await prisma().socialLink.create({ data: { characterId: id, platform: "instagram", profileUrl: "https://instagram.com/owned" } });
  return { id, linkId: link.id };
};
const characterOfBuyer = async (userId: string) => {
  await createPurchase(userId);
  return character(userId);
};
const characterStep = async (userId: string) => ({ ...(await character(userId)), step: "niche" });
// A reference picture: a 1x1 PNG's signature is what the upload endpoint checks.
export const TINY_PNG = new Uint8Array(Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"));
// Issue 46: one of the user's ready exports, and one of their sessions (by the handle the account page lists).
const readyExport = async (userId: string) => {
  const id = randomUUID();
  const storageKey = `exports/${userId}/${id}.zip`;
  await mediaStore().put(storageKey, Buffer.from("zip"), { contentType: "application/zip" });
  await prisma().dataExport.create({ data: { id, userId, status: "ready", progress: 100, storageKey, size: 3, expiresAt: new Date(Date.now() + 3_600_000) } });
  return { id };
};
const otherSession = async (userId: string) => {
  await createSession(userId);
  return { handle: (await listAccountSessions(userId, "none"))[0].handle };
};
const asset = async (userId: string) => {
  const { id: characterId } = await character(userId);
  // In the media store like every saved file, so the owner is served and a stranger is not.
  return { id: (await saveAsset({ characterId, kind: "reference-image", contentType: "image/png", body: Buffer.from(TINY_PNG) })).id };
};
const VOICE_SETTINGS = { ...DEFAULT_VOICE_SETTINGS, preset: "Oliver" };
const contentPost = async (userId: string) => {
  const { id } = await character(userId);
  const post = await prisma().contentPost.create({
    data: { characterId: id, scheduledAt: new Date("2026-12-01T19:00:00Z"), platform: "TikTok", caption: "Owned" },
  });
  return { id, postId: post.id };
};
// Issue 47: a character with a demo channel, and a post with a video that channel takes.
const PUBLISH_CHANNEL_ID = "00000000-0000-4000-8000-000000000047";
const demoChannelOf = async (userId: string) => {
  const { id } = await character(userId);
  await prisma().publishingChannel.create({ data: { characterId: id, platform: "youtube", kind: "demo", displayName: "Demo YouTube channel" } });
  return { id, platform: "youtube" };
};
const postWithChannel = async (userId: string, channelId = PUBLISH_CHANNEL_ID) => {
  const { id, postId } = await contentPost(userId);
  const video = await prisma().asset.create({ data: { characterId: id, kind: "video", meta: { durationSeconds: 20 } } });
  await prisma().contentPost.update({ where: { id: postId }, data: { assetId: video.id } });
  // The body names the channel by a fixed id, so a second seed (the fuzz test seeds again) takes it over.
  await prisma().publishingChannel.deleteMany({ where: { id: channelId } });
  await prisma().publishingChannel.create({ data: { id: channelId, characterId: id, platform: "tiktok", kind: "demo", displayName: "Demo TikTok channel" } });
  return { id, postId };
};
const failedPublication = async (userId: string) => {
  const channelId = randomUUID();
  const { id, postId } = await postWithChannel(userId, channelId);
  const publication = await prisma().postPublication.create({
    data: { postId, channelId, state: "failed", publishAt: new Date(), nextAttemptAt: new Date(), failureReason: "Refused" },
  });
  return { id, postId, publicationId: publication.id };
};
const job = async (userId: string) => ({ id: (await prisma().generationJob.create({ data: { userId, kind: "reference_image", input: {} } })).id });

export const routeRules: Record<string, Partial<Record<Method, Rule>>> = {
  "/api/health": { GET: PUBLIC },
  "/api/ready": { GET: PUBLIC },
  // accounts
  "/api/check-user-exists": { POST: PUBLIC },
  "/api/login": { POST: PUBLIC },
  "/api/logout": { POST: PUBLIC },
  "/api/password-setup": { POST: PUBLIC },
  "/api/password-reset": { POST: PUBLIC },
  "/api/user": { GET: SIGNED_IN },
  "/api/user/purchase": { GET: SIGNED_IN },
  "/api/user/set-password": { POST: SIGNED_IN },
  // Settings › Account (issue 46).
  "/api/user/account": { GET: SIGNED_IN },
  "/api/user/account/email": { POST: SIGNED_IN },
  "/api/email-change": { POST: PUBLIC },
  "/api/user/account/sessions": { DELETE: SIGNED_IN },
  "/api/user/account/sessions/[handle]": { DELETE: owner(otherSession, undefined, { handle: "A".repeat(22) }) },
  "/api/user/account/preferences": { PUT: SIGNED_IN },
  "/api/user/account/time-zone": { GET: SIGNED_IN, PUT: SIGNED_IN },
  "/api/user/account/export": { POST: SIGNED_IN },
  "/api/user/account/export/[id]": { GET: owner(readyExport) },
  "/api/user/account/delete": { POST: SIGNED_IN },
  // checkout and marketing
  "/api/create-guest-payment-intent": { POST: PUBLIC },
  "/api/confirm-guest-payment": { POST: PUBLIC },
  "/api/demo-payments/confirm": { POST: PUBLIC },
  // A code that takes the whole price: no card (decision 209).
  "/api/checkout/free-order": { POST: PUBLIC },
  "/api/stripe/webhook": { POST: PUBLIC },
  "/api/contact": { POST: PUBLIC },
  "/api/unsubscribe/[token]": { POST: PUBLIC },
  "/api/email/sns": { POST: PUBLIC },
  "/api/admin/leads/[id]": { PATCH: operator(lead, { status: "replied" }) },
  "/api/admin/leads/[id]/notes": { POST: operator(lead, { text: "Called back." }) },
  // studio: list/create are scoped to the session's user; ids in the path are owner-checked
  "/api/user/characters": { GET: SIGNED_IN, POST: BUYER },
  "/api/user/characters/[id]": { GET: owner(character), PATCH: owner(character, { name: "Renamed" }), DELETE: owner(character) },
  "/api/user/characters/[id]/profile": { GET: owner(character), PUT: owner(character, { headline: "Mine now" }) },
  "/api/user/characters/[id]/social-links": {
    GET: owner(character),
    POST: owner(character, { platform: "tiktok", profileUrl: "https://tiktok.com/@x" }),
  },
  "/api/user/characters/[id]/social-links/[linkId]": {
    PUT: owner(socialLink, { profileUrl: "https://instagram.com/taken" }),
    DELETE: owner(socialLink),
  },
  // Showing a saved password is a POST: recorded in the activity feed and Origin-checked.
  "/api/user/characters/[id]/social-links/[linkId]/reveal-password": { POST: owner(socialLink) },
  "/api/user/characters/[id]/steps/[step]": {
    GET: owner(characterStep, undefined, { step: "niche" }),
    PUT: owner(characterStep, { data: { note: "x" } }, { step: "niche" }),
  },
  // Storing a file needs an active purchase too (decision 174), so the owner here has one.
  "/api/user/characters/[id]/reference-image": { POST: owner(characterOfBuyer, TINY_PNG) },
  "/api/user/characters/[id]/script": { GET: owner(character) },
  "/api/user/characters/[id]/package": { GET: owner(character) },
  "/api/user/characters/[id]/voice": { GET: owner(character), PUT: owner(character, VOICE_SETTINGS) },
  // Paid generation (buyer); another buyer's character is a 404 (tests/voice/voice-design.test.ts).
  "/api/user/characters/[id]/voice/variations": { POST: BUYER },
  // the Posts step's content calendar, its downloads, the assets a post may link, its analytics
  "/api/user/characters/[id]/posts": {
    GET: owner(character),
    POST: owner(character, { scheduledAt: "2026-12-01T19:00", platform: "TikTok", caption: "Mine now" }),
  },
  "/api/user/characters/[id]/posts/[postId]": { PATCH: owner(contentPost, { caption: "Mine now" }), DELETE: owner(contentPost) },
  "/api/user/characters/[id]/posts/export": { GET: owner(character) },
  // publishing (issue 47): channels, and a post's publications
  "/api/user/characters/[id]/channels": { GET: owner(character) },
  "/api/user/characters/[id]/channels/[platform]": { DELETE: owner(demoChannelOf, undefined, { platform: "youtube" }) },
  // Another buyer's character is a 404 here too (tests/publishing/channel-connect.test.ts); the owner is
  // served only with the platform's app keys, which this run does not set (a 409 page names them).
  "/api/user/characters/[id]/channels/[platform]/connect": { GET: SIGNED_IN },
  "/api/publishing/[platform]/callback": { GET: PUBLIC },
  "/api/user/characters/[id]/channels/[platform]/creator-info": {
    GET: owner(
      async (userId) => {
        const { id } = await character(userId);
        await prisma().publishingChannel.create({ data: { characterId: id, platform: "tiktok", kind: "demo", displayName: "Demo TikTok channel" } });
        return { id, platform: "tiktok" };
      },
      undefined,
      { platform: "tiktok" },
    ),
  },
  "/api/user/characters/[id]/channels/[platform]/demo": {
    POST: owner(async (userId) => ({ ...(await character(userId)), platform: "tiktok" }), undefined, { platform: "tiktok" }),
  },
  "/api/user/characters/[id]/posts/[postId]/publications": {
    POST: owner((userId) => postWithChannel(userId), { channelIds: [PUBLISH_CHANNEL_ID], when: "now" }),
  },
  "/api/user/characters/[id]/posts/[postId]/publications/[publicationId]/retry": { POST: owner(failedPublication) },
  "/api/user/characters/[id]/assets": { GET: owner(character) },
  "/api/user/characters/[id]/analytics": { GET: owner(character) },
  "/api/user/characters/[id]/shots": { GET: owner(character) },
  "/api/user/assets/[id]": { GET: owner(asset) },
  // A stored file by a signed link, no session (decision 131; tests/media-store/media-access.test.ts).
  "/api/media": { GET: PUBLIC },
  "/api/user/clients": { GET: SIGNED_IN, POST: SIGNED_IN },
  // progress rows are keyed by (session user, lesson), so a lesson id is never someone else's
  "/api/user/course/lessons/[lessonId]": { PUT: SIGNED_IN },
  "/api/user/course/media/[mediaId]": { GET: SIGNED_IN },
  "/api/user/course/certificate": { GET: SIGNED_IN },
  // A short-lived course media link: the signed link is the proof, checked against the purchase.
  "/api/course/media/[mediaId]": { GET: PUBLIC },
  "/api/user/clients/[id]": { PATCH: owner(client, { name: "Taken" }), DELETE: owner(client) },
  // AI: ids in bodies (characterId) are owner-checked by the AI branch's own tests
  "/api/ai/jobs": { GET: SIGNED_IN, POST: BUYER },
  "/api/ai/jobs/[id]": { GET: owner(job) },
  "/api/ai/jobs/[id]/cancel": { POST: owner(job) },
  "/api/ai/elevenlabs/voices": { GET: SIGNED_IN },
  "/api/ai/elevenlabs/generate-speech": { POST: BUYER },
  "/api/ai/elevenlabs/generate-voices": { POST: BUYER },
  "/api/ai/leonardo/generate-character-shots": { POST: BUYER },
  "/api/ai/leonardo/generate-images": { POST: BUYER },
  "/api/ai/openai/generate-character": { POST: BUYER },
  "/api/ai/openai/generate-script": { POST: BUYER },
  // The character id is in the body; another user's is a 404 (tests/ai/ai-content-plan.test.ts).
  "/api/ai/openai/generate-content-plan": { POST: BUYER },
  // cloud storage: one connection per (user, provider), so the session decides whose it is
  "/api/cloud-storage/connections": { GET: SIGNED_IN },
  "/api/cloud-storage/[provider]": { DELETE: SIGNED_IN },
  "/api/cloud-storage/[provider]/auth": { GET: SIGNED_IN },
  "/api/cloud-storage/[provider]/test": { POST: SIGNED_IN },
  "/api/cloud-storage/[provider]/export": { POST: SIGNED_IN },
  // The character id is in the body; another buyer's is a 404 (tests/studio/character-package.test.ts).
  "/api/cloud-storage/[provider]/package": { POST: SIGNED_IN },
  // The demo drive (demo mode only, decision 205): the session decides whose drive it is; another
  // buyer's file is a 404 with the body of a missing one (tests/storage/demo-drive.test.ts).
  "/api/cloud-storage/[provider]/connect": { POST: SIGNED_IN },
  "/api/cloud-storage/[provider]/files/[id]": { GET: SIGNED_IN, DELETE: SIGNED_IN },
  // the OAuth redirect comes back from the provider; it is tied to the signed single-use state
  "/api/cloud-storage/[provider]/callback": { GET: PUBLIC },
  // the buyer's delivered work (issue 23): their own delivered order only
  "/api/user/orders/[id]/delivery": { GET: owner(deliveredOrderOf) },
  "/api/user/orders/[id]/delivery/[itemId]": { GET: owner(deliveredOrderOf) },
  // the operator console (issue 23): 404 to everyone but an operator
  "/api/admin/orders/[id]/status": { POST: operator(paidOrder, { status: "in_production" }) },
  "/api/admin/orders/[id]/files": { POST: operator(orderInProduction, TINY_PNG, "?name=look.png") },
  "/api/admin/orders/[id]/links": { POST: operator(orderInProduction, { label: "All images", url: "https://drive.example.com/folder" }) },
  "/api/admin/orders/[id]/items/[itemId]": { GET: operator(orderFile), DELETE: operator(orderFile) },
  "/api/admin/orders/[id]/delivery-email": { POST: operator(orderDelivered) },
  // the seller's money (issue 33)
  // These tests run in Stripe mode against the stand-in, which never took this seeded payment:
  // the operator gets past the gate to Stripe's refusal (502 naming it), where others get 404.
  "/api/admin/orders/[id]/refunds": { POST: operator(paidOrder, { amountCents: 100, reason: "Goodwill", key: randomUUID() }, undefined, 502) },
  "/api/admin/orders/export": { GET: operator(noParams, undefined, "?from=2026-01-01&to=2026-01-31") },
  "/api/admin/customers/[id]/actions": { POST: operator(customer, { action: "resend-receipt" }) },
  "/api/admin/products/[id]/prices": { POST: operator(catalogueProduct, { toJSON: () => ({ amountCents: nextPriceCents++ }) }) },
  "/api/admin/products/[id]": { PATCH: operator(catalogueProduct, { active: true, reason: "Back on sale" }) },
  "/api/admin/discounts": { POST: operator(noParams, { toJSON: () => ({ code: `RULES${randomUUID().slice(0, 8)}`, kind: "percent", percentOff: 10 }) }) },
  "/api/admin/discounts/[id]": { PATCH: operator(discount, { active: false }) },
  // broadcasts (issue 45, decision 415); the send is a schedule, so no batch runs after the test
  "/api/admin/broadcasts": { POST: operator(noParams, { subject: "News", markdown: "Hello", audience: "buyers" }) },
  "/api/admin/broadcasts/[id]": { PATCH: operator(draftBroadcast, { subject: "News", markdown: "Hello again", audience: "buyers" }) },
  "/api/admin/broadcasts/[id]/test": { POST: operator(draftBroadcast) },
  "/api/admin/broadcasts/[id]/send": { POST: operator(draftBroadcast, { when: "2099-01-01T10:00:00.000Z" }) },
  "/api/admin/broadcasts/preview": { POST: operator(noParams, { markdown: "# Hello {{email}}" }) },
  "/api/admin/email/automations/[id]": { PUT: operator(async () => ({ id: "onboarding" }), { enabled: false }) },
  "/api/admin/email/onboarding/[step]": {
    PUT: operator(async () => ({ step: "onboarding_welcome" }), { subject: "Hi", markdown: "Welcome {{email}}", delayDays: 0 }),
    DELETE: operator(async () => ({ step: "onboarding_welcome" })),
  },
  // the seller's course editor (issue 32)
  "/api/admin/course/modules": { POST: operator(noParams, { toJSON: () => ({ id: randomUUID(), title: "Bonus module" }) }) },
  "/api/admin/course/modules/[id]": { PATCH: operator(lessonsModule, { title: "Renamed" }), DELETE: operator(lessonsModule) },
  "/api/admin/course/modules/order": { PUT: operator(moduleOrder, { toJSON: () => ({ ids: order.ids }) }) },
  "/api/admin/course/lessons": { POST: operator(lessonsModule, { toJSON: () => ({ id: randomUUID(), moduleId: order.moduleId, title: "New lesson" }) }) },
  "/api/admin/course/lessons/[id]": { PATCH: operator(lesson, { title: "Renamed" }), DELETE: operator(lesson) },
  "/api/admin/course/lessons/order": { PUT: operator(lessonOrder, { toJSON: () => ({ moduleId: order.moduleId, ids: order.ids }) }) },
  "/api/admin/course/lessons/[id]/video": { POST: operator(lesson, tinyMp4(), "?name=clip.mp4"), DELETE: operator(lessonWithVideo) },
  "/api/admin/course/lessons/[id]/video/retry": { POST: operator(lessonWithFailedVideo) },
  "/api/admin/course/lessons/[id]/files": { POST: operator(lesson, new TextEncoder().encode("%PDF-1.4 workbook"), "?kind=attachment&name=workbook.pdf") },
  "/api/admin/course/lessons/[id]/files/[fileId]": { DELETE: operator(lessonWithAttachment) },
  "/api/admin/course/preview": { POST: operator(noParams, { body: "# Hello" }) },
  "/api/admin/course/export": { GET: operator(noParams) },
  // Served: an import into the seeded (non-empty) course is a 409, so the operator's answer is
  // checked on an empty course, which the seed makes.
  "/api/admin/course/import": { POST: operator(emptyCourse, COURSE_ZIP) },
};

/** Path params for a route when nothing needs to exist (ids that match no row). */
export function missingParams(names: string[], extra: Record<string, string> = {}) {
  return Object.fromEntries(names.map((n) => [n, extra[n] ?? (n === "provider" ? "dropbox" : randomUUID())]));
}
