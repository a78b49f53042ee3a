/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { renderWithQueries as render } from "@/tests/helpers/browser";
import { ConsistencyTest } from "./consistency-test";

const reference = { imageUrl: "https://cdn.example/ref.png", imageId: "img-1", generationId: "gen-1" };

function answerLatestJob(job: unknown) {
  const answer = { ok: true, status: 200, json: async () => ({ job }), text: async () => JSON.stringify({ job }) };
  global.fetch = jest.fn(async () => answer) as unknown as typeof fetch;
}

describe("ConsistencyTest", () => {
  it('shows a failed test with the "Character shots error: " prefix', async () => {
    answerLatestJob({
      id: "j1",
      kind: "character_shots",
      status: "failed",
      progress: 50,
      stage: "Failed",
      result: null,
      error: "Leonardo is temporarily unavailable. Please try again in a moment.",
    });
    render(<ConsistencyTest reference={reference} character={null} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Character shots error: Leonardo is temporarily unavailable. Please try again in a moment.");
  });

  it("shows live progress as shot n of 4 while running", async () => {
    answerLatestJob({ id: "j2", kind: "character_shots", status: "running", progress: 25, stage: "Shot 2 of 4", result: null, error: null });
    render(<ConsistencyTest reference={reference} character={null} />);
    expect(await screen.findByText("Shot 2 of 4")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Consistency test" })).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByRole("button", { name: "Generating shots..." })).toBeDisabled();
  });

  it("shows four finished shots in 9:16 frames", async () => {
    const shots = ["Professional Office", "Outdoor Natural", "Gym Active", "Studio Artistic"].map((scenario, i) => ({
      imageUrl: `https://cdn.example/${i}.png`,
      imageId: `s${i}`,
      scenario,
      category: "business",
    }));
    answerLatestJob({ id: "j3", kind: "character_shots", status: "done", progress: 100, stage: "Done", result: { shots }, error: null });
    render(<ConsistencyTest reference={reference} character={null} />);
    const images = await screen.findAllByRole("img");
    expect(images).toHaveLength(4);
    for (const img of images) expect(img).toHaveClass("aspect-[9/16]");
  });
});
