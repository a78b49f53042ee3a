import { randomUUID } from "node:crypto";
import { ZipArchive } from "archiver";
import { GET as exportCourse } from "@/app/api/admin/course/export/route";
import { POST as importCourse } from "@/app/api/admin/course/import/route";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createOperator, createUser } from "../helpers/factories";
import { unzip } from "../helpers/zip";
import { H264_MP4, makeVideo, VP8_WEBM } from "../helpers/video";
import { COURSE_ARCHIVE_MAX_ENTRIES } from "@/lib/validation/course";
import { IMPORTED_VIDEO_NOT_PLAYABLE } from "@/lib/course/transfer.server";
import { NOT_A_VIDEO } from "@/lib/course/video-rules";

// Issue 32: the export of the course imports into an empty database and gives the same course
// (the seeded fourteen lessons, a draft, and a lesson's video), and a faulty archive is refused
// whole, naming the file, leaving nothing behind.
withTestDatabase();

let session: string;
beforeAll(async () => {
  session = await signIn((await createOperator()).id);
});

async function downloadExport(): Promise<Buffer> {
  const res = await exportCourse(
    new (await import("next/server")).NextRequest("http://localhost:3000/api/admin/course/export", { headers: { cookie: await cookie() } }),
    {
      params: Promise.resolve({}),
    },
  );
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  return Buffer.from(await res.arrayBuffer());
}

async function cookie() {
  const { sessionCookieName } = await import("@/lib/auth/session.server");
  return `${sessionCookieName()}=${session}`;
}

/** The course as a reader sees it, without ids: what an export and import must keep. */
async function snapshot() {
  const modules = await prisma().courseModule.findMany({
    orderBy: { position: "asc" },
    include: { lessons: { orderBy: { position: "asc" }, include: { media: { orderBy: [{ kind: "asc" }, { position: "asc" }] } } } },
  });
  return Promise.all(
    modules.map(async (m) => ({
      slug: m.slug,
      title: m.title,
      summary: m.summary,
      status: m.status,
      lessons: await Promise.all(
        m.lessons.map(async (l) => ({
          slug: l.slug,
          title: l.title,
          body: l.body,
          status: l.status,
          studioStep: l.studioStep,
          media: await Promise.all(
            l.media.map(async (x) => {
              const stored = await mediaStore().get(x.storageKey!);
              const chunks: Buffer[] = [];
              for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
              return {
                kind: x.kind,
                name: x.name,
                contentType: x.contentType,
                size: Number(x.size),
                durationSeconds: x.durationSeconds,
                bytes: Buffer.concat(chunks).toString("base64"),
              };
            }),
          ),
        })),
      ),
    })),
  );
}

const upload = (bytes: Uint8Array, as = session) =>
  call(importCourse, { rawBody: new Uint8Array(bytes), session: as, headers: { "content-type": "application/zip" } });

async function zipOf(files: Record<string, string | Buffer>) {
  const archive = new ZipArchive({});
  const chunks: Buffer[] = [];
  archive.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => archive.on("end", resolve));
  for (const [name, text] of Object.entries(files)) archive.append(text, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

it("exports the course and imports it into an empty course as the same course", async () => {
  const lesson = await prisma().courseLesson.findFirstOrThrow({ where: { slug: "define-the-persona-and-niche" } });
  await prisma().courseLesson.update({ where: { id: lesson.id }, data: { status: "draft", body: `${lesson.body}\n\n---\ntitle: not front matter\n---\n` } });
  const video = makeVideo("intro.mp4", H264_MP4, 2);
  const mediaId = randomUUID();
  await mediaStore().put(`course/${lesson.id}/${mediaId}.mp4`, video, { contentType: "video/mp4" });
  await prisma().courseMedia.create({
    data: {
      id: mediaId,
      lessonId: lesson.id,
      kind: "video",
      name: "intro clip.mp4",
      storageKey: `course/${lesson.id}/${mediaId}.mp4`,
      contentType: "video/mp4",
      size: video.length,
      // What ffprobe reads in it: the import takes a video's length from the probe.
      durationSeconds: 2,
    },
  });
  const before = await snapshot();
  expect(before.flatMap((m) => m.lessons)).toHaveLength(14);

  const zip = await downloadExport();
  const files = await unzip(zip);
  expect([...files.keys()].filter((n) => n.endsWith("/module.md"))).toHaveLength(before.length);
  expect([...files.keys()].filter((n) => n.endsWith(".md") && !n.endsWith("/module.md"))).toHaveLength(14);
  const videoEntry = [...files.entries()].find(([name]) => name.endsWith("intro clip.mp4"));
  expect(videoEntry?.[1].equals(video)).toBe(true);
  const lessonFile = [...files.entries()].find(([name]) => name.endsWith("define-the-persona-and-niche.md"))![1].toString();
  expect(lessonFile).toMatch(/^---\ntitle: /);
  expect(lessonFile).toContain("status: draft");

  // Into a non-empty course: refused, nothing changes.
  expect(await upload(zip)).toMatchObject({ status: 409 });

  await prisma().courseModule.deleteMany();
  expect(await upload(zip)).toMatchObject({ status: 201, body: { modules: before.length, lessons: 14, media: 1 } });
  expect(await snapshot()).toEqual(before);
});

it("refuses a faulty archive whole, naming the file, and leaves nothing behind", async () => {
  await prisma().courseModule.deleteMany();
  const good = {
    "course/01-start/module.md": "---\ntitle: Start\nslug: start\nstatus: published\n---\n",
    "course/01-start/01-hello.md": "---\ntitle: Hello\nslug: hello\nstatus: published\n---\nHi.\n",
  };
  const cases: [Record<string, string> | Buffer, RegExp][] = [
    [Buffer.from("not a zip at all"), /not a course export/],
    [{ ...good, "course/01-start/01-hello.md": "---\ntitle: Hello\nslug: hello\nstatus: live\n---\n" }, /01-hello\.md: status must be draft or published/],
    [{ ...good, "course/01-start/02-more.md": "---\ntitle: More\nslug: hello\nstatus: draft\n---\n" }, /the slug hello is used twice/],
    [
      {
        ...good,
        "course/01-start/01-hello.md":
          "---\ntitle: Hello\nslug: hello\nstatus: draft\nmedia:\n  - file: media/hello/a.mp4\n    kind: video\n    name: a.mp4\n    contentType: video/mp4\n---\n",
      },
      /media\/hello\/a\.mp4 is not in the archive/,
    ],
    [{ ...good, "course/01-start/run.sh": "echo hi" }, /only Markdown and lesson media/],
    [{ "course/01-start/01-hello.md": good["course/01-start/01-hello.md"] }, /module\.md is missing/],
    [{ ...good, "course/01-start/01-hello.md": "---\ntitle: [unclosed\n---\n" }, /front matter is not valid YAML/],
  ];
  for (const [files, message] of cases) {
    const bytes = Buffer.isBuffer(files) ? files : await zipOf(files);
    const answer = await upload(bytes);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await prisma().courseModule.count()).toBe(0);
  }
  expect(await upload(await zipOf(good))).toMatchObject({ status: 201, body: { modules: 1, lessons: 1, media: 0 } });
});

it("is the operator's only: a buyer gets the console's 404", async () => {
  const buyer = await signIn((await createUser()).id);
  expect((await upload(Buffer.from("x"), buyer)).status).toBe(404);
  expect((await call(exportCourse, { session: buyer })).status).toBe(404);
});

describe("front matter is read as YAML only, never run (issue 42)", () => {
  // Each archive's module.md would, if its front matter were evaluated, write a marker file and
  // still give valid fields, so an import that ran it could also answer 201.
  const engines = ["js", "javascript", "JS", "coffee", "coffeescript", "cson", "json", "toml", "my-lang"];
  let scratch: string;
  beforeAll(async () => {
    const { mkdtemp } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    scratch = await mkdtemp(`${tmpdir()}/front-matter-`);
  });
  afterAll(async () => {
    const { rm } = await import("node:fs/promises");
    await rm(scratch, { recursive: true, force: true });
  });

  const payload = (marker: string) =>
    `{title: (process.getBuiltinModule("fs").writeFileSync(${JSON.stringify(marker)}, "ran"), "Start"), slug: "start", status: "published"}`;

  it.each(engines)("---%s: 400 naming the file, and no code runs", async (engine) => {
    const { existsSync } = await import("node:fs");
    await prisma().courseModule.deleteMany();
    const marker = `${scratch}/${engine}-module`;
    const lessonMarker = `${scratch}/${engine}-lesson`;
    const answer = await upload(
      await zipOf({
        "course/01-start/module.md": `---${engine}\n${payload(marker)}\n---\n`,
        "course/01-start/01-hello.md": `---${engine}\n${payload(lessonMarker).replace('"Start"', '"Hello"').replace('"start"', '"hello"')}\n---\nHi.\n`,
      }),
    );
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(lessonMarker)).toBe(false);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^course\/01-start\/(module|01-hello)\.md: /);
    expect(answer.body.message).toMatch(/front matter must be YAML/);
    expect(await prisma().courseModule.count()).toBe(0);
  });

  it("refuses a lesson whose front matter alone is JavaScript, after a good module.md", async () => {
    const { existsSync } = await import("node:fs");
    await prisma().courseModule.deleteMany();
    const marker = `${scratch}/lesson-only`;
    const answer = await upload(
      await zipOf({
        "course/01-start/module.md": "---\ntitle: Start\nslug: start\nstatus: published\n---\n",
        "course/01-start/01-hello.md": `---javascript\n${payload(marker).replace('"Start"', '"Hello"').replace('"start"', '"hello"')}\n---\nHi.\n`,
      }),
    );
    expect(existsSync(marker)).toBe(false);
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^course\/01-start\/01-hello\.md: .*front matter must be YAML/) } });
    expect(await prisma().courseModule.count()).toBe(0);
  });

  it("reads YAML with the safe schema: a !!js/function tag is refused, not compiled", async () => {
    await prisma().courseModule.deleteMany();
    const answer = await upload(
      await zipOf({
        "course/01-start/module.md": '---\ntitle: !!js/function "function () { return 1; }"\nslug: start\nstatus: published\n---\n',
      }),
    );
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^course\/01-start\/module\.md: .*not valid YAML/) } });
  });

  it("still imports front matter that names yaml or nothing", async () => {
    await prisma().courseModule.deleteMany();
    const answer = await upload(
      await zipOf({
        "course/01-start/module.md": "---yaml\ntitle: Start\nslug: start\nstatus: published\n---\n",
        "course/01-start/01-hello.md": "---\ntitle: Hello\nslug: hello\nstatus: published\n---\nHi.\n",
      }),
    );
    expect(answer).toMatchObject({ status: 201, body: { modules: 1, lessons: 1 } });
  });
});

describe("imported files pass the editor's checks (issue 42)", () => {
  const moduleMd = "---\ntitle: Start\nslug: start\nstatus: published\n---\n";
  const lessonWith = (file: string, kind: string, name: string, contentType: string) =>
    `---\ntitle: Hello\nslug: hello\nstatus: published\nmedia:\n  - file: ${file}\n    kind: ${kind}\n    name: ${name}\n    contentType: ${contentType}\n---\nHi.\n`;

  it.each([
    ["an HTML page posing as an attachment", "attachment", "page.pdf", "text/html", "<html><script>alert(1)</script></html>"],
    ["an HTML page named .html", "attachment", "page.html", "text/html", "<html></html>"],
    ["captions that are not WebVTT", "captions", "subs.vtt", "text/vtt", "<html></html>"],
    ["a poster that is not a picture", "poster", "poster.png", "image/png", "<svg onload=alert(1)></svg>"],
  ])("refuses %s, naming the file, and stores nothing", async (_, kind, name, contentType, bytes) => {
    await prisma().courseModule.deleteMany();
    const answer = await upload(
      await zipOf({
        "course/01-start/module.md": moduleMd,
        "course/01-start/01-hello.md": lessonWith(`media/hello/${name}`, kind, name, contentType),
        [`course/01-start/media/hello/${name}`]: bytes,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(`course/01-start/media/hello/${name}`);
    expect(await prisma().courseModule.count()).toBe(0);
    expect(await prisma().courseMedia.count({ where: { name } })).toBe(0);
  });

  it("stores a real PDF attachment with the type its bytes show", async () => {
    await prisma().courseModule.deleteMany();
    const answer = await upload(
      await zipOf({
        "course/01-start/module.md": moduleMd,
        "course/01-start/01-hello.md": lessonWith("media/hello/sheet.pdf", "attachment", "sheet.pdf", "text/html"),
        "course/01-start/media/hello/sheet.pdf": "%PDF-1.4\n%fake but signed\n",
      }),
    );
    expect(answer.status).toBe(201);
    expect(await prisma().courseMedia.findFirstOrThrow({ where: { name: "sheet.pdf" } })).toMatchObject({ contentType: "application/pdf" });
  });

  it.each([
    ["an HLS playlist naming another file on the server", "#EXTM3U\n#EXTINF:10,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n", NOT_A_VIDEO],
    ["bytes that are no video at all", Buffer.from(Array.from({ length: 50_000 }, (_, i) => i % 251)), NOT_A_VIDEO],
    ["a real WebM video, which would not play everywhere as it is", makeVideo("clip.webm", VP8_WEBM), IMPORTED_VIDEO_NOT_PLAYABLE],
  ])("refuses %s posing as an MP4 lesson video, and stores nothing", async (_, bytes, message) => {
    await prisma().courseModule.deleteMany();
    const answer = await upload(
      await zipOf({
        "course/01-start/module.md": moduleMd,
        "course/01-start/01-hello.md": lessonWith("media/hello/clip.mp4", "video", "clip.mp4", "video/mp4"),
        "course/01-start/media/hello/clip.mp4": bytes,
      }),
    );
    expect(answer).toMatchObject({ status: 400, body: { message: `course/01-start/media/hello/clip.mp4: ${message}` } });
    expect(await prisma().courseModule.count()).toBe(0);
    expect(await prisma().courseMedia.count({ where: { name: "clip.mp4" } })).toBe(0);
  });

  it("takes a real MP4 with the length and size ffprobe reads, not the front matter's", async () => {
    await prisma().courseModule.deleteMany();
    const lesson = lessonWith("media/hello/clip.mp4", "video", "clip.mp4", "text/html").replace(
      "contentType: text/html",
      "contentType: text/html\n    durationSeconds: 999\n    width: 4000",
    );
    const answer = await upload(
      await zipOf({
        "course/01-start/module.md": moduleMd,
        "course/01-start/01-hello.md": lesson,
        "course/01-start/media/hello/clip.mp4": makeVideo("clip.mp4", H264_MP4, 2),
      }),
    );
    expect(answer.status).toBe(201);
    expect(await prisma().courseMedia.findFirstOrThrow({ where: { name: "clip.mp4" } })).toMatchObject({
      contentType: "video/mp4",
      durationSeconds: 2,
      width: 160,
      height: 90,
    });
  });

  it("refuses an archive with more entries than a course can have", async () => {
    await prisma().courseModule.deleteMany();
    const files: Record<string, string> = { "course/01-start/module.md": moduleMd };
    for (let i = 0; i <= COURSE_ARCHIVE_MAX_ENTRIES; i++) files[`course/01-start/media/x/f${i}.bin`] = "";
    const answer = await upload(await zipOf(files));
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining(`at most ${COURSE_ARCHIVE_MAX_ENTRIES} files`) } });
  });
});
