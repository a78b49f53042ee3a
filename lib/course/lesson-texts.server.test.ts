import { ALL_LESSON_IDS } from "./modules";
import { LESSON_TEXTS } from "./lesson-texts.server";

it("every lesson of the course has its text, steps to follow, and no text for a lesson that is not in it", () => {
  expect(Object.keys(LESSON_TEXTS).sort()).toEqual([...ALL_LESSON_IDS].sort());
  for (const id of ALL_LESSON_IDS) {
    const text = LESSON_TEXTS[id]!;
    expect({ id, paragraphs: text.paragraphs.length >= 2, steps: text.steps.length >= 2 }).toEqual({ id, paragraphs: true, steps: true });
    if (text.tryIt) expect(text.tryIt.href).toMatch(/^\/(user\/characters|tests\/ai)$/);
  }
});
