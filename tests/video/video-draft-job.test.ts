import { POST as createJob } from "@/app/api/ai/jobs/route";
import { POST as cancelJobRoute } from "@/app/api/ai/jobs/[id]/cancel/route";
import { GET as ownedFile } from "@/app/api/user/assets/[id]/route";
import { writeFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prisma } from "@/lib/db/client.server";
import { startWorker } from "@/lib/server/jobs/worker.server";
import { demoImageProvider } from "@/lib/ai/demo/images.server";
import { saveAsset, characterMediaPrefix } from "@/lib/media/assets.server";
import { svgFromDataUrl } from "@/lib/video/shots.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { NO_PICTURES_MESSAGE, NO_SCRIPT_MESSAGE, scriptTooLongMessage } from "@/lib/studio/video/materials.server";
import { buyerWithCharacter } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { call, signIn } from "../helpers/http";
import { probeVideo } from "../helpers/ffprobe";
import { waitFor } from "../helpers/wait";

// Issue 22 in demo mode (no keys): "Generate Edit Package" queues a draft_video job; a worker
// speaks the script with the server demo voice, renders it, and keeps the MP4, the captions and
// the speech as the character's files. Cancelling stops the render and leaves no file behind.
delete process.env.ELEVENLABS_API_KEY;
delete process.env.LEONARDO_API_KEY;
withTestDatabase();

const SCRIPT = "Pack half of what you planned. Bring twice the money.";

async function characterReadyForVideo(script = SCRIPT) {
  const { user, character } = await buyerWithCharacter();
  const portrait = await demoImageProvider.generate({ prompt: "Mia headshot", width: 768, height: 1024 });
  await saveAsset({ characterId: character.id, kind: "reference-image", contentType: "image/svg+xml", body: svgFromDataUrl(portrait.imageUrl) });
  await prisma().characterStepData.create({ data: { characterId: character.id, step: "mirage-video", data: { script } } });
  return { user, character, session: await signIn(user.id) };
}

/** A saved file as the browser downloads it: the handler's own response, bytes intact. */
async function fetchFile(session: string, id: string, query = "") {
  const req = new NextRequest(new URL(`/api/user/assets/${id}${query}`, "http://localhost:3000"), { headers: { cookie: `${sessionCookieName()}=${session}` } });
  const res = await ownedFile(req, { params: Promise.resolve({ id }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const settled = (id: string) =>
  waitFor(async () => ["done", "failed", "cancelled"].includes((await prisma().generationJob.findUniqueOrThrow({ where: { id } })).status), 120_000);

it("renders the character's draft video and keeps the MP4, captions and voice as its files", async () => {
  const { user, character, session } = await characterReadyForVideo();
  const worker = startWorker({ pollMs: 50, concurrency: 1 });
  try {
    const res = await call(createJob, { session, body: { kind: "draft_video", characterId: character.id, titleCard: false } });
    expect(res.status).toBe(202);
    await settled(res.body.job.id);
  } finally {
    await worker.stop();
  }
  const job = await prisma().generationJob.findFirstOrThrow({ where: { userId: user.id, kind: "draft_video" } });
  expect(job).toMatchObject({ status: "done", progress: 100 });
  const result = job.result as Record<string, unknown>;
  expect(result).toMatchObject({ engine: "espeak-ng", demo: true, message: "Draft video ready" });

  const files = await prisma().asset.findMany({ where: { characterId: character.id, jobId: job.id }, orderBy: { kind: "asc" } });
  expect(files.map((f) => [f.kind, f.contentType])).toEqual([
    ["captions", "application/x-subrip"],
    ["video", "video/mp4"],
    ["voice-clip", "audio/wav"],
  ]);
  const video = files.find((f) => f.kind === "video")!;
  expect(result.videoUrl).toBe(`/api/user/assets/${video.id}`);

  // The buyer's download: named after the character, and a real 1080x1920 H.264/AAC file as long as the speech.
  const download = await fetchFile(session, video.id, "?download=1");
  expect(download.status).toBe(200);
  expect(download.headers.get("content-disposition")).toContain(`filename="${character.name} draft video.mp4"`);
  const dir = await mkdtemp(join(tmpdir(), "draft-job-"));
  await writeFile(join(dir, "draft.mp4"), download.bytes);
  const probe = await probeVideo(join(dir, "draft.mp4"));
  expect(probe.video).toMatchObject({ codec: "h264", width: 1080, height: 1920 });
  expect(probe.audio).toMatchObject({ codec: "aac" });
  expect(Math.abs(probe.durationSeconds - Number(result.speechSeconds)) / Number(result.speechSeconds)).toBeLessThanOrEqual(0.1);

  const captions = files.find((f) => f.kind === "captions")!;
  const srt = (await fetchFile(session, captions.id)).bytes.toString("utf8");
  expect(srt).toMatch(/^1\r?\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\r?\n/);
  expect(srt.replace(/\s+/g, " ")).toContain("Pack half");
});

it("refuses to queue a video without a script, without pictures, or with a script past its template's length", async () => {
  const { character, session } = await characterReadyForVideo();
  await prisma().characterStepData.deleteMany({ where: { characterId: character.id } });
  const noScript = await call(createJob, { session, body: { kind: "draft_video", characterId: character.id } });
  expect(noScript).toMatchObject({ status: 400, body: { message: NO_SCRIPT_MESSAGE } });

  // 100 words: too long for the 30-second Introduction (83 at most), fine for the 90-second Tutorial.
  const step = { characterId: character.id, step: "mirage-video" };
  await prisma().characterStepData.create({ data: { ...step, data: { script: "word ".repeat(100), template: "Introduction Video" } } });
  const tooLong = await call(createJob, { session, body: { kind: "draft_video", characterId: character.id } });
  expect(tooLong).toMatchObject({ status: 400, body: { message: scriptTooLongMessage(30) } });
  expect(scriptTooLongMessage(30)).toBe("The script is too long for a 30-second video: keep it under 83 words.");
  // With no template, the longest (90 s) is the limit.
  await prisma().characterStepData.updateMany({ where: step, data: { data: { script: "word ".repeat(260) } } });
  const pastLongest = await call(createJob, { session, body: { kind: "draft_video", characterId: character.id } });
  expect(pastLongest).toMatchObject({ status: 400, body: { message: scriptTooLongMessage(90) } });

  await prisma().asset.deleteMany({ where: { characterId: character.id } });
  await prisma().characterStepData.updateMany({ where: { characterId: character.id }, data: { data: { script: SCRIPT } } });
  const noPictures = await call(createJob, { session, body: { kind: "draft_video", characterId: character.id } });
  expect(noPictures).toMatchObject({ status: 400, body: { message: NO_PICTURES_MESSAGE } });
  expect(await prisma().generationJob.count({ where: { kind: "draft_video", characterId: character.id } })).toBe(0);
});

it("a render cancelled while it runs stops, and leaves no video and no file behind", async () => {
  const long = "Here is a longer script so the render takes a while. ".repeat(6).trim();
  const { character, session } = await characterReadyForVideo(long);
  const before = await mediaStore().list(characterMediaPrefix(character.id));
  const worker = startWorker({ pollMs: 50, leaseSeconds: 3, concurrency: 1 });
  try {
    const res = await call(createJob, { session, body: { kind: "draft_video", characterId: character.id } });
    const id = res.body.job.id;
    await waitFor(async () => (await prisma().generationJob.findUniqueOrThrow({ where: { id } })).progress >= 12, 60_000);
    expect((await call(cancelJobRoute, { session, params: { id } })).body.job.status).toBe("cancelled");
    await settled(id);
    // The worker sees the cancel at its next lease renewal (a third of the lease) and kills ffmpeg.
    await new Promise((r) => setTimeout(r, 2_500));
  } finally {
    await worker.stop();
  }
  expect(await prisma().asset.count({ where: { characterId: character.id, kind: { in: ["video", "captions", "voice-clip"] } } })).toBe(0);
  expect(await mediaStore().list(characterMediaPrefix(character.id))).toEqual(before);
});

it("queues the draft for its Mirage template's length and the CapCut step's pace, transition, caption style and music bed (issue 48)", async () => {
  const { character, session } = await characterReadyForVideo();
  await prisma().characterStepData.updateMany({
    where: { characterId: character.id, step: "mirage-video" },
    data: { data: { script: "word ".repeat(200), template: "Tutorial Content" } },
  });
  await prisma().characterStepData.create({
    data: {
      characterId: character.id,
      step: "capcut-video",
      data: { template: "Instagram Reel", transition: "Fade through black", textStyle: "White bold", musicBed: "Calm pad", music: "lo-fi" },
    },
  });
  const res = await call(createJob, { session, body: { kind: "draft_video", characterId: character.id } });
  expect(res.status).toBe(202);
  const job = await prisma().generationJob.findUniqueOrThrow({ where: { id: res.body.job.id } });
  expect(job.input).toMatchObject({
    targetSeconds: 90,
    style: { maxSceneSeconds: 4, transition: "Fade through black", textStyle: "White bold", musicBed: "Calm pad" },
  });
});
