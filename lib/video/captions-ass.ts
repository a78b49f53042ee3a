import type { Cue } from "./captions";
import { VIDEO_HEIGHT, VIDEO_WIDTH } from "./format";
import type { TextStyle } from "./edit-style";

// The burned-in captions and title card as an Advanced SubStation script for ffmpeg's libass.
// Large bold Geist with a thick outline reads over any shot; each word turns yellow as it is
// said (karaoke \k timing). Margins keep the text inside the safe area of vertical video: clear
// of the bottom ~20% (the app's caption, buttons) and of the sides (6% each), far below the top
// ~14% (the app's header).

export const CAPTION_FONT = "Geist";
export const CAPTION_MARGIN_SIDE = Math.round(VIDEO_WIDTH * 0.08);
export const CAPTION_MARGIN_BOTTOM = Math.round(VIDEO_HEIGHT * 0.23);

export type TitleCard = { name: string; handle?: string | null };

// ASS colours are &HAABBGGRR.
const WHITE = "&H00FFFFFF";
const YELLOW = "&H0000D7FF";
const BLACK = "&H00000000";

/** 83.5 → "0:01:23.50" */
export function assTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(cs / 360_000)}:${pad(Math.floor(cs / 6000) % 60)}:${pad(Math.floor(cs / 100) % 60)}.${pad(cs % 100)}`;
}

/** Buyer text must not open an override block or a line break: braces and backslashes go. */
export function assText(text: string): string {
  return text.replace(/[{}]/g, "").replace(/\\/g, "/").replace(/\s+/g, " ").trim();
}

function cueLine(cue: Cue, offset: number): string {
  // Each \k lasts until the next word starts, so the highlight moves on as the word is said.
  const parts = cue.words.map((word, i) => {
    const until = cue.words[i + 1]?.start ?? cue.end;
    const cs = Math.max(1, Math.round((until - word.start) * 100));
    return `{\\k${cs}}${assText(word.word)}`;
  });
  return `Dialogue: 1,${assTime(cue.start + offset)},${assTime(cue.end + offset)},Caption,,0,0,0,,${parts.join(" ")}`;
}

function titleLines(title: TitleCard, seconds: number): string[] {
  const end = assTime(seconds);
  const dim = `{\\an7\\pos(0,0)\\p1\\bord0\\shad0\\1c&H000000&\\1a&H70&\\fad(0,250)}m 0 0 l ${VIDEO_WIDTH} 0 ${VIDEO_WIDTH} ${VIDEO_HEIGHT} 0 ${VIDEO_HEIGHT}{\\p0}`;
  const handle = title.handle ? assText(title.handle) : "";
  const text = `{\\fad(150,250)}${assText(title.name)}${handle ? `\\N{\\fs64\\1c&HE0E0E0&}${handle.startsWith("@") ? handle : `@${handle}`}` : ""}`;
  return [`Dialogue: 0,0:00:00.00,${end},Title,,0,0,0,,${dim}`, `Dialogue: 2,0:00:00.00,${end},Title,,0,0,0,,${text}`];
}

/**
 * The caption style's colours and border (issue 48): "Yellow karaoke" paints each word yellow
 * as it is said; "White bold" stays white; "Boxed" is white on a dark box (BorderStyle 3). The
 * box is opaque and casts no shadow: karaoke draws one box per word, and see-through boxes darken
 * where neighbours overlap (stripes between the words).
 */
const CAPTION_LOOKS: Record<TextStyle, { primary: string; secondary: string; back: string; border: number; outline: number; shadow: number }> = {
  "Yellow karaoke": { primary: YELLOW, secondary: WHITE, back: "&H80000000", border: 1, outline: 6, shadow: 2 },
  "White bold": { primary: WHITE, secondary: WHITE, back: "&H80000000", border: 1, outline: 6, shadow: 2 },
  Boxed: { primary: WHITE, secondary: WHITE, back: "&H00141414", border: 3, outline: 18, shadow: 0 },
};

export function toAss(cues: Cue[], offsetSeconds: number, title?: TitleCard, textStyle: TextStyle = "Yellow karaoke"): string {
  const look = CAPTION_LOOKS[textStyle];
  const style = (name: string, size: number, primary: string, alignment: number, marginV: number) =>
    `Style: ${name},${CAPTION_FONT},${size},${primary},${WHITE},${BLACK},&H80000000,-1,0,0,0,100,100,0,0,1,6,2,${alignment},${CAPTION_MARGIN_SIDE},${CAPTION_MARGIN_SIDE},${marginV},1`;
  const captionStyle = `Style: Caption,${CAPTION_FONT},84,${look.primary},${look.secondary},${look.border === 3 ? look.back : BLACK},${look.back},-1,0,0,0,100,100,0,0,${look.border},${look.outline},${look.shadow},2,${CAPTION_MARGIN_SIDE},${CAPTION_MARGIN_SIDE},${CAPTION_MARGIN_BOTTOM},1`;
  return [
    "[Script Info]",
    "ScriptType: v4.00+",
    `PlayResX: ${VIDEO_WIDTH}`,
    `PlayResY: ${VIDEO_HEIGHT}`,
    "WrapStyle: 0",
    "ScaledBorderAndShadow: yes",
    "",
    "[V4+ Styles]",
    "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding",
    // Karaoke paints a word in the primary colour once said, the secondary before.
    captionStyle,
    style("Title", 112, WHITE, 5, 0),
    "",
    "[Events]",
    "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text",
    ...(title ? titleLines(title, offsetSeconds) : []),
    ...cues.map((cue) => cueLine(cue, offsetSeconds)),
    "",
  ].join("\n");
}
