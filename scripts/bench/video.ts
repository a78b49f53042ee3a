// `npm run bench:video`: renders a 30-second draft video several times and prints the median
// render time ÷ video duration against the goal of 1.0 (issue 22), the peak memory of ffmpeg,
// and a last line of JSON figures. The shots are three demo portraits (SVG, rasterized by the
// renderer as in demo mode) and the speech is the espeak-ng demo voice reading a 30 s script.
// Options: --runs <n> (default 3), --seconds <s> (length of the speech, default 30).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { demoPortraitSvg } from "@/lib/ai/demo/portrait";
import type { WordTiming } from "@/lib/video/speech-types";
import { audioSeconds, ffmpegPath } from "@/lib/video/ffmpeg.server";
import { renderDraftVideo } from "@/lib/video/render.server";
import { TITLE_SECONDS } from "@/lib/video/format";
import { argValue } from "../lib/app-server";
import { judgeVideo, RATIO_GOAL, type RenderRun } from "./video-verdict";

const RUNS = argValue("runs", 3);
const SECONDS = argValue("seconds", 30);
const SCRIPT = [
  "Hi, I'm Mia, and welcome to my studio.",
  "Today I'm showing you three easy looks for the summer.",
  "First, a light linen shirt with clean white sneakers.",
  "Second, a bold red dress for warm evenings in the city.",
  "Third, a cozy knit for cool nights by the sea.",
  "Which one is your favourite?",
  "Tell me in the comments, and follow for a new look every week.",
  "See you soon!",
].join(" ");

/** The espeak-ng demo voice reading the script, slowed or sped up to last about `seconds`. */
async function voice(dir: string, seconds: number): Promise<string> {
  // The package ships no types; the server demo voice (lib/ai/speech) wraps it for the product.
  const specifier = "espeak-ng";
  const espeak = (await import(specifier)).default as (options: { arguments: string[] }) => Promise<{ FS: { readFile(path: string): Uint8Array } }>;
  const path = join(dir, "speech.wav");
  const speak = async (wordsPerMinute: number) => {
    const engine = await espeak({ arguments: ["-v", "en-us", "-s", String(Math.round(wordsPerMinute)), "-w", "speech.wav", SCRIPT] });
    writeFileSync(path, engine.FS.readFile("speech.wav"));
    return audioSeconds(path);
  };
  const first = await speak(175);
  await speak(Math.min(450, Math.max(80, (175 * first) / seconds)));
  return path;
}

/** Word timings spread over the speech by word length (as the demo voice does when espeak gives none). */
function spreadWords(speechSeconds: number): WordTiming[] {
  const words = SCRIPT.split(" ");
  const weights = words.map((w) => w.length + 2);
  const total = weights.reduce((a, b) => a + b, 0);
  const usable = speechSeconds * 0.96;
  let t = speechSeconds * 0.02;
  return words.map((word, i) => {
    const length = (weights[i] / total) * usable;
    const timing = { word, start: t, end: t + length * 0.85 };
    t += length;
    return timing;
  });
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/** CPU seconds of this process's finished children (ffmpeg): a figure the machine's other load does not inflate. */
function childCpuSeconds(): number {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // cutime and cstime, fields 16 and 17 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

async function main() {
  const dir = mkdtempSync(join(os.tmpdir(), "bench-video-"));
  try {
    const audioPath = await voice(dir, SECONDS);
    const speechSeconds = await audioSeconds(audioPath);
    const words = spreadWords(speechSeconds);
    const shots = ["female, auburn hair, studio", "female, auburn hair, beach at sunset", "female, auburn hair, city street at night"].map((prompt) =>
      Buffer.from(demoPortraitSvg(prompt, 768, 1344, "Mia Lopez")),
    );
    const expectedSeconds = speechSeconds + TITLE_SECONDS;
    console.log(`ffmpeg: ${ffmpegPath()}`);
    console.log(
      `${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}; speech ${speechSeconds.toFixed(1)} s, ${RUNS} runs`,
    );

    const runs: RenderRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const outPath = join(dir, `draft-${i}.mp4`);
      const t0 = performance.now();
      const cpu0 = childCpuSeconds();
      try {
        const result = await renderDraftVideo({ shots, audioPath, words, title: { name: "Mia Lopez", handle: "mia.lopez" }, outPath });
        const renderSeconds = (performance.now() - t0) / 1000;
        const cpuSeconds = childCpuSeconds() - cpu0;
        // The file's own length, read back, not the planned one.
        const videoSeconds = await audioSeconds(outPath);
        runs.push({ ok: true, renderSeconds, videoSeconds, expectedSeconds, peakMemoryBytes: result.peakMemoryBytes, cpuSeconds });
        const ratio = renderSeconds / videoSeconds;
        console.log(
          `run ${i + 1}: ${renderSeconds.toFixed(1)} s for ${videoSeconds.toFixed(1)} s of video → ${ratio.toFixed(2)} (ffmpeg CPU ${cpuSeconds.toFixed(1)} s), ffmpeg peak ${mb(result.peakMemoryBytes)}, ${mb(result.bytes)} file`,
        );
      } catch (error) {
        runs.push({ ok: false, error: error instanceof Error ? error.message : String(error) });
        console.log(`run ${i + 1}: failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      rmSync(outPath, { force: true });
    }

    const result = judgeVideo(runs);
    const { medianRatio, peakMemoryMB } = result.summary;
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(
      `median render time ÷ video duration: ${medianRatio ?? "n/a"} (goal ≤ ${RATIO_GOAL.toFixed(1)}), ffmpeg peak memory ${peakMemoryMB ?? "n/a"} MB`,
    );
    console.log(result.problems.length ? `FAIL\n- ${result.problems.join("\n- ")}` : "PASS");
    console.log(JSON.stringify({ ...result.summary, cpus: os.cpus().length, loadAverage: Number(os.loadavg()[0].toFixed(2)) }));
    process.exitCode = result.verdict === "PASS" ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
