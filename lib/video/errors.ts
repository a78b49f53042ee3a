import { SCRIPT_SECONDS } from "./format";

/** The speech is longer than a draft video may be; said before any rendering starts. */
export class SpeechTooLongError extends Error {
  constructor(readonly speechSeconds: number) {
    super(
      `The script reads for ${Math.round(speechSeconds)} s; a draft video is at most ${Math.max(...SCRIPT_SECONDS)} s. Shorten the script and record the voice again.`,
    );
    this.name = "SpeechTooLongError";
  }
}
