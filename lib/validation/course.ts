import { z } from "zod";

// The buyer's course routes (issue 32). Ids that are not UUIDs are a 404, like a missing lesson.
export const lessonParams = z.object({ lessonId: z.uuid() });
export const courseMediaParams = z.object({ mediaId: z.uuid() });

/** A playback position to keep (seconds into the video), the done mark, or both. */
export const lessonProgressSchema = z
  .object({
    positionSeconds: z.number("positionSeconds must be a number of seconds").finite().min(0, "positionSeconds cannot be negative").max(86_400).optional(),
    done: z.boolean("done must be true or false").optional(),
    /** The player sought or (re)started here: the time since the previous save was not spent watching, so this save adds nothing watched (decision 306). */
    restart: z.boolean("restart must be true or false").optional(),
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

// The seller's course editor (issue 32, item 2): one schema per entity it writes.

const courseTitle = z
  .string("title must be text")
  .trim()
  .min(1, "Give it a title")
  .max(120, "A title is at most 120 characters")
  .regex(/^[^\p{C}]*$/u, "A title cannot contain control characters");
export const courseStatusSchema = z.enum(["draft", "published"], "status must be draft or published");
/** A lesson's Markdown: long enough for any lesson, bounded so a paste cannot bloat a row. */
export const LESSON_BODY_MAX = 100_000;
const lessonBody = z.string("body must be text").max(LESSON_BODY_MAX, `A lesson is at most ${LESSON_BODY_MAX.toLocaleString("en")} characters`);
const atLeastOne = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);

/**
 * A module. Its `id` is chosen by the editor when the form opens, so a create sent twice (a
 * double click, a retry after a lost answer) makes one module.
 */
export const courseModuleSchema = {
  create: z.object({
    id: z.uuid("id must be a UUID"),
    title: courseTitle,
    summary: z.string().trim().max(300, "A summary is at most 300 characters").optional(),
  }),
  update: z
    .object({
      title: courseTitle.optional(),
      summary: z.string().trim().max(300, "A summary is at most 300 characters").optional(),
      status: courseStatusSchema.optional(),
    })
    .refine(atLeastOne, "Send title, summary or status"),
};
export type CourseModuleCreate = z.infer<typeof courseModuleSchema.create>;
export type CourseModuleUpdate = z.infer<typeof courseModuleSchema.update>;

/** A lesson: created in a module under an editor-chosen id (idempotent, as modules). */
export const courseLessonSchema = {
  create: z.object({ id: z.uuid("id must be a UUID"), moduleId: z.uuid("moduleId must be a module's id"), title: courseTitle }),
  update: z
    .object({
      title: courseTitle.optional(),
      body: lessonBody.optional(),
      status: courseStatusSchema.optional(),
      /** The studio step the lesson links to ("Open this step in the studio"); null: none. Checked against the wizard's steps. */
      studioStep: z.string("studioStep must be a studio step's slug").max(40).nullable().optional(),
    })
    .refine(atLeastOne, "Send title, body, status or studioStep"),
  /** The live preview: the Markdown as it stands in the editor. */
  preview: z.object({ body: lessonBody }),
};
export type CourseLessonCreate = z.infer<typeof courseLessonSchema.create>;
export type CourseLessonUpdate = z.infer<typeof courseLessonSchema.update>;

/** A new order: every module's id (or every lesson of one module) once, first to last. */
export const courseOrderSchema = z.object({
  ids: z
    .array(z.uuid("ids must be UUIDs"), "ids must be a list")
    .min(1, "Send the ids in their new order")
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, "An id appears twice"),
});
export const lessonOrderSchema = courseOrderSchema.extend({ moduleId: z.uuid("moduleId must be a module's id") });
export type CourseOrder = z.infer<typeof courseOrderSchema>;

/** The query of a lesson upload (video, captions, attachment): the file's own name (sanitised on the server). */
export const lessonUploadQuery = z.object({
  name: z.string("name: the file's name is needed").min(1, "name: the file's name is needed").max(255, "The file name is too long"),
});
/** A lesson's captions or attachment upload: its kind and the file's own name. */
export const lessonFileQuery = lessonUploadQuery.extend({
  kind: z.enum(["captions", "attachment"], "kind: captions or attachment"),
});
/** One of a lesson's files: /api/admin/course/lessons/<id>/files/<fileId>. */
export const lessonFileParams = z.object({ id: z.uuid(), fileId: z.uuid() });

// The course as a file (export and import, decision 197): each module's and lesson's front matter.
const archiveSlug = z
  .string("slug must be text")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug must be lower-case letters, digits and dashes")
  .max(80, "slug is at most 80 characters");
/** The largest course archive an import takes (videos included). */
export const COURSE_ARCHIVE_MAX_BYTES = 4 * 1024 ** 3;
/** What an archive may unpack to, and how many files it may hold (issue 42): a ZIP bomb is refused before anything is unpacked. */
export const COURSE_ARCHIVE_MAX_UNPACKED_BYTES = 5 * 1024 ** 3;
export const COURSE_ARCHIVE_MAX_ENTRIES = 2000;
export const courseArchiveSchema = {
  module: z.object({ title: courseTitle, slug: archiveSlug, status: courseStatusSchema, summary: z.string().max(300, "A summary is at most 300 characters") }),
  lesson: z.object({
    title: courseTitle,
    slug: archiveSlug,
    status: courseStatusSchema,
    studioStep: z.string().max(40).optional(),
    body: lessonBody,
    media: z
      .array(
        z.object({
          file: z.string().regex(/^media\/[a-z0-9-]+\/[A-Za-z0-9][A-Za-z0-9._ -]{0,250}$/, "media file paths are media/<lesson slug>/<name>"),
          kind: z.enum(["video", "poster", "captions", "attachment"], "kind must be video, poster, captions or attachment"),
          name: z
            .string()
            .min(1)
            .max(255)
            .regex(/^[^\p{C}/\\]*$/u, "a media name cannot contain control characters or slashes"),
          contentType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/i, "contentType must be a media type"),
          durationSeconds: z.number().finite().min(0).optional(),
          width: z.number().int().min(1).max(16_384).optional(),
          height: z.number().int().min(1).max(16_384).optional(),
        }),
      )
      .max(50)
      .optional(),
  }),
};
