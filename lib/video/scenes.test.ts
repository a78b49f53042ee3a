import { MAX_SCENE_SECONDS, MIN_SCENE_SECONDS, planScenes, sceneBoundaries } from "./scenes";
import type { Sentence } from "./sentences";

const sentence = (start: number, end: number): Sentence => ({ start, end, words: [{ word: "x.", start, end }], text: "x." });

describe("the scene plan", () => {
  it("cuts in the pause between two sentences", () => {
    expect(sceneBoundaries([sentence(0, 3), sentence(3.4, 6), sentence(6.2, 9.5)], 10)).toEqual([0, 3.2, 6.1, 10]);
  });

  it("joins a sentence too short for a scene to the next, and a short last one to the one before", () => {
    const edges = sceneBoundaries([sentence(0, 1), sentence(1.2, 5), sentence(5.2, 6)], 6.5);
    expect(edges).toEqual([0, 6.5]);
    for (let i = 1; i < edges.length; i++) expect(edges[i] - edges[i - 1]).toBeGreaterThanOrEqual(MIN_SCENE_SECONDS);
  });

  it("splits a long sentence so no still holds the screen too long", () => {
    const edges = sceneBoundaries([sentence(0, 20)], 20);
    expect(edges).toHaveLength(4);
    for (let i = 1; i < edges.length; i++) expect(edges[i] - edges[i - 1]).toBeLessThanOrEqual(MAX_SCENE_SECONDS);
  });

  it("cycles the shots, alternates the moves, and its frames add up to title card plus speech", () => {
    const sentences = [0, 3, 6, 9, 12].map((t) => sentence(t, t + 2.8));
    const scenes = planScenes({ sentences, shotCount: 2, speechSeconds: 15, leadInSeconds: 1.2, fps: 30 });
    expect(scenes.map((s) => s.shot)).toEqual([0, 1, 0, 1, 0]);
    expect(scenes[0].motion).not.toEqual(scenes[1].motion);
    expect(scenes.reduce((sum, s) => sum + s.frames, 0)).toBe(Math.round(16.2 * 30));
    // The first scene starts under the title card; each scene starts where the one before ends.
    expect(scenes[0]).toMatchObject({ startFrame: 0, frames: Math.round((2.9 + 1.2) * 30) });
    for (let i = 1; i < scenes.length; i++) expect(scenes[i].startFrame).toBe(scenes[i - 1].startFrame + scenes[i - 1].frames);
  });

  it("makes one scene from speech without any sentence, and refuses no shots", () => {
    expect(planScenes({ sentences: [], shotCount: 1, speechSeconds: 4, leadInSeconds: 0, fps: 30 })).toEqual([
      expect.objectContaining({ shot: 0, startFrame: 0, frames: 120 }),
    ]);
    expect(() => planScenes({ sentences: [], shotCount: 0, speechSeconds: 4, leadInSeconds: 0, fps: 30 })).toThrow(/at least one shot/);
  });
});
