import { freeSlug, slugFromTitle } from "./slug";

describe("slugFromTitle", () => {
  it("folds accents, lower-cases and joins words with dashes", () => {
    expect(slugFromTitle("  Café noir: Your FIRST video!  ", "lesson")).toBe("cafe-noir-your-first-video");
  });
  it("falls back when the title has no letters or digits", () => {
    expect(slugFromTitle("¿¡ !?", "lesson")).toBe("lesson");
  });
  it("stays short and never ends in a dash", () => {
    const slug = slugFromTitle(`${"word ".repeat(30)}end`, "lesson");
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).not.toMatch(/-$/);
  });
});

describe("freeSlug", () => {
  it("adds the first free number", () => {
    expect(freeSlug("intro", new Set())).toBe("intro");
    expect(freeSlug("intro", new Set(["intro", "intro-2"]))).toBe("intro-3");
  });
});
