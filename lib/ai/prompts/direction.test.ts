import { variablesSchema } from "@/lib/studio/wizard/variables/schema";
import { compositionSchema } from "@/lib/studio/wizard/composition/schema";
import { nicheSchema } from "@/lib/studio/wizard/niche/schema";
import { DIRECTION_STEPS, directionFromSteps, FIELD_CONCERNS, type CharacterDirection, type Concern, type DirectionField } from "./direction";
import { withImageDirection } from "./image-direction";
import { composedShotPrompt } from "./composition";
import { referenceHeadshotPrompt } from "./headshot";
import { profilePrompt, withProfileDirection } from "./profile";
import { scriptPrompt } from "./script";
import { shotScenario } from "./shots";

// Every Variables, Composition and Niche field, with the placeholder-like values a buyer types.
const SAMPLE: Required<CharacterDirection> = {
  subject: "a confident fitness coach in her late twenties",
  outfit: "matching sage-green activewear",
  setting: "sunlit rooftop gym",
  camera: "85mm, shallow depth of field",
  keywords: "natural skin texture, film grain",
  avoid: "hands in frame, text, logos",
  shotStyle: "Medium Shot",
  background: "Urban city",
  lighting: "soft window light from the left, warm tones",
  mood: "calm, approachable",
  niche: "Plant-based endurance running",
  expertise: "marathon training on a vegan diet",
  audience: "busy parents who want to get fit at home",
};

const VARIABLES = { gender: "female", age: 29, ethnicity1: "asian", ethnicity2: "none", niche: "Travel & Adventure", profession: "Photographer" } as const;

/** What each prompt's model receives: its text, and for images the negative prompt apart. */
const BUILT: Record<Concern, (d: CharacterDirection) => { text: string; negative?: string }> = {
  profile: (d) => ({ text: withProfileDirection(profilePrompt(VARIABLES, "Ava"), d) }),
  headshot: (d) => {
    const p = withImageDirection(referenceHeadshotPrompt({ gender: "female", age: 29 }), d, "headshot");
    return { text: p.prompt, negative: p.negativePrompt };
  },
  shot: (d) => {
    const p = withImageDirection(shotScenario("coffee_shop", { name: "Ava" }).prompt, d, "shot");
    return { text: p.prompt, negative: p.negativePrompt };
  },
  composed: (d) => {
    const p = composedShotPrompt({ name: "Ava" }, d, "coffee_shop");
    return { text: p.prompt, negative: p.negativePrompt };
  },
  script: (d) => ({ text: scriptPrompt({ ask: "Write a script", topic: "morning runs", characterName: "Ava", direction: d }) }),
};
const IMAGES: Concern[] = ["headshot", "shot", "composed"];
const CONCERNS = Object.keys(BUILT) as Concern[];
const FIELDS = Object.keys(SAMPLE) as DirectionField[];

describe("each wizard field reaches the prompts it concerns, and only those", () => {
  it.each(FIELDS.filter((f) => f !== "avoid"))("%s", (field) => {
    const value = SAMPLE[field];
    for (const concern of CONCERNS) {
      const { text } = BUILT[concern]({ [field]: value });
      if (FIELD_CONCERNS[field].includes(concern)) expect({ concern, text }).toEqual({ concern, text: expect.stringContaining(value) });
      else expect({ concern, text }).toEqual({ concern, text: expect.not.stringContaining(value) });
    }
  });

  it("avoid is the negative prompt of every image and an Avoid line for the text model", () => {
    for (const concern of CONCERNS) {
      const { text, negative } = BUILT[concern]({ avoid: SAMPLE.avoid });
      if (IMAGES.includes(concern)) {
        expect({ concern, negative }).toEqual({ concern, negative: SAMPLE.avoid });
        expect(text).not.toContain(SAMPLE.avoid);
      } else {
        expect({ concern, text }).toEqual({ concern, text: expect.stringContaining(`Avoid: ${SAMPLE.avoid}.`) });
      }
    }
  });

  it("every field concerns at least one prompt", () => {
    for (const field of FIELDS) expect(FIELD_CONCERNS[field].length).toBeGreaterThan(0);
  });

  it("leaves every prompt as it was when nothing is saved", () => {
    expect(BUILT.profile({}).text).toBe(profilePrompt(VARIABLES, "Ava"));
    expect(BUILT.headshot({})).toEqual({ text: referenceHeadshotPrompt({ gender: "female", age: 29 }), negative: undefined });
    expect(BUILT.shot({}).text).toBe(shotScenario("coffee_shop", { name: "Ava" }).prompt);
    expect(BUILT.script({}).text).toBe("Write a script for Ava about: morning runs");
  });
});

describe("the direction from the saved steps", () => {
  it("names every field of the three steps' schemas (own niche folds into niche)", () => {
    expect([...DIRECTION_STEPS.variables].sort()).toEqual(Object.keys(variablesSchema.shape).sort());
    expect([...DIRECTION_STEPS.composition].sort()).toEqual(Object.keys(compositionSchema.shape).sort());
    expect([...DIRECTION_STEPS.niche, "customNiche"].sort()).toEqual(Object.keys(nicheSchema.shape).sort());
  });

  it("reads the three steps' text fields, trimmed, and leaves out blanks and lists", () => {
    const d = directionFromSteps({
      variables: { subject: "  a coach ", outfit: "", camera: ["85mm"], avoid: "logos" },
      composition: { shotStyle: "Wide Shot", mood: "   " },
      niche: { niche: "Fitness & Health", customNiche: "Trail running", audience: "runners" },
    });
    expect(d).toEqual({ subject: "a coach", avoid: "logos", shotStyle: "Wide Shot", niche: "Trail running", audience: "runners" });
  });

  it("takes the chosen niche chip when there is no own wording", () => {
    expect(directionFromSteps({ niche: { niche: "Fitness & Health" } })).toEqual({ niche: "Fitness & Health" });
  });
});

describe("a composed shot", () => {
  it("is framed by the shot style, with hands out of frame only in a close-up", () => {
    expect(composedShotPrompt({}, { shotStyle: "Wide Shot" }).prompt).toMatch(/^Wide Shot \(full body, with the surroundings in view\) of the same character/);
    expect(composedShotPrompt({}, { shotStyle: "Wide Shot" }).prompt).not.toContain("Hands out of frame");
    expect(composedShotPrompt({}, { shotStyle: "Close-up Portrait" }).prompt).toContain("Hands out of frame");
    expect(composedShotPrompt({}, {}).prompt).toMatch(/^Shoulders-up close portrait of the same character/);
  });

  it("keeps the re-rendered shot's own scene unless the composition sets one", () => {
    expect(composedShotPrompt({}, {}, "gym_active").prompt).toContain("In a modern gym");
    expect(composedShotPrompt({}, { background: "Cozy home" }, "gym_active").prompt).not.toContain("In a modern gym");
    expect(composedShotPrompt({}, {}).prompt).toContain("Against a plain studio backdrop.");
  });

  it("is drawn from the composed fields only (no niche in a picture)", () => {
    expect(composedShotPrompt({}, SAMPLE).direction).not.toHaveProperty("niche");
    expect(composedShotPrompt({}, SAMPLE).direction).toMatchObject({ background: "Urban city", shotStyle: "Medium Shot" });
  });
});
