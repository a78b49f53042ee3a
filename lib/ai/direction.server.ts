import "server-only";
import { prisma } from "@/lib/db/client.server";
import type { StepData } from "@/lib/validation/step-data";
import { DIRECTION_STEPS, directionFromSteps, type CharacterDirection, type DirectionStep } from "./prompts/direction";

/**
 * The character's direction as its owner saved it on the Variables, Composition and Niche
 * steps. Read here on the server where prompts are built, never taken from the request.
 * Nothing saved (or not this user's character) reads as no direction.
 */
export async function savedDirection(userId: string, characterId: string): Promise<CharacterDirection> {
  const rows = await prisma().characterStepData.findMany({
    where: { characterId, character: { userId }, step: { in: Object.keys(DIRECTION_STEPS) } },
    select: { step: true, data: true },
  });
  return directionFromSteps(Object.fromEntries(rows.map((r) => [r.step as DirectionStep, r.data as StepData])));
}
