import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import type { Heading, Link, List, Paragraph, RootContent } from "mdast";
import { applyMigrations } from "@/lib/db/migrate.server";
import { renderLessonMarkdown } from "@/lib/course/markdown.server";
import { WIZARD_STEPS } from "@/lib/studio/wizard/registry";
import { DEFAULT_COURSE_MIGRATION, defaultCourseSql, STEPS_HEADING } from "@/scripts/course/default-course-sql";
import { FIRST_COURSE } from "../fixtures/first-course";
import { databaseBefore } from "../helpers/migration";

// Issue 32: the course that code held becomes the seeded default course, with the same texts;
// buyers' progress under the old lesson ids moves to the new lessons; the old table goes.
const db = databaseBefore(DEFAULT_COURSE_MIGRATION);

type Seeded = {
  slug: string;
  title: string;
  body: string;
  status: string;
  position: number;
  studioStep: string | null;
  module: string;
  modulePosition: number;
};

/** What a buyer reads in a lesson's Markdown: its paragraphs, the numbered steps under their heading, and the "try it" link. */
function readLesson(markdown: string) {
  const nodes: RootContent[] = fromMarkdown(markdown).children;
  const paragraphs = nodes.filter((n): n is Paragraph => n.type === "paragraph");
  const links = paragraphs.filter((p) => p.children.length === 1 && p.children[0]!.type === "link");
  const heading = nodes.find((n): n is Heading => n.type === "heading");
  const list = nodes.find((n): n is List => n.type === "list");
  const link = links[0]?.children[0] as Link | undefined;
  return {
    paragraphs: paragraphs.filter((p) => !links.includes(p)).map((p) => toString(p)),
    heading: heading && toString(heading),
    ordered: list?.ordered,
    steps: list?.children.map((item) => toString(item)) ?? [],
    tryIt: link && { label: toString(link), href: link.url },
    kinds: nodes.map((n) => n.type),
  };
}

it("is the output of scripts/course/default-course-sql.ts, not edited by hand", () => {
  const file = readFileSync(path.join(process.cwd(), "prisma", "migrations", DEFAULT_COURSE_MIGRATION, "migration.sql"), "utf8");
  expect(file).toBe(defaultCourseSql());
});

it("seeds the old course, published and in order, with the same texts, and moves progress under the old ids", async () => {
  const { runner } = db();
  const [a, b] = [randomUUID(), randomUUID()];
  await runner.query(`INSERT INTO "User" (id, email, "updatedAt") VALUES ($1, 'a@example.com', now()), ($2, 'b@example.com', now())`, [a, b]);
  const done = (userId: string, lessonId: string, at: string) =>
    runner.query(`INSERT INTO "CourseProgress" ("userId", "lessonId", "completedAt") VALUES ($1, $2, $3::timestamp)`, [userId, lessonId, at]);
  await done(a, "character-design/persona", "2026-11-01 10:00:00");
  await done(a, "viral-strategy/monetize", "2026-11-02 11:00:00");
  await done(a, "a-lesson-that-was-removed", "2026-11-03 12:00:00");
  await done(b, "script-writing/voice", "2026-11-04 13:00:00");

  expect(await applyMigrations(runner)).toContain(DEFAULT_COURSE_MIGRATION);

  const seeded = await runner.query<Seeded>(
    `SELECT l.slug, l.title, l.body, l.status::text AS status, l.position, l."studioStep", m.slug AS module, m.position AS "modulePosition"
       FROM "CourseLesson" l JOIN "CourseModule" m ON m.id = l."moduleId" ORDER BY m.position, l.position`,
  );
  const modules = await runner.query<{ slug: string; title: string; summary: string; status: string }>(
    `SELECT slug, title, summary, status::text AS status FROM "CourseModule" ORDER BY position`,
  );
  expect(modules).toEqual(FIRST_COURSE.map((m) => ({ slug: m.id, title: m.title, summary: m.summary, status: "published" })));
  const old = FIRST_COURSE.flatMap((m) => m.lessons.map((l) => ({ ...l, module: m.id })));
  expect(seeded).toHaveLength(old.length);
  expect(new Set(seeded.map((l) => l.slug)).size).toBe(old.length);
  const steps = new Set<string>(WIZARD_STEPS.map((s) => s.slug));
  seeded.forEach((lesson, i) => {
    const before = old[i]!;
    expect({ title: lesson.title, module: lesson.module, status: lesson.status, studioStep: lesson.studioStep }).toEqual({
      title: before.title,
      module: before.module,
      status: "published",
      studioStep: before.studioStep,
    });
    if (lesson.studioStep) expect(steps.has(lesson.studioStep)).toBe(true);
    expect(lesson.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const read = readLesson(lesson.body);
    expect(read).toEqual({
      paragraphs: before.paragraphs,
      heading: STEPS_HEADING,
      ordered: true,
      steps: before.steps,
      tryIt: before.tryIt,
      kinds: [...before.paragraphs.map(() => "paragraph"), "heading", "list", ...(before.tryIt ? ["paragraph"] : [])],
    });
    // The buyer's page shows the rendered Markdown: the link stays on the site, nothing is dropped.
    const html = renderLessonMarkdown(lesson.body);
    if (before.tryIt) expect(html).toContain(`<a href="${before.tryIt.href}">${before.tryIt.label}</a>`);
    expect(html.match(/<li>/g)).toHaveLength(before.steps.length);
  });
  // The seeded texts are the old ones, to the letter: brackets and quotes included.
  expect(readLesson(seeded[0]!.body).steps[0]).toBe("Write the one-sentence promise: I help [who] to [result] with [how].");

  const progress = await runner.query<{ userId: string; slug: string; completedAt: string; positionSeconds: number }>(
    `SELECT p."userId", l.slug, to_char(p."completedAt", 'YYYY-MM-DD HH24:MI:SS') AS "completedAt", p."positionSeconds"
       FROM "LessonProgress" p JOIN "CourseLesson" l ON l.id = p."lessonId" ORDER BY p."completedAt"`,
  );
  expect(progress).toEqual([
    { userId: a, slug: "define-the-persona-and-niche", completedAt: "2026-11-01 10:00:00", positionSeconds: 0 },
    { userId: a, slug: "seven-monetization-methods", completedAt: "2026-11-02 11:00:00", positionSeconds: 0 },
    { userId: b, slug: "writing-in-your-characters-voice", completedAt: "2026-11-04 13:00:00", positionSeconds: 0 },
  ]);
  const [{ exists }] = await runner.query<{ exists: boolean }>(`SELECT to_regclass('"CourseProgress"') IS NOT NULL AS exists`);
  expect(exists).toBe(false);
});
