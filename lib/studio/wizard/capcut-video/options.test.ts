import { editStyleOf } from "./options";

// Issue 48: the CapCut step's saved choices as the draft video's style.
describe("editStyleOf", () => {
  it("reads the template's pace, the transition, the caption style and the music bed from the step, with defaults for the rest", () => {
    expect(editStyleOf({ template: "Viral TikTok Style", transition: "Fade through black", textStyle: "Boxed", musicBed: "Calm pad" })).toEqual({
      maxSceneSeconds: 3,
      transition: "Fade through black",
      textStyle: "Boxed",
      musicBed: "Calm pad",
    });
    expect(editStyleOf({ template: "Professional Promo", transition: "Wipe", textStyle: 5, musicBed: "Jazz" })).toEqual({
      maxSceneSeconds: 7,
      transition: "Cut",
      textStyle: "Yellow karaoke",
      musicBed: "None",
    });
    expect(editStyleOf(undefined)).toEqual({ maxSceneSeconds: 7, transition: "Cut", textStyle: "Yellow karaoke", musicBed: "None" });
  });
});
