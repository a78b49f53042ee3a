/** @jest-environment jsdom */
import { fireEvent, screen, within } from "@testing-library/react";
import { ProfileGenerator } from "./profile-generator";
import { POPULAR_NICHES } from "@/lib/validation/ai-options";
import { BIO_PROMPTS } from "@/lib/studio/content/bio-prompts";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";

const prompts = () =>
  within(screen.getByRole("group", { name: "Example bio prompts" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("ProfileGenerator quick picks", () => {
  it("offers the ten popular niches as chips that set the generator's niche", () => {
    renderWithQueries(<ProfileGenerator onGenerated={() => {}} />);
    const chips = within(screen.getByRole("group", { name: "Popular niches" })).getAllByRole("button");
    expect(chips.map((c) => c.textContent)).toEqual([...POPULAR_NICHES]);
    fireEvent.click(screen.getByRole("button", { name: "Food & Cooking" }));
    expect(screen.getByLabelText("Niche")).toHaveValue("Food & Cooking");
    expect(screen.getByRole("button", { name: "Food & Cooking" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Fitness & Health" })).toHaveAttribute("aria-pressed", "false");
  });

  it("shows three of the eight example bio prompts, cycles through all of them, and fills Additional Direction", () => {
    renderWithQueries(<ProfileGenerator onGenerated={() => {}} />);
    const seen = new Set<string | null>();
    for (let turn = 0; turn < 3; turn++) {
      const shown = prompts();
      expect(shown).toHaveLength(3);
      shown.forEach((p) => seen.add(p));
      fireEvent.click(screen.getByRole("button", { name: "More examples" }));
    }
    expect([...seen].sort()).toEqual([...BIO_PROMPTS].sort());
    const pick = prompts()[1]!;
    fireEvent.click(screen.getByRole("button", { name: pick }));
    expect(screen.getByLabelText("Additional Direction (optional)")).toHaveValue(pick);
  });
});

describe("ProfileGenerator in the wizard", () => {
  it("asks for a persona that keeps the character's name, starting from the character's niche", async () => {
    const calls = fakeFetch({ "POST /api/ai/openai/generate-character": { status: 503, body: { message: "stop here" } } });
    renderWithQueries(<ProfileGenerator onGenerated={() => {}} characterName="Ava Stone" characterId="c-1" defaultValues={{ niche: "Food & Cooking" }} />);
    expect(screen.getByLabelText("Niche")).toHaveValue("Food & Cooking");
    fireEvent.click(screen.getByRole("button", { name: "Generate Profile" }));
    expect(await screen.findByText("stop here")).toBeInTheDocument();
    const body = calls[0]!.body as { prompt: string; variables: { niche: string }; characterId: string };
    expect(body.prompt).toContain("The persona's name is Ava Stone.");
    // The server reads the character's saved steps by this id (the browser never sends them).
    expect(body.characterId).toBe("c-1");
    expect(body.variables.niche).toBe("Food & Cooking");
  });
});
