import { stepIndexFrom, WIZARD_STEPS } from "./wizard-steps";

it("has the spec's twelve steps in order", () => {
  expect(WIZARD_STEPS.map((s) => s.title)).toEqual([
    "Profile", "Variables", "Niche", "Reference", "Images", "Socials", "Messages", "Voice", "Composition", "Mirage Video", "CapCut Video", "Posts",
  ]);
});

it("reads ?step= as a slug or a 1-based number, falling back to the first step", () => {
  expect(stepIndexFrom("socials")).toBe(5);
  expect(stepIndexFrom("Posts")).toBe(11);
  expect(stepIndexFrom("12")).toBe(11);
  expect(stepIndexFrom(["voice", "x"])).toBe(7);
  for (const bad of [undefined, null, "", "13", "0", "1.5", "nope"]) expect(stepIndexFrom(bad)).toBe(0);
});
