import { demoProfile, demoScript } from "./text.server";

// Demo mode writes the wizard's direction into its text, so a buyer without an OpenAI key sees
// each field change the profile and the script.
const prompt = "Create a social media influencer persona: a 29-year-old female of asian heritage. The persona's name is Ava Stone.";
const vars = { gender: "female", age: 29, niche: "Travel & Adventure", profession: "Photographer" } as const;

describe("demo profile", () => {
  it.each([
    ["subject", "a trail runner who films at dawn", "aboutMe"],
    ["niche", "Plant-based endurance running", "specialties"],
    ["expertise", "marathon training on a vegan diet", "specialties"],
    ["audience", "busy parents who run", "targetAudience"],
    ["mood", "Calm and encouraging", "personality"],
    ["avoid", "diet culture", "contentStyle"],
  ] as const)("writes %s into the profile", (field, value, where) => {
    const profile = demoProfile(prompt, vars, { [field]: value });
    expect(profile[where].toLowerCase()).toContain(value.toLowerCase());
    expect(demoProfile(prompt, vars, {})[where].toLowerCase()).not.toContain(value.toLowerCase());
  });

  it("ignores fields the profile does not concern", () => {
    expect(demoProfile(prompt, vars, { background: "Urban city", camera: "85mm" })).toEqual(demoProfile(prompt, vars, {}));
  });
});

describe("demo script", () => {
  const base = { topic: "morning runs", characterName: "Ava Stone" };
  it.each([
    ["mood", "calm, approachable", "[Tone: calm, approachable]"],
    ["setting", "sunlit rooftop gym", "Coming to you from sunlit rooftop gym."],
    ["audience", "busy parents", "This one is for busy parents."],
    ["expertise", "vegan marathon training", "what I know best: vegan marathon training"],
    ["niche", "Trail Running", "from a trail running angle"],
    ["avoid", "medical claims", "(Kept clear of: medical claims.)"],
  ] as const)("says the %s", (field, value, said) => {
    expect(demoScript({ ...base, direction: { [field]: value } })).toContain(said);
    expect(demoScript(base)).not.toContain(said);
  });
});

describe("the demo script for a Mirage template's length (issue 48)", () => {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  it.each([
    [30, 75],
    [45, 113],
    [60, 150],
    [90, 225],
  ])("holds about %i seconds of speech: %i words, within 10 %%", (seconds, budget) => {
    const script = demoScript({ topic: "better mornings", characterName: "Mia Lopez", niche: "Fitness & Health", seconds });
    expect(Math.abs(words(script) - budget)).toBeLessThanOrEqual(budget * 0.1);
  });
});
