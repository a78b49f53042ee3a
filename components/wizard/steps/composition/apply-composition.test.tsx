/** @jest-environment jsdom */
import { fireEvent, screen, within } from "@testing-library/react";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { ApplyComposition } from "./apply-composition";

const ID = "11111111-1111-4111-8111-111111111111";
const LATEST = `GET /api/ai/jobs?kind=apply_composition&characterId=${ID}`;
const SHOTS = `GET /api/user/characters/${ID}/shots`;
const shot = (n: number, over: object = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  url: `https://cdn.example/s${n}.png`,
  scenario: `Scene ${n}`,
  composed: false,
  createdAt: "2026-11-26T08:00:00.000Z",
  ...over,
});
const job = (over: object) => ({
  id: "j1",
  kind: "apply_composition",
  progress: 0,
  stage: "Queued",
  status: "queued",
  result: null,
  error: null,
  characterId: ID,
  createdAt: "2026-11-26T08:00:00.000Z",
  ...over,
});
const POLL = { timeout: 5000 };

describe("ApplyComposition", () => {
  it("re-renders the chosen shots as a job and shows the new shots, then reloads the list", async () => {
    const answers: Parameters<typeof fakeFetch>[0] = {
      [LATEST]: { status: 200, body: { job: null } },
      [SHOTS]: { status: 200, body: { shots: [shot(1), shot(2, { composed: true })] } },
      "POST /api/ai/jobs": { status: 202, body: { job: job({}) } },
    };
    const calls = fakeFetch(answers);
    renderWithQueries(<ApplyComposition characterId={ID} />);
    expect(await screen.findByRole("checkbox", { name: "Scene 2 (composed)" })).toBeInTheDocument();
    const apply = screen.getByRole("button", { name: "Apply Composition" });
    expect(apply).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "Scene 1" }));
    expect(screen.getByText(/1 chosen/)).toBeInTheDocument();
    answers[LATEST] = { status: 200, body: { job: job({ status: "running", progress: 0, stage: "Shot 1 of 1" }) } };
    fireEvent.click(apply);
    expect(await screen.findByRole("button", { name: "Applying composition..." })).toBeDisabled();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ kind: "apply_composition", characterId: ID, shotIds: [shot(1).id] });
    expect(await screen.findByText("Shot 1 of 1", undefined, POLL)).toBeInTheDocument();
    const result = {
      shots: [
        { imageUrl: "https://cdn.example/new.png", imageId: "n1", generationId: "g", scenario: "Scene 1", category: "fitness", sourceAssetId: shot(1).id },
      ],
      message: "Composition applied to 1 shot",
      demo: false,
    };
    answers[LATEST] = { status: 200, body: { job: job({ status: "done", progress: 100, stage: "Done", result }) } };
    const made = await screen.findByRole("list", { name: "Composed shots" }, POLL);
    expect(within(made).getByTestId("composed-shot")).toHaveAttribute("src", "https://cdn.example/new.png");
    expect(screen.getByText("Composition applied to 1 shot")).toBeInTheDocument();
    // The new shot joins the list to choose from.
    await screen.findByRole("checkbox", { name: "Scene 1" });
    expect(calls.filter((c) => c.method === "GET" && c.path === SHOTS.slice(4)).length).toBe(2);
    expect(screen.getByRole("checkbox", { name: "Scene 1" })).not.toBeChecked();
  });

  it("lets at most eight shots be chosen", async () => {
    fakeFetch({ [LATEST]: { status: 200, body: { job: null } }, [SHOTS]: { status: 200, body: { shots: Array.from({ length: 9 }, (_, i) => shot(i + 1)) } } });
    renderWithQueries(<ApplyComposition characterId={ID} />);
    const boxes = await screen.findAllByRole("checkbox");
    boxes.slice(0, 8).forEach((box) => fireEvent.click(box));
    expect(boxes[8]).toBeDisabled();
    fireEvent.click(boxes[0]!);
    expect(boxes[8]).toBeEnabled();
  });

  it("says where shots come from when there are none", async () => {
    fakeFetch({ [LATEST]: { status: 200, body: { job: null } }, [SHOTS]: { status: 200, body: { shots: [] } } });
    renderWithQueries(<ApplyComposition characterId={ID} />);
    expect(await screen.findByText(/No shots yet: make some in the Images step/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply Composition" })).toBeDisabled();
  });

  it("shows the server's refusal", async () => {
    fakeFetch({
      [LATEST]: { status: 200, body: { job: null } },
      [SHOTS]: { status: 200, body: { shots: [shot(1)] } },
      "POST /api/ai/jobs": { status: 400, body: { message: "A demo shot cannot guide Leonardo. Choose shots made with Leonardo, or make new ones." } },
    });
    renderWithQueries(<ApplyComposition characterId={ID} />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Scene 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Apply Composition" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Apply Composition failed: A demo shot cannot guide Leonardo.");
  });
});
