// The draft video's format (issue 22): vertical 9:16 Full HD at 30 frames a second, 15-60 s.

export const VIDEO_WIDTH = 1080;
export const VIDEO_HEIGHT = 1920;
export const VIDEO_FPS = 30;
/** Speech longer than this is refused before any work is done. */
export const MAX_SPEECH_SECONDS = 60;
/** Shorter speech still renders, as long as it is (decision 133); the wizard says 15 s is the usual minimum. */
export const SUGGESTED_MIN_SECONDS = 15;
/** The title card before the speech starts, when the video has one. */
export const TITLE_SECONDS = 1.2;
