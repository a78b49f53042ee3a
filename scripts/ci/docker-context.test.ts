import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyBuildContext, dockerignore, parseDockerfile } from "./docker-context";

describe("dockerignore", () => {
  const ignored = dockerignore("# build output\nnode_modules\n/.next/\n*.log\n.env*\n!.env.example\nnotes-?.txt\n");

  it("leaves out named folders with their contents, root-level * and ? globs, and keeps what a ! rule names", () => {
    expect(
      ["node_modules", "node_modules/next/package.json", ".next", ".next/cache/x", "npm-debug.log", ".env", ".env.local", "notes-1.txt"].filter(ignored),
    ).toHaveLength(8);
    expect(
      [".env.example", "app/page.tsx", "logs/keep.txt", "app/debug.log", "node_modules_notes.md", "xnode_modules", "notes-12.txt", "notes-/.txt"].some(ignored),
    ).toBe(false);
  });
});

describe("copyBuildContext", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "docker-context-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("copies the checkout less .dockerignore's paths, hard-links node_modules and brings the build's part of Next's cache", () => {
    const checkout = path.join(root, "checkout");
    const files: Record<string, string> = {
      ".dockerignore": "node_modules\n.next\n.git\n",
      "package.json": "{}",
      "app/page.tsx": "export default 1",
      ".git/HEAD": "ref",
      ".next/server/app.js": "built",
      ".next/cache/turbopack/entry": "cached",
      ".next/cache/.tsbuildinfo": "{}",
      ".next/cache/images/picture.webp": "served",
      "node_modules/pkg/index.js": "module.exports = 1",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
      writeFileSync(path.join(checkout, file), text);
    }
    const target = path.join(root, "context");
    copyBuildContext(checkout, target);

    expect(readdirSync(target).sort()).toEqual([".dockerignore", ".next", "app", "node_modules", "package.json"]);
    expect(readdirSync(path.join(target, ".next"))).toEqual(["cache"]);
    expect(readdirSync(path.join(target, ".next/cache")).sort()).toEqual([".tsbuildinfo", "turbopack"]);
    expect(statSync(path.join(target, "node_modules/pkg/index.js")).ino).toBe(statSync(path.join(checkout, "node_modules/pkg/index.js")).ino);
    expect(statSync(path.join(target, "app/page.tsx")).ino).not.toBe(statSync(path.join(checkout, "app/page.tsx")).ino);
  });
});

describe("the Dockerfile", () => {
  const stages = parseDockerfile(readFileSync("Dockerfile", "utf8"));

  // Issue 42 item 6, decision 393: what runs ffmpeg in production has Debian's current
  // ffmpeg/ffprobe pair on PATH, so the npm package's 2018 build is never the one in use there.
  it.each(["runner", "worker"])("the %s stage installs Debian's ffmpeg (ffmpeg and ffprobe) before it drops to the app user", (name) => {
    const lines = stages.find((s) => s.name === name)!.lines;
    const install = lines.findIndex((l) => /^RUN\s.*apt-get install\b.*\bffmpeg\b/.test(l));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(install).toBeLessThan(lines.findIndex((l) => /^USER\s+app$/.test(l)));
  });

  it("joins continued lines into one instruction and names each stage", () => {
    const parsed = parseDockerfile("FROM node AS one\nRUN a \\\n  && b\n# note\nFROM one AS two\nUSER app\n");
    expect(parsed).toEqual([
      { name: "one", lines: ["RUN a    && b"] },
      { name: "two", lines: ["USER app"] },
    ]);
  });
});
