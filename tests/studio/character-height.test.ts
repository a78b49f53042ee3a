import { POST as createCharacter } from "@/app/api/user/characters/route";
import { GET as getCharacter, PATCH as patchCharacter } from "@/app/api/user/characters/[id]/route";
import { POST as createJob } from "@/app/api/ai/jobs/route";
import { prisma } from "@/lib/db/client.server";
import { loadWizard } from "@/lib/studio/characters.server";
import { withAiStandIns, settledJob, withJobWorker } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";

// The spec's reference headshot prompt is built from the appearance, height included: the
// create form's Height reaches the prompt the image provider receives.
const standIns = withAiStandIns();
withTestDatabase();
withJobWorker();

async function headshotPromptSent(session: string, characterId: string) {
  const res = await call(createJob, { session, body: { kind: "reference_image", characterId } });
  expect(res.status).toBe(202);
  const job = await settledJob(res.body.job.id);
  expect(job.status).toBe("done");
  const generationId = (job.result as { generationId: string }).generationId;
  return standIns().leonardo.generations.get(generationId)!.body.prompt as string;
}

it("stores the height given at creation and sends it in the reference headshot prompt", async () => {
  const user = await createBuyer();
  const session = await signIn(user.id);
  const created = await call(createCharacter, {
    session,
    body: { name: "Ava", isPersonalCharacter: true, gender: "female", height: " 172 cm ", build: "athletic" },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await call(getCharacter, { session, params: { id } })).body).toMatchObject({ height: "172 cm" });
  expect((await loadWizard(user.id, id))!.height).toBe("172 cm"); // the wizard builds its editable prompt from this

  expect(await headshotPromptSent(session, id)).toContain("172 cm in height, athletic build");

  const patched = await call(patchCharacter, { method: "PATCH", session, params: { id }, body: { height: "tall" } });
  expect(patched.status).toBe(200);
  expect(await headshotPromptSent(session, id)).toContain("tall in height");
});

it("refuses a height longer than 40 characters with 400 and stores nothing", async () => {
  const user = await createBuyer();
  const session = await signIn(user.id);
  const res = await call(createCharacter, { session, body: { name: "Ava", isPersonalCharacter: true, height: "x".repeat(41) } });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual([{ path: "height", message: "Must be at most 40 characters" }]);
  expect(await prisma().character.count({ where: { userId: user.id } })).toBe(0);
});
