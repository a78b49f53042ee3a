// The CapCut step's choices the draft video renders (issue 48, decision 383): how long a still
// may hold (the template's pace), the transition between scenes, and the captions' style; and a
// music bed under the voice (decision 431). The rest of the step (instructions, the written music
// style, effects) reaches only edit-plan.md.

export const TRANSITIONS = ["Cut", "Fade through black"] as const;
export type Transition = (typeof TRANSITIONS)[number];
export const TEXT_STYLES = ["Yellow karaoke", "White bold", "Boxed"] as const;
export type TextStyle = (typeof TEXT_STYLES)[number];

export const MUSIC_BEDS = ["None", "Calm pad", "Upbeat pulse"] as const;
export type MusicBed = (typeof MUSIC_BEDS)[number];

export type EditStyle = { maxSceneSeconds: number; transition: Transition; textStyle: TextStyle; musicBed: MusicBed };

export const DEFAULT_EDIT_STYLE: EditStyle = { maxSceneSeconds: 7, transition: "Cut", textStyle: "Yellow karaoke", musicBed: "None" };

/**
 * The bundled beds (decision 431): made by ffmpeg's own tone generator from these formulas at
 * render time, so the set ships no audio file and carries nobody's rights. Quiet under the voice.
 * Calm pad: an A-minor chord breathing every 4 s. Upbeat pulse: a plucked bass on each beat at
 * 120 BPM with a high tick on the off-beats.
 */
export const MUSIC_BED_FORMULAS: Record<Exclude<MusicBed, "None">, string> = {
  "Calm pad": "0.015*(sin(2*PI*220*t)+sin(2*PI*261.63*t)+sin(2*PI*329.63*t))*(0.7+0.3*sin(2*PI*0.25*t))",
  "Upbeat pulse": "0.045*sin(2*PI*110*t)*exp(-6*mod(t,0.5))+0.018*sin(2*PI*440*t)*exp(-14*mod(t,0.25))",
};

/** How long the bed fades out at the video's end, in seconds. */
export const MUSIC_FADE_SECONDS = 1.5;

/** The fade's length at each side of a cut, in frames (0.2 s at 30 fps). */
export const FADE_FRAMES = 6;
