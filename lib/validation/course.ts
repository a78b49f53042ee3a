import { z } from "zod";
import { ALL_LESSON_IDS } from "@/lib/course/modules";

// Lesson ids contain a slash, so the URL carries them encoded; an unknown id is a 404.
export const lessonParams = z.object({
  lessonId: z
    .string()
    .transform((v) => decodeURIComponent(v))
    .pipe(z.enum(ALL_LESSON_IDS as [string, ...string[]])),
});

export const lessonProgressSchema = z.object({ done: z.boolean("done must be true or false") });
export type LessonProgressInput = z.infer<typeof lessonProgressSchema>;
