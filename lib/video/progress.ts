// ffmpeg's `-progress pipe:1` writes key=value lines in blocks, each ending with
// `progress=continue` (or `progress=end`). out_time_us (out_time_ms in older builds, also in
// microseconds despite its name) says how far the output has got; against the video's length
// that is the render's percentage.

/** Feeds stdout chunks in; calls onPercent with 0-99 whenever the whole percentage grows. 100 is the caller's, once the file is complete. */
export function progressReader(totalSeconds: number, onPercent: (percent: number) => void): (chunk: string) => void {
  let pending = "";
  let reported = -1;
  return (chunk) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const seconds = outTimeSeconds(line.trim());
      if (seconds === undefined || totalSeconds <= 0) continue;
      const percent = Math.min(99, Math.floor((seconds / totalSeconds) * 100));
      if (percent > reported) {
        reported = percent;
        onPercent(percent);
      }
    }
  };
}

/** Seconds of output from one progress line, or undefined for any other line (or "N/A"). */
export function outTimeSeconds(line: string): number | undefined {
  const micro = /^out_time_(?:us|ms)=(-?\d+)$/.exec(line);
  if (micro) {
    const value = Number(micro[1]) / 1e6;
    return value >= 0 ? value : undefined;
  }
  const clock = /^out_time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(line);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  return undefined;
}
