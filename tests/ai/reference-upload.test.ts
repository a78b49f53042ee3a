import { POST as createJob } from "@/app/api/ai/jobs/route";
import { POST as generateShots } from "@/app/api/ai/leonardo/generate-character-shots/route";
import { POST as uploadReference } from "@/app/api/user/characters/[id]/reference-image/route";
import { GET as assetFile } from "@/app/api/user/assets/[id]/route";
import { prisma } from "@/lib/db/client.server";
import { consistencyTestScenarios } from "@/lib/ai/prompts/shots";
import { buyerWithCharacter, settledJob, withAiStandIns, withJobWorker } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { TINY_PNG } from "../helpers/route-rules";

// A buyer's own photo as the reference image (decision 089): uploaded as bytes (type read from
// them, at most 10 MB), kept as the buyer's asset, and sent to Leonardo's presigned upload.
const standIns = withAiStandIns();
withTestDatabase();

withJobWorker();

const scenarios = () => consistencyTestScenarios({ name: "Ava" }).slice(0, 1);

const buyer = buyerWithCharacter;

describe("an uploaded reference photo", () => {
  const upload = (session: string, characterId: string, rawBody: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
    call(uploadReference, { session, params: { id: characterId }, rawBody, headers: { "content-type": "image/png", ...headers } });
  const png = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set(TINY_PNG);
    return bytes;
  };

  it("is refused when too big, not a PNG/JPEG/WebP, empty or for another buyer's character; nothing is stored", async () => {
    const { session, character } = await buyer();
    const stranger = await buyer();
    const before = await prisma().asset.count();
    expect(await upload(session, character.id, png(10 * 1024 * 1024 + 1))).toMatchObject({
      status: 413,
      body: { message: "The picture is larger than 10 MB" },
    });
    expect(await upload(session, character.id, png(100), { "content-length": String(50 * 1024 * 1024) })).toMatchObject({ status: 413 });
    const html = new Uint8Array(Buffer.from("<!doctype html><script>fetch('/api/user')</script>"));
    expect(await upload(session, character.id, html, { "content-disposition": 'attachment; filename="photo.png"' })).toMatchObject({
      status: 415,
      body: { message: "The picture must be a PNG, JPEG or WebP image" },
    });
    expect(await upload(session, character.id, new Uint8Array())).toMatchObject({ status: 400, body: { message: "Choose a picture to upload" } });
    expect(await upload(stranger.session, character.id, png(100))).toMatchObject({ status: 404, body: { message: "Character not found" } });
    expect(await prisma().asset.count()).toBe(before);
  });

  it("guides the shots: its bytes go to Leonardo's presigned upload; the image is served to its owner only", async () => {
    const { session, character } = await buyer();
    const stranger = await buyer();
    const saved = await upload(session, character.id, png(2048));
    expect(saved).toMatchObject({
      status: 201,
      body: { assetId: expect.any(String), imageUrl: `/api/user/assets/${saved.body.assetId}`, contentType: "image/png" },
    });
    expect((await prisma().character.findUniqueOrThrow({ where: { id: character.id } })).referenceImageUrl).toBe(saved.body.imageUrl);

    const served = await call(assetFile, { session, params: { id: saved.body.assetId } });
    expect([served.status, served.headers.get("content-type"), served.headers.get("x-content-type-options")]).toEqual([200, "image/png", "nosniff"]);
    expect((await call(assetFile, { session: stranger.session, params: { id: saved.body.assetId } })).status).toBe(404);
    const foreign = await call(generateShots, { session: stranger.session, body: { referenceAssetId: saved.body.assetId, scenarios: scenarios() } });
    expect(foreign.status).toBe(404);

    const uploadsBefore = standIns().leonardo.uploads.length;
    const res = await call(createJob, {
      session,
      body: { kind: "character_shots", referenceAssetId: saved.body.assetId, scenarios: scenarios(), characterId: character.id },
    });
    expect(res.status).toBe(202);
    const job = await settledJob(res.body.job.id);
    expect(job.status).toBe("done");
    expect(job.input).toEqual(expect.objectContaining({ reference: { assetId: saved.body.assetId } }));
    expect(standIns().leonardo.uploads.length - uploadsBefore).toBe(1);
    expect(standIns().leonardo.uploads.at(-1)).toContain("standin-policy");
    expect(standIns().leonardo.uploads.at(-1)).toContain('filename="reference.png"');
    const shot = (job.result as { shots: { generationId: string }[] }).shots[0]!;
    const sent = standIns().leonardo.generations.get(shot.generationId)!.body as { controlnets: { initImageType: string }[] };
    expect(sent.controlnets[0]!.initImageType).toBe("UPLOADED");
  });
});
