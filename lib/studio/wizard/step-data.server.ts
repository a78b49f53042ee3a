import "server-only";
import { prisma } from "@/lib/db/client.server";
import type { StepData } from "@/lib/validation/step-data";
import type { DataStepSlug } from "./registry";
import { nicheFromStep } from "@/lib/validation/niche";
import { ownedCharacter } from "@/lib/auth/ownership.server";

/** What the user entered on one wizard step ({} before the first save). */
export async function getStepData(userId: string, characterId: string, step: DataStepSlug): Promise<{ data: StepData }> {
  await ownedCharacter(userId, characterId);
  const row = await prisma().characterStepData.findUnique({ where: { characterId_step: { characterId, step } } });
  return { data: (row?.data as StepData) ?? {} };
}

/** Autosave: the step's whole field set replaces the previous one (the last save wins). */
export async function saveStepData(userId: string, characterId: string, step: DataStepSlug, data: StepData) {
  await ownedCharacter(userId, characterId);
  const upsert = prisma().characterStepData.upsert({
    where: { characterId_step: { characterId, step } },
    create: { characterId, step, data },
    update: { data },
  });
  // A niche picked here becomes the character's niche; clearing the step keeps the old one, so
  // an autosave of the other fields before a choice never wipes the niche given at creation.
  const niche = step === "niche" ? nicheFromStep(data) : null;
  const [row] = niche ? await prisma().$transaction([upsert, prisma().character.update({ where: { id: characterId }, data: { niche } })]) : [await upsert];
  return { data: row.data as StepData, updatedAt: row.updatedAt.toISOString() };
}
