// The draft video's format (issue 22): vertical 9:16 Full HD at 30 frames a second; as long as
// the Mirage template it was made for (30, 45, 60 or 90 s, issue 48), or as the speech.

export const VIDEO_WIDTH = 1080;
export const VIDEO_HEIGHT = 1920;
export const VIDEO_FPS = 30;
/** The Mirage templates' lengths (spec: 30s, 60s, 90s, 45s); the longest is the longest draft. */
export const SCRIPT_SECONDS = [30, 45, 60, 90] as const;
export type ScriptSeconds = (typeof SCRIPT_SECONDS)[number];
/** Spoken at a natural 150 words a minute (decision 381): a template's word budget. */
export const SPOKEN_WORDS_PER_MINUTE = 150;
export const wordsForSeconds = (seconds: number) => Math.round((seconds * SPOKEN_WORDS_PER_MINUTE) / 60);
/** Speech longer than this (the longest template and 10 % more) is refused before any work is done. */
export const MAX_SPEECH_SECONDS = 99;
/** Shorter speech still renders, as long as it is (decision 133); the wizard says 15 s is the usual minimum. */
export const SUGGESTED_MIN_SECONDS = 15;
/** The title card before the speech starts, when the video has one. */
export const TITLE_SECONDS = 1.2;
