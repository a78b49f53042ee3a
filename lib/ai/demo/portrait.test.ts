import { demoPortraitSvg } from "./portrait";

const hairOf = (svg: string) => /<path d="M [^"]+ Z" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];

describe("demo portrait", () => {
  it("takes the hair colour only from a colour said of the hair", () => {
    expect(hairOf(demoPortraitSvg("A woman with neat auburn hair on a white background", 300, 400, "x"))).toBe("#8c3b1e");
    expect(hairOf(demoPortraitSvg("A woman with long black hair by a red brick wall", 300, 400, "x"))).toBe("#1f1a17");
  });

  it("draws the same person in different scenes when given the same person seed", () => {
    const office = demoPortraitSvg("Professional office portrait of the same person", 300, 533, "x", 42);
    const gym = demoPortraitSvg("Gym portrait of the same person, active wear", 300, 533, "x", 42);
    expect(hairOf(office)).toBe(hairOf(gym));
    // The face circle (skin) is the same; only the backdrop may differ.
    const face = (svg: string) => /<circle cx="[^"]+" cy="[^"]+" r="[^"]+" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    expect(face(office)).toBe(face(gym));
  });
});
