import "server-only";
import { prisma } from "@/lib/db/client";
import type { StaticStep, StepData } from "@/lib/validation/step-data";
import { ownCharacter } from "./ownership";

/** What the user entered on one static wizard step ({} before the first save). */
export async function getStepData(userId: string, characterId: string, step: StaticStep): Promise<{ data: StepData }> {
  await ownCharacter(userId, characterId);
  const row = await prisma().characterStepData.findUnique({ where: { characterId_step: { characterId, step } } });
  return { data: (row?.data as StepData) ?? {} };
}

/** Autosave: the step's whole field set replaces the previous one (the last save wins). */
export async function saveStepData(userId: string, characterId: string, step: StaticStep, data: StepData) {
  await ownCharacter(userId, characterId);
  const row = await prisma().characterStepData.upsert({
    where: { characterId_step: { characterId, step } },
    create: { characterId, step, data },
    update: { data },
  });
  return { data: row.data as StepData, updatedAt: row.updatedAt.toISOString() };
}
