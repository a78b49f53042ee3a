// Writes migration 20261204100000_default_course: the course that code held before issue 32
// (tests/fixtures/first-course.ts) as the seeded default course, published, each lesson's text
// as Markdown; the buyers' progress under the old lesson ids moved to the new lessons; the old
// table dropped. Run once to write the file; tests/migrations/default-course-migration.test.ts checks that
// the file is this script's output and that the seeded lessons say what the old ones said.
//
//   npx tsx scripts/course/default-course-sql.ts --write
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { FIRST_COURSE, type FirstCourseLesson, type FirstCourseModule } from "../../tests/fixtures/first-course";

export const DEFAULT_COURSE_MIGRATION = "20261204100000_default_course";
export const STEPS_HEADING = "Do this now";

/** A fixed id per old id, so the script writes the same file every time. */
export function seededId(kind: "module" | "lesson", oldId: string): string {
  const hex = createHash("sha256").update(`default-course:${kind}:${oldId}`).digest("hex");
  // Shaped as a version 8 (custom) UUID with the RFC 9562 variant bits.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The lesson's address: its title in lower-case words joined by dashes. */
export function lessonSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Plain text as Markdown that reads back as the same text (no emphasis, links or lists made by accident). */
export function markdownText(text: string): string {
  return text
    .replace(/[\\`*_{}[\]<>#|~!]/g, (c) => `\\${c}`)
    .replace(/^(\d+)([.)])/, "$1\\$2")
    .replace(/^([+-])(\s)/, "\\$1$2");
}

/** The old lesson as Markdown: its paragraphs, its steps as a numbered list under a heading, and its "try it" link. */
export function lessonMarkdown(lesson: FirstCourseLesson): string {
  const parts = [...lesson.paragraphs.map(markdownText), `## ${STEPS_HEADING}`, lesson.steps.map((step, i) => `${i + 1}. ${markdownText(step)}`).join("\n")];
  if (lesson.tryIt) parts.push(`[${markdownText(lesson.tryIt.label)}](${lesson.tryIt.href})`);
  return `${parts.join("\n\n")}\n`;
}

const literal = (value: string | number | null) => (value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`);
const row = (values: (string | number | null)[], cast = "") => `  (${values.map(literal).join(", ")}${cast})`;

export function defaultCourseSql(course: FirstCourseModule[] = FIRST_COURSE): string {
  const modules = course.map((m, position) =>
    row([seededId("module", m.id), m.id, m.title, m.summary, position, "published"]).replace(/\)$/, ", now(), now())"),
  );
  const lessons = course.flatMap((m) =>
    m.lessons.map((l, position) =>
      row([seededId("lesson", l.id), seededId("module", m.id), lessonSlug(l.title), l.title, lessonMarkdown(l), "published", position, l.studioStep]).replace(
        /\)$/,
        ", now(), now())",
      ),
    ),
  );
  const moves = course.flatMap((m) => m.lessons.map((l) => row([l.id, seededId("lesson", l.id)])));
  return `-- The default course (issue 32, decision 195): the five modules and their lessons that code held
-- until now, seeded as the published course with the same texts in Markdown. Written by
-- scripts/course/default-course-sql.ts; tests/default-course-migration.test.ts checks both.
INSERT INTO "CourseModule" ("id", "slug", "title", "summary", "position", "status", "createdAt", "updatedAt") VALUES
${modules.join(",\n")};

INSERT INTO "CourseLesson" ("id", "moduleId", "slug", "title", "body", "status", "position", "studioStep", "createdAt", "updatedAt") VALUES
${lessons.join(",\n")};

-- Lessons done under the old ids are done in the lessons that replace them; rows for lessons
-- that had already been removed from the course have nothing to move to.
INSERT INTO "LessonProgress" ("userId", "lessonId", "positionSeconds", "completedAt", "createdAt", "updatedAt")
SELECT p."userId", m."lessonId"::uuid, 0, p."completedAt", p."completedAt", p."completedAt"
  FROM "CourseProgress" p
  JOIN (VALUES
${moves.join(",\n")}
  ) AS m ("oldId", "lessonId") ON m."oldId" = p."lessonId";

DROP TABLE "CourseProgress";
`;
}

if (process.argv.includes("--write")) {
  const file = path.join(process.cwd(), "prisma", "migrations", DEFAULT_COURSE_MIGRATION, "migration.sql");
  writeFileSync(file, defaultCourseSql());
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
