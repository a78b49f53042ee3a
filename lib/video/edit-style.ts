// The CapCut step's choices the draft video renders (issue 48, decision 383): how long a still
// may hold (the template's pace), the transition between scenes, and the captions' style.
// The rest of the step (instructions, music, effects) reaches only edit-plan.md.

export const TRANSITIONS = ["Cut", "Fade through black"] as const;
export type Transition = (typeof TRANSITIONS)[number];
export const TEXT_STYLES = ["Yellow karaoke", "White bold", "Boxed"] as const;
export type TextStyle = (typeof TEXT_STYLES)[number];

export type EditStyle = { maxSceneSeconds: number; transition: Transition; textStyle: TextStyle };

export const DEFAULT_EDIT_STYLE: EditStyle = { maxSceneSeconds: 7, transition: "Cut", textStyle: "Yellow karaoke" };

/** The fade's length at each side of a cut, in frames (0.2 s at 30 fps). */
export const FADE_FRAMES = 6;
