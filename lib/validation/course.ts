import { z } from "zod";

// The buyer's course routes (issue 32). Ids that are not UUIDs are a 404, like a missing lesson.
export const lessonParams = z.object({ lessonId: z.uuid() });
export const courseMediaParams = z.object({ mediaId: z.uuid() });

/** A playback position to keep (seconds into the video), the done mark, or both. */
export const lessonProgressSchema = z
  .object({
    positionSeconds: z.number("positionSeconds must be a number of seconds").finite().min(0, "positionSeconds cannot be negative").max(86_400).optional(),
    done: z.boolean("done must be true or false").optional(),
  })
  .refine((v) => v.positionSeconds !== undefined || v.done !== undefined, "Send positionSeconds, done, or both");
export type LessonProgressInput = z.infer<typeof lessonProgressSchema>;

/** The name printed on the certificate; without one, the buyer's e-mail address. */
export const certificateQuery = z.object({
  name: z
    .string()
    .max(80, "A name on the certificate is at most 80 characters")
    .regex(/^[^\p{C}]*$/u, "A name cannot contain control characters")
    .optional(),
});

/** ?download=1 asks for an attachment as a download under its own name. */
export const courseMediaQuery = z.object({ download: z.enum(["1"]).optional() });

/** The query of a short-lived course media link: the signed token. */
export const signedCourseMediaQuery = z.object({ link: z.string().min(1).max(400) });
