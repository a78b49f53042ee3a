import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PACKAGED_FFMPEG, resolveFfmpeg } from "./ffmpeg.server";

describe("which ffmpeg renders", () => {
  const dir = mkdtempSync(join(tmpdir(), "ffmpeg-resolve-"));
  const onPath = join(dir, "ffmpeg");
  writeFileSync(onPath, "#!/bin/sh\n", { mode: 0o755 });
  const notExecutable = join(dir, "plain");
  writeFileSync(notExecutable, "", { mode: 0o644 });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const root = process.cwd();

  it("takes FFMPEG_PATH first, and refuses one that is not executable", () => {
    expect(resolveFfmpeg({ configured: onPath, searchPath: "/usr/bin", root })).toBe(onPath);
    expect(() => resolveFfmpeg({ configured: notExecutable, root })).toThrow(/FFMPEG_PATH .* not an executable/);
  });

  it("takes an ffmpeg on PATH next", () => {
    expect(resolveFfmpeg({ searchPath: `/nonexistent:${dir}`, root })).toBe(onPath);
  });

  it("falls back to the npm package's static build, and says what to do when there is none", () => {
    expect(resolveFfmpeg({ searchPath: "/nonexistent", root })).toBe(join(root, PACKAGED_FFMPEG));
    expect(() => resolveFfmpeg({ searchPath: "", root: dir })).toThrow(/No ffmpeg to render videos with/);
  });
});
