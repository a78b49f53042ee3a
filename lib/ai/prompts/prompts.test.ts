import { CONSISTENCY_TEST_KEYS, DEFAULT_SHOT_NAME, SHOT_KEYS, consistencyTestScenarios, shotScenario } from "./shots";
import { referenceHeadshotPrompt } from "./headshot";
import { nameInProfilePrompt, profilePrompt } from "./profile";

describe("shot scenario library", () => {
  it("has eight scenarios in the four categories of the spec", () => {
    expect(SHOT_KEYS).toHaveLength(8);
    const byCategory = Object.fromEntries(
      ["business", "casual", "fitness", "creative"].map((c) => [c, SHOT_KEYS.filter((k) => shotScenario(k).category === c).sort()]),
    );
    expect(byCategory).toEqual({
      business: ["executive_boardroom", "professional_office"],
      casual: ["coffee_shop", "outdoor_natural"],
      fitness: ["gym_active", "yoga_wellness"],
      creative: ["artist_workspace", "studio_artistic"],
    });
  });

  it("makes every shot a close 9:16 PORTRAIT, shoulders up, hands out of frame", () => {
    for (const key of SHOT_KEYS) {
      const s = shotScenario(key);
      expect(s).toMatchObject({ key, shotType: "close", aspectRatio: "9:16", style: "PORTRAIT" });
      expect(s.prompt).toMatch(/^Shoulders-up/);
      expect(s.prompt).toContain("Hands out of frame");
      expect(s.prompt).toContain("reference image");
      expect(s.prompt).not.toMatch(/[{}]/);
    }
  });

  it("fills every placeholder from the character", () => {
    const p = shotScenario("coffee_shop", {
      name: "Mia",
      gender: "female",
      age: 27,
      ethnicity: "hispanic",
      hairColor: "auburn",
      hairStyle: "wavy",
      eyeColor: "green",
      build: "athletic",
      stylePreference: "bohemian",
    }).prompt;
    for (const word of ["Mia", "female", "27-year-old", "hispanic", "auburn", "wavy", "green eyes", "athletic build", "bohemian"]) {
      expect(p).toContain(word);
    }
  });

  it('uses "the same character" when there is no name', () => {
    expect(shotScenario("gym_active", { name: "  " }).prompt).toContain(`portrait of ${DEFAULT_SHOT_NAME},`);
  });

  it('rejects an unknown key with "Invalid shot key"', () => {
    expect(() => shotScenario("moon_base")).toThrow("Invalid shot key");
  });

  it("runs the consistency test on business, casual, fitness and studio", () => {
    expect(consistencyTestScenarios().map((s) => s.key)).toEqual([...CONSISTENCY_TEST_KEYS]);
    expect(consistencyTestScenarios().map((s) => s.category)).toEqual(["business", "casual", "fitness", "creative"]);
  });
});

describe("reference headshot prompt", () => {
  it("is a passport-style headshot on white with even studio lighting built from the attributes", () => {
    const p = referenceHeadshotPrompt({
      age: 31,
      ethnicity: "asian",
      gender: "male",
      hairStyle: "short",
      hairColor: "black",
      eyeColor: "brown",
      height: "tall",
      build: "slim",
      stylePreference: "minimalist",
      distinctiveFeatures: "a small scar on the chin",
    });
    expect(p).toMatch(/^Passport-style headshot of a 31-year-old asian male/);
    for (const part of [
      "short black hair",
      "brown eyes",
      "tall in height",
      "slim build",
      "minimalist clothing style",
      "a small scar on the chin",
      "clean white background",
      "even studio lighting",
    ]) {
      expect(p).toContain(part);
    }
  });

  it("leaves out missing attributes instead of printing blanks", () => {
    const p = referenceHeadshotPrompt({ gender: "female" });
    expect(p).toMatch(/^Passport-style headshot of a female\. Facing/);
    expect(p).not.toMatch(/undefined|null|,\s*,/);
  });
});

describe("profile prompt", () => {
  const v = { gender: "female", age: 29, ethnicity1: "asian", ethnicity2: "none", niche: "Travel & Adventure", profession: "Photographer" } as const;
  it("names every variable and leaves out a second ethnicity of none", () => {
    expect(profilePrompt(v)).toBe(
      "Create a social media influencer persona: a 29-year-old female of asian heritage, working as a Photographer, creating content in the Travel & Adventure niche.",
    );
    expect(profilePrompt({ ...v, ethnicity2: "hispanic" })).toContain("of asian and hispanic heritage");
  });
  it("keeps the wizard character's name, readable back from the prompt", () => {
    const prompt = profilePrompt({ ...v, additionalDirection: "loves film. And tea." }, "  Ava Stone ");
    expect(prompt).toContain("Travel & Adventure niche. The persona's name is Ava Stone.\n\nAdditional Direction: loves film. And tea.");
    expect(nameInProfilePrompt(prompt)).toBe("Ava Stone");
    expect(nameInProfilePrompt(profilePrompt(v, "   "))).toBeUndefined();
    expect(nameInProfilePrompt(profilePrompt(v))).toBeUndefined();
  });
  it('appends "Additional Direction" only when given', () => {
    expect(profilePrompt({ ...v, additionalDirection: "  loves film cameras " })).toMatch(/\n\nAdditional Direction: loves film cameras$/);
    expect(profilePrompt({ ...v, additionalDirection: "  " })).not.toContain("Additional Direction");
  });
});
