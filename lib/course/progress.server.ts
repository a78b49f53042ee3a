import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ALL_LESSON_IDS, summarizeProgress } from "./modules";

/** Only the lessons that still exist (a removed lesson's progress rows stay behind). */
export function existingLessons(lessonIds: string[]): string[] {
  return lessonIds.filter((id) => ALL_LESSON_IDS.includes(id));
}

/** The lesson ids the user has marked done (only lessons that still exist). */
export async function completedLessons(userId: string): Promise<string[]> {
  const rows = await prisma().courseProgress.findMany({ where: { userId }, select: { lessonId: true } });
  return existingLessons(rows.map((r) => r.lessonId));
}

/** Marks a lesson done or not done; repeating either is harmless. */
export async function setLessonDone(userId: string, lessonId: string, done: boolean) {
  if (done) {
    await prisma().courseProgress.upsert({ where: { userId_lessonId: { userId, lessonId } }, create: { userId, lessonId }, update: {} });
  } else {
    await prisma().courseProgress.deleteMany({ where: { userId, lessonId } });
  }
  const completed = await completedLessons(userId);
  return { completed, percent: summarizeProgress(completed).percent };
}
