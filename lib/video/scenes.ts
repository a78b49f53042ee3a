import type { Sentence } from "./sentences";

// The scene plan: which shot is on screen for which frames, and how the slow pan and zoom
// (Ken Burns) moves over it. Cuts fall in the pause between two sentences; a sentence too
// short to read as a scene joins the next one, and a long one is split so a still never
// holds the screen for more than MAX_SCENE_SECONDS.

export const MIN_SCENE_SECONDS = 2;
export const MAX_SCENE_SECONDS = 7;

/** Zoom 1 shows the whole shot; focus is where the window sits, 0..1 across and down the spare room. */
export type Motion = { zoomFrom: number; zoomTo: number; focusFrom: [number, number]; focusTo: [number, number] };

export type ScenePlan = { shot: number; startFrame: number; frames: number; motion: Motion };

// Alternating in and out, centred then drifting sideways, so consecutive cuts do not repeat
// one move. The focus sits a little above the middle, where a portrait's face is.
const MOTIONS: Motion[] = [
  { zoomFrom: 1, zoomTo: 1.12, focusFrom: [0.5, 0.45], focusTo: [0.5, 0.35] },
  { zoomFrom: 1.12, zoomTo: 1, focusFrom: [0.35, 0.4], focusTo: [0.5, 0.45] },
  { zoomFrom: 1.06, zoomTo: 1.14, focusFrom: [0.25, 0.4], focusTo: [0.75, 0.4] },
  { zoomFrom: 1.14, zoomTo: 1.06, focusFrom: [0.75, 0.45], focusTo: [0.25, 0.35] },
];

export type ScenePlanInput = {
  sentences: Sentence[];
  shotCount: number;
  /** Length of the speech in seconds (the audio, which may run past the last word). */
  speechSeconds: number;
  /** The title card before the speech starts; the first scene starts under it. */
  leadInSeconds: number;
  fps: number;
  /** The longest a still holds the screen: the CapCut template's pace (issue 48). */
  maxSceneSeconds?: number;
};

/** Scene boundaries in speech seconds, before the lead-in: [0, ..., speechSeconds]. */
export function sceneBoundaries(sentences: Sentence[], speechSeconds: number, maxSceneSeconds = MAX_SCENE_SECONDS): number[] {
  const cuts = sentences.slice(1).map((s, i) => (sentences[i].end + s.start) / 2);
  const edges = [0, ...cuts.filter((t) => t > 0 && t < speechSeconds), speechSeconds];
  // Join a short scene to the next one (the last to the one before).
  const joined = [edges[0]];
  for (let i = 1; i < edges.length; i++) {
    const isLast = i === edges.length - 1;
    if (!isLast && edges[i] - joined[joined.length - 1] < MIN_SCENE_SECONDS) continue;
    if (isLast && joined.length > 1 && edges[i] - joined[joined.length - 1] < MIN_SCENE_SECONDS) joined.pop();
    joined.push(edges[i]);
  }
  // Split a long scene into equal parts.
  const out = [joined[0]];
  for (let i = 1; i < joined.length; i++) {
    const from = joined[i - 1];
    const parts = Math.ceil((joined[i] - from) / maxSceneSeconds);
    for (let p = 1; p <= parts; p++) out.push(from + ((joined[i] - from) * p) / parts);
  }
  return out;
}

export function planScenes({ sentences, shotCount, speechSeconds, leadInSeconds, fps, maxSceneSeconds }: ScenePlanInput): ScenePlan[] {
  if (shotCount < 1) throw new Error("A draft video needs at least one shot");
  const edges = sceneBoundaries(sentences, speechSeconds, maxSceneSeconds);
  // Frame numbers are rounded from the edges, so the frames add up to the whole video exactly.
  const frameAt = (i: number) => (i === 0 ? 0 : Math.round((edges[i] + leadInSeconds) * fps));
  return edges.slice(1).map((_, i) => ({
    shot: i % shotCount,
    startFrame: frameAt(i),
    frames: frameAt(i + 1) - frameAt(i),
    motion: MOTIONS[i % MOTIONS.length],
  }));
}
