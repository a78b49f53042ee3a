import { nicheFromStep, nicheStepDefaults } from "./niche";

describe("the Niche step's niche", () => {
  it("prefers the user's own wording to the chosen chip, and ignores blanks", () => {
    expect(nicheFromStep({ niche: "Food & Cooking", customNiche: "  Vegan baking " })).toBe("Vegan baking");
    expect(nicheFromStep({ niche: "Food & Cooking", customNiche: "   " })).toBe("Food & Cooking");
    expect(nicheFromStep({ expertise: "x" })).toBeNull();
    expect(nicheFromStep(undefined)).toBeNull();
    expect(nicheFromStep({ niche: ["Food & Cooking"] })).toBeNull();
    expect(nicheFromStep({ customNiche: "x".repeat(500) })).toBe("x".repeat(120));
  });

  it("opens on the character's niche: a popular one as the chip, any other as the user's own", () => {
    expect(nicheStepDefaults("Fitness & Health")).toEqual({ niche: "Fitness & Health" });
    expect(nicheStepDefaults("Plant-based running")).toEqual({ customNiche: "Plant-based running" });
    expect(nicheStepDefaults(null)).toEqual({});
    for (const niche of ["Fitness & Health", "Plant-based running"]) expect(nicheFromStep(nicheStepDefaults(niche))).toBe(niche);
  });
});
