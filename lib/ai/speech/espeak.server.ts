import "server-only";
import type { ESpeakVoice } from "./espeak-voice";

// eSpeak NG compiled to WebAssembly (the espeak-ng package): the server demo voice, with no key
// and no network (decision 128). Each call runs the eSpeak command line in a fresh WebAssembly
// instance (its own memory and file system, about 32 MB), so calls share nothing but the loaded
// JavaScript; they run one at a time so that a long script cannot hold many instances at once.

type ESpeakFactory = typeof import("espeak-ng").default;

let loading: Promise<ESpeakFactory> | null = null;
const espeak = () => (loading ??= import("espeak-ng").then((m) => m.default));

let queue: Promise<unknown> = Promise.resolve();

/**
 * The WAV eSpeak NG writes for the text. The text goes in as a UTF-8 file, not an argument, so
 * that nothing in it is read as an option, and without -m, so that markup is spoken as text.
 */
export function espeakWav(text: string, voice: ESpeakVoice): Promise<Buffer> {
  const run = async () => {
    const errors: string[] = [];
    const ESpeakNg = await espeak();
    const { voice: name, wordsPerMinute, pitch, pitchRange } = voice;
    const instance = await ESpeakNg({
      // -b 1: the text file is UTF-8; -w: write a WAV instead of playing it.
      arguments: ["-v", name, "-s", `${wordsPerMinute}`, "-p", `${pitch}`, "-P", `${pitchRange}`, "-b", "1", "-f", "in.txt", "-w", "out.wav"],
      preRun: [(module) => module.FS.writeFile("in.txt", text)],
      print: () => {},
      printErr: (line) => errors.push(line),
    });
    try {
      return Buffer.from(instance.FS.readFile("out.wav"));
    } catch {
      throw new Error(`eSpeak NG wrote no audio: ${errors.find((e) => e.startsWith("Error")) ?? errors[0] ?? "no reason given"}`);
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => {});
  return result;
}
