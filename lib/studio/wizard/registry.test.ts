import { DATA_STEP_SLUGS, dataStep, stepIndexFrom, WIZARD_STEPS } from "./registry";

it("has the spec's twelve steps in order", () => {
  expect(WIZARD_STEPS.map((s) => s.title)).toEqual([
    "Profile",
    "Variables",
    "Niche",
    "Reference",
    "Images",
    "Socials",
    "Messages",
    "Voice",
    "Composition",
    "Mirage Video",
    "CapCut Video",
    "Posts",
  ]);
});

it("reads ?step= as a slug or a 1-based number, falling back to the first step", () => {
  expect(stepIndexFrom("socials")).toBe(5);
  expect(stepIndexFrom("Posts")).toBe(11);
  expect(stepIndexFrom("12")).toBe(11);
  expect(stepIndexFrom(["voice", "x"])).toBe(7);
  for (const bad of [undefined, null, "", "13", "0", "1.5", "nope"]) expect(stepIndexFrom(bad)).toBe(0);
});

it("gives every autosaving step and the voice design a schema, and no other step one", () => {
  expect(DATA_STEP_SLUGS).toEqual(["variables", "niche", "messages", "composition", "mirage-video", "capcut-video", "posts"]);
  for (const step of WIZARD_STEPS) expect(step.schema !== null).toBe(step.save === "step-data" || step.save === "voice-settings");
});

it("refuses a value outside a step's options and drops fields the step does not have", () => {
  const composition = dataStep("composition").schema;
  expect(composition.safeParse({ shotStyle: "Drone Shot" }).success).toBe(false);
  expect(composition.parse({ shotStyle: "Wide Shot", lighting: "soft", stray: "x" })).toEqual({ shotStyle: "Wide Shot", lighting: "soft" });
  expect(dataStep("posts").schema.safeParse({ platforms: ["MySpace"] }).success).toBe(false);
});
