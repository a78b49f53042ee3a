import "server-only";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import matter from "gray-matter";
import yauzl from "yauzl";
import { BadRequestError, ConflictError } from "@/lib/api/errors";
import { uploadStream } from "@/lib/media/upload-body.server";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { pulledZipStream } from "@/lib/media/zip-stream.server";
import { WIZARD_STEPS } from "@/lib/studio/wizard/registry";
import { COURSE_ARCHIVE_MAX_BYTES, COURSE_ARCHIVE_MAX_ENTRIES, COURSE_ARCHIVE_MAX_UNPACKED_BYTES, courseArchiveSchema } from "@/lib/validation/course";
import { sniffImageType } from "@/lib/media/image-type";
import {
  ATTACHMENT_TOO_LARGE,
  attachmentContentType,
  CAPTIONS_TOO_LARGE,
  isWebVtt,
  MAX_ATTACHMENT_BYTES,
  MAX_CAPTIONS_BYTES,
  NOT_AN_ATTACHMENT,
  NOT_WEBVTT,
  SNIFF_BYTES,
} from "./lesson-file-rules";
import { isBrowserPlayable, isVideo, LESSON_VIDEO_TOO_LARGE, MAX_LESSON_VIDEO_BYTES, NOT_A_VIDEO } from "./video-rules";
import { probeVideo } from "./video-upload.server";
import { FrontMatterError, readFrontMatter } from "./front-matter";

// The course as a file (issue 32, decision 197): a ZIP of Markdown files with front matter, one
// per module and one per lesson, with each lesson's media beside it, so a seller can keep the
// course in version control, move it to another install, or start a new one from it. Export
// streams (one media file in memory at a time, as the package ZIP does); import streams the
// upload to a scratch file, reads the Markdown first and refuses the whole archive on any fault,
// then streams each media entry into the media store, and writes the rows in one transaction.

const ROOT = "course";
const pad = (n: number) => String(n + 1).padStart(2, "0");
const moduleDir = (m: { slug: string }, i: number) => `${ROOT}/${pad(i)}-${m.slug}`;

type ExportEntry = { name: string; text?: string; mediaKey?: string };

/** Every entry of the archive, in order, Markdown inline and media as store keys read on demand. */
async function exportEntries(): Promise<ExportEntry[]> {
  const modules = await prisma().courseModule.findMany({
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    include: {
      lessons: {
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        include: { media: { where: { status: "ready" }, orderBy: [{ kind: "asc" }, { position: "asc" }] } },
      },
    },
  });
  const entries: ExportEntry[] = [];
  modules.forEach((m, mi) => {
    const dir = moduleDir(m, mi);
    entries.push({ name: `${dir}/module.md`, text: matter.stringify(m.summary ? `${m.summary}\n` : "", { title: m.title, slug: m.slug, status: m.status }) });
    m.lessons.forEach((l, li) => {
      const media = l.media.filter((x) => x.storageKey);
      const files = media.map((x) => ({
        file: `media/${l.slug}/${x.kind}-${x.position}-${x.name}`,
        kind: x.kind,
        name: x.name,
        contentType: x.contentType,
        ...(x.durationSeconds !== null && { durationSeconds: x.durationSeconds }),
        ...(x.width !== null && { width: x.width }),
        ...(x.height !== null && { height: x.height }),
      }));
      const front = {
        title: l.title,
        slug: l.slug,
        status: l.status,
        ...(l.studioStep && { studioStep: l.studioStep }),
        ...(files.length > 0 && { media: files }),
      };
      entries.push({ name: `${dir}/${pad(li)}-${l.slug}.md`, text: matter.stringify(`${l.body}\n`, front) });
      media.forEach((x, i) => entries.push({ name: `${dir}/${files[i]!.file}`, mediaKey: x.storageKey! }));
    });
  });
  return entries;
}

/** GET /api/admin/course/export: the ZIP, pulled an entry at a time as the browser reads. */
export async function courseExportStream(): Promise<ReadableStream<Uint8Array>> {
  const entries = await exportEntries();
  let next = 0;
  return pulledZipStream(
    async () => {
      const entry = entries[next++];
      if (!entry) return null;
      if (entry.text !== undefined) return { name: entry.name, data: entry.text };
      const stored = await mediaStore().get(entry.mediaKey!);
      if (!stored) return { name: `${entry.name}.missing.txt`, data: "This file was missing from the media store when the course was exported.\n" };
      return { name: entry.name, data: stored.body, store: true };
    },
    { deflate: true },
  );
}

/** The upload into a scratch file through the one upload helper (capped, length checked, never in memory). */
async function receive(request: Request) {
  const { stream } = uploadStream(request, { maxBytes: COURSE_ARCHIVE_MAX_BYTES, tooLarge: COURSE_TOO_LARGE });
  const dir = await mkdtemp(join(tmpdir(), "course-import-"));
  const path = join(dir, "course.zip");
  try {
    await pipeline(stream, createWriteStream(path));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, path };
}

export const COURSE_TOO_LARGE = `A course archive is at most ${COURSE_ARCHIVE_MAX_BYTES / 1024 ** 3} GB.`;
const NOT_AN_ARCHIVE = "This is not a course export: choose the .zip file that Export course made.";

async function readText(zip: yauzl.ZipFile, entry: yauzl.Entry) {
  if (entry.uncompressedSize > 1024 * 1024) throw new BadRequestError(`${entry.fileName} is larger than a lesson can be.`);
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export const IMPORTED_VIDEO_NOT_PLAYABLE =
  "This video does not play in every browser as it is (an archive's videos must be H.264 MP4, as Export course makes them). Upload it in the lesson's editor, which converts it.";

/** The first bytes of an entry. */
async function readHead(zip: yauzl.ZipFile, entry: yauzl.Entry, bytes: number) {
  const chunks: Buffer[] = [];
  let have = 0;
  const stream = await zip.openReadStreamPromise(entry);
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    have += (chunk as Buffer).length;
    if (have >= bytes) break;
  }
  stream.destroy();
  return new Uint8Array(Buffer.concat(chunks).subarray(0, bytes));
}

/**
 * The type an imported file is stored with, from the same rules as the editor's uploads
 * (lesson-file-rules.ts, video-rules.ts): captions must be WebVTT, an attachment's bytes must
 * agree with its name's extension (PDF, ZIP, pictures), a poster must be a PNG, JPEG or WebP, and
 * each within the editor's size limit, and a video must be an H.264 MP4 by ffprobe's reading. The
 * front matter's contentType is never trusted. A fault is a 400 naming the file.
 */
async function checkedContentType(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  media: { kind: string; name: string; contentType: string; durationSeconds?: number | null; width?: number | null; height?: number | null },
  scratchDir: string,
): Promise<string> {
  const refuse = (message: string) => new BadRequestError(`${entry.fileName}: ${message}`);
  if (media.kind === "captions") {
    if (entry.uncompressedSize > MAX_CAPTIONS_BYTES) throw refuse(CAPTIONS_TOO_LARGE);
    if (!isWebVtt(await readText(zip, entry))) throw refuse(NOT_WEBVTT);
    return "text/vtt; charset=utf-8";
  }
  if (media.kind === "attachment") {
    if (entry.uncompressedSize > MAX_ATTACHMENT_BYTES) throw refuse(ATTACHMENT_TOO_LARGE);
    const type = attachmentContentType(media.name, await readHead(zip, entry, SNIFF_BYTES));
    if (!type) throw refuse(NOT_AN_ATTACHMENT);
    return type;
  }
  if (media.kind === "poster") {
    const type = sniffImageType(await readHead(zip, entry, SNIFF_BYTES));
    if (!type) throw refuse("A poster is a PNG, JPEG or WebP picture.");
    return type;
  }
  if (entry.uncompressedSize > MAX_LESSON_VIDEO_BYTES) throw refuse(LESSON_VIDEO_TOO_LARGE);
  // As the editor's upload: unpacked to a scratch file (one at a time), probed with ffprobe limited
  // to the allowed containers, and only an H.264 MP4 is taken, since an import is stored ready to
  // play (decision 393). Its length and size come from the probe, never from the front matter.
  const path = join(scratchDir, "probe.video");
  try {
    await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(path));
    const probe = await probeVideo(path);
    if (!isVideo(probe) || !probe.video || probe.durationSeconds === null) throw refuse(NOT_A_VIDEO);
    if (!isBrowserPlayable(probe)) throw refuse(IMPORTED_VIDEO_NOT_PLAYABLE);
    Object.assign(media, { durationSeconds: probe.durationSeconds, width: probe.video.width, height: probe.video.height });
    return "video/mp4";
  } finally {
    await rm(path, { force: true });
  }
}

export type CourseImportResult = { modules: number; lessons: number; media: number };

/**
 * POST /api/admin/course/import: the archive becomes the course, into an empty course only (409
 * otherwise: an import never mixes with or overwrites what the seller has). Every fault in the
 * archive is a 400 naming the file, and leaves nothing behind.
 */
export async function importCourse(request: Request): Promise<CourseImportResult> {
  if ((await prisma().courseModule.count()) > 0)
    throw new ConflictError("The course is not empty: an import only fills an empty course. Delete its modules first (export it before, to keep a copy).");
  const { dir, path } = await receive(request);
  const written: string[] = [];
  try {
    const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }).catch(() => {
      throw new BadRequestError(NOT_AN_ARCHIVE);
    });
    try {
      const texts = new Map<string, string>();
      const mediaEntries = new Map<string, yauzl.Entry>();
      let entries = 0;
      let unpacked = 0;
      for await (const entry of zip.eachEntry()) {
        // Sizes are the archive's claims; yauzl checks each against the bytes as they are read.
        if (++entries > COURSE_ARCHIVE_MAX_ENTRIES) throw new BadRequestError(`A course archive holds at most ${COURSE_ARCHIVE_MAX_ENTRIES} files.`);
        unpacked += entry.uncompressedSize;
        if (unpacked > COURSE_ARCHIVE_MAX_UNPACKED_BYTES)
          throw new BadRequestError(`This archive unpacks to more than ${COURSE_ARCHIVE_MAX_UNPACKED_BYTES / 1024 ** 3} GB, more than a course can hold.`);
        if (entry.fileName.endsWith("/")) continue;
        // Lessons' media sit under <module>/media/; every other file is a module's or a lesson's Markdown.
        if (entry.fileName.split("/")[2] === "media") mediaEntries.set(entry.fileName, entry);
        else if (entry.fileName.endsWith(".md")) texts.set(entry.fileName, await readText(zip, entry));
        else throw new BadRequestError(`${entry.fileName}: a course export holds only Markdown and lesson media.`);
      }
      const course = parseArchive(texts, new Set(mediaEntries.keys()));
      // Bytes first, under new keys; the rows only once every file is stored.
      const rows = course.flatMap((m) => m.lessons.flatMap((l) => l.media.map((x) => ({ lesson: l, media: x }))));
      // Every file through the editor upload's checks first: its type is what its bytes show.
      for (const { media } of rows) media.contentType = await checkedContentType(zip, mediaEntries.get(media.path)!, media, dir);
      for (const { lesson, media } of rows) {
        const stream = await zip.openReadStreamPromise(mediaEntries.get(media.path)!);
        await mediaStore().put(media.key(lesson.id), stream, { contentType: media.contentType });
        written.push(media.key(lesson.id));
      }
      await prisma().$transaction(async (tx) => {
        if ((await tx.courseModule.count()) > 0) throw new ConflictError("The course stopped being empty while the import ran. Nothing was imported.");
        for (const [mi, m] of course.entries()) {
          await tx.courseModule.create({ data: { id: m.id, slug: m.slug, title: m.title, summary: m.summary, status: m.status, position: mi } });
          for (const [li, l] of m.lessons.entries()) {
            await tx.courseLesson.create({
              data: { id: l.id, moduleId: m.id, slug: l.slug, title: l.title, body: l.body, status: l.status, position: li, studioStep: l.studioStep ?? null },
            });
            for (const [xi, x] of l.media.entries()) {
              await tx.courseMedia.create({
                data: {
                  id: x.id,
                  lessonId: l.id,
                  kind: x.kind,
                  name: x.name,
                  contentType: x.contentType,
                  storageKey: x.key(l.id),
                  size: BigInt(mediaEntries.get(x.path)!.uncompressedSize),
                  durationSeconds: x.durationSeconds ?? null,
                  width: x.width ?? null,
                  height: x.height ?? null,
                  position: xi,
                  status: "ready",
                },
              });
            }
          }
        }
      });
      return { modules: course.length, lessons: course.reduce((n, m) => n + m.lessons.length, 0), media: rows.length };
    } finally {
      zip.close();
    }
  } catch (error) {
    await Promise.all(
      written.map((key) =>
        mediaStore()
          .delete(key)
          .catch(() => {}),
      ),
    );
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The archive's Markdown read into modules and lessons, checked whole before anything is written. */
function parseArchive(texts: Map<string, string>, mediaPaths: Set<string>) {
  const front = (name: string, text: string) => {
    try {
      return readFrontMatter(text);
    } catch (error) {
      if (error instanceof FrontMatterError) throw new BadRequestError(`${name}: ${error.message}.`);
      throw new BadRequestError(`${name}: its front matter is not valid YAML.`);
    }
  };
  const dirs = [...new Set([...texts.keys()].map((name) => name.split("/").slice(0, 2).join("/")))].sort();
  if (dirs.length === 0 || dirs.some((d) => !d.startsWith(`${ROOT}/`))) throw new BadRequestError(NOT_AN_ARCHIVE);
  const slugs = new Set<string>();
  const course = dirs.map((dir) => {
    const moduleText = texts.get(`${dir}/module.md`);
    if (moduleText === undefined) throw new BadRequestError(`${dir}: module.md is missing.`);
    const parsedModule = front(`${dir}/module.md`, moduleText);
    const m = courseArchiveSchema.module.safeParse({ ...parsedModule.data, summary: parsedModule.content.trim() });
    if (!m.success) throw new BadRequestError(`${dir}/module.md: ${m.error.issues[0]!.message}`);
    if (slugs.has(`m:${m.data.slug}`)) throw new BadRequestError(`${dir}/module.md: the slug ${m.data.slug} is used twice.`);
    slugs.add(`m:${m.data.slug}`);
    const lessonNames = [...texts.keys()].filter((name) => name.startsWith(`${dir}/`) && name !== `${dir}/module.md` && name.split("/").length === 3).sort();
    const lessons = lessonNames.map((name) => {
      const parsed = front(name, texts.get(name)!);
      // The export ends every body with one newline of its own: taken off, the body is as it was.
      const l = courseArchiveSchema.lesson.safeParse({ ...parsed.data, body: parsed.content.replace(/\n$/, "") });
      if (!l.success) throw new BadRequestError(`${name}: ${l.error.issues[0]!.message}`);
      if (l.data.studioStep && !WIZARD_STEPS.some((s) => s.slug === l.data.studioStep))
        throw new BadRequestError(`${name}: ${l.data.studioStep} is not a studio step.`);
      if (slugs.has(`l:${l.data.slug}`)) throw new BadRequestError(`${name}: the slug ${l.data.slug} is used twice.`);
      slugs.add(`l:${l.data.slug}`);
      const media = (l.data.media ?? []).map((x) => {
        const path = `${dir}/${x.file}`;
        if (!mediaPaths.has(path)) throw new BadRequestError(`${name}: ${x.file} is not in the archive.`);
        const id = randomUUID();
        const ext = (x.name.match(/\.([A-Za-z0-9]{1,8})$/)?.[1] ?? "bin").toLowerCase();
        return { ...x, id, path, key: (lessonId: string) => `course/${lessonId}/${id}.${ext}` };
      });
      return { ...l.data, id: randomUUID(), media };
    });
    return { ...m.data, id: randomUUID(), lessons };
  });
  return course;
}
