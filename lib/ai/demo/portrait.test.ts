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

describe("demo portrait of the wizard's direction (a buyer without keys sees each field)", () => {
  const draw = (direction: Record<string, string>) => demoPortraitSvg("Portrait of the same person", 300, 533, "Demo", 7, direction);
  const attr = (svg: string, part: string, name: string) => new RegExp(`data-part="${part}"[^>]*?${name}="([^"]*)"`).exec(svg)?.[1];
  const backdropFill = (svg: string) => /data-part="backdrop"[^>]*><rect [^>]*fill="([^"]+)"/.exec(svg)?.[1];
  const mouth = (svg: string) => attr(svg, "mouth", "d");
  const caption = (svg: string) => [...svg.matchAll(/data-part="caption"[^>]*>([^<]*)</g)].map((m) => m[1]).join(" | ");

  it.each([
    ["background draws its scene", { background: "Urban city" }, (svg: string) => attr(svg, "backdrop", "data-background") === "Urban city"],
    ["setting colours the backdrop", { setting: "sunlit rooftop gym" }, (svg: string) => backdropFill(svg) !== backdropFill(draw({}))],
    ["shotStyle frames the figure", { shotStyle: "Wide Shot" }, (svg: string) => attr(svg, "figure", "data-scale") === "0.55"],
    [
      "lighting washes from its side in its colour",
      { lighting: "warm light from the left" },
      (svg: string) => attr(svg, "light", "data-colour") === "#f59e0b" && svg.includes('x1="0" y1="0" x2="1" y2="0"'),
    ],
    ["mood shapes the smile", { mood: "energetic and playful" }, (svg: string) => mouth(svg) !== mouth(draw({}))],
    ["outfit colours the clothes", { outfit: "navy blazer" }, (svg: string) => attr(svg, "outfit", "fill") === "#1e3a8a"],
    ["subject is captioned", { subject: "a trail runner" }, (svg: string) => caption(svg).includes("a trail runner")],
    ["camera is captioned", { camera: "85mm lens" }, (svg: string) => caption(svg).includes("85mm lens")],
    ["keywords are captioned", { keywords: "film grain" }, (svg: string) => caption(svg).includes("film grain")],
    ["avoid is captioned", { avoid: "logos" }, (svg: string) => caption(svg).includes("Avoid: logos")],
  ])("%s", (_name, direction, shows) => {
    const svg = draw(direction);
    expect(svg).not.toBe(draw({}));
    expect(shows(svg)).toBe(true);
  });

  it("is the same picture for the same direction", () => {
    const d = { background: "Cozy home", shotStyle: "Action Shot", lighting: "dramatic cool rim light", mood: "serious" };
    expect(draw(d)).toBe(draw({ ...d }));
  });

  it("escapes what the buyer typed", () => {
    expect(draw({ subject: '<script>"x"</script>' })).not.toContain("<script>");
  });
});
