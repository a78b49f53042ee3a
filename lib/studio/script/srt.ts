import { wordsFromAlignment, type SpeechAlignment } from "@/lib/ai/speech/alignment";
import { captionCues, SUBTITLE_CUES, toSrt, type CaptionCue } from "@/lib/ai/speech/captions";

// Subtitles for the Mirage script. Timings come from speech generated with timestamps: ElevenLabs'
// "with-timestamps" answer carries one start and end time per character of the spoken text
// (decision 112); lib/ai/speech turns that into words and words into cues and an .srt file.

/** One subtitle cue: seconds from the start of the clip. */
export type ScriptSegment = CaptionCue;

/** Groups the spoken words into cues: a new cue after a sentence ends, or when one grows too long. */
export const alignmentToSegments = (alignment: SpeechAlignment): ScriptSegment[] => captionCues(wordsFromAlignment(alignment), SUBTITLE_CUES);

/** The cues as a SubRip (.srt) file: numbered from 1, CRLF line ends as players expect. */
export const scriptToSrt = (segments: ScriptSegment[]): string => toSrt(segments);
