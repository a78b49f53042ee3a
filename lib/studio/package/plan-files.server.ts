import "server-only";
import { prisma } from "@/lib/db/client";
import { ownCharacter } from "@/lib/studio/ownership";
import { datePlan, planCsv, planIcs } from "./plan-format";

export type PlanFile = { name: string; body: string | Buffer };

/**
 * The character's content plan as package files (content-plan.csv and content-plan.ics), or
 * none while no plan is saved. The one place the package reads the plan from: today the Posts
 * step's saved lines; the content calendar's posts will take their place here.
 */
export async function contentPlanFiles(userId: string, characterId: string): Promise<PlanFile[]> {
  const character = await ownCharacter(userId, characterId);
  const step = await prisma().characterStepData.findUnique({
    where: { characterId_step: { characterId, step: "posts" } },
    select: { data: true, updatedAt: true },
  });
  const lines = (step?.data as Record<string, unknown> | undefined)?.plan;
  const posts = step && Array.isArray(lines) ? datePlan(lines.map(String), step.updatedAt) : [];
  if (posts.length === 0) return [];
  return [
    { name: "content-plan.csv", body: planCsv(posts) },
    { name: "content-plan.ics", body: planIcs(posts, { characterId, characterName: character.name || "Unnamed Character" }) },
  ];
}
