import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ALL_LESSON_IDS, summarizeProgress } from "./modules";

/** The lesson ids the user has marked done (only lessons that still exist). */
export async function completedLessons(userId: string): Promise<string[]> {
  const rows = await prisma().courseProgress.findMany({ where: { userId }, select: { lessonId: true } });
  return rows.map((r) => r.lessonId).filter((id) => ALL_LESSON_IDS.includes(id));
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

/** The dashboard's course card: lessons done, percent and the next lesson. */
export async function courseProgress(userId: string) {
  return summarizeProgress(await completedLessons(userId));
}
