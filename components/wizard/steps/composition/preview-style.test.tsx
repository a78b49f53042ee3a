/** @jest-environment jsdom */
import { fireEvent, screen } from "@testing-library/react";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { PreviewStyle } from "./preview-style";

const ID = "11111111-1111-4111-8111-111111111111";
const LATEST = `GET /api/ai/jobs?kind=style_preview&characterId=${ID}`;
const job = (over: object) => ({
  id: "j1",
  kind: "style_preview",
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

describe("PreviewStyle", () => {
  it("starts one preview job, shows its progress, then the preview and what it was made from", async () => {
    const answers: Parameters<typeof fakeFetch>[0] = {
      [LATEST]: { status: 200, body: { job: null } },
      "POST /api/ai/jobs": { status: 202, body: { job: job({}) } },
    };
    const calls = fakeFetch(answers);
    renderWithQueries(<PreviewStyle characterId={ID} />);
    const button = await screen.findByRole("button", { name: "Preview Style" });
    answers[LATEST] = { status: 200, body: { job: job({ status: "running", progress: 40, stage: "Rendering the preview" }) } };
    fireEvent.click(button);
    expect(await screen.findByRole("button", { name: "Rendering preview..." })).toBeDisabled();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ kind: "style_preview", characterId: ID });
    expect(await screen.findByText("Rendering the preview", undefined, POLL)).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Style preview" })).toHaveAttribute("aria-valuenow", "40");
    const result = {
      imageUrl: "data:image/svg+xml;base64,AAAA",
      imageId: "i",
      generationId: "g",
      message: "Demo style preview",
      demo: true,
      direction: { avoid: "logos", background: "Urban city", shotStyle: "Wide Shot" },
    };
    answers[LATEST] = { status: 200, body: { job: job({ status: "done", progress: 100, stage: "Done", result }) } };
    expect(await screen.findByTestId("style-preview", undefined, POLL)).toHaveAttribute("src", result.imageUrl);
    expect(screen.getByText("Demo style preview")).toBeInTheDocument();
    expect(screen.getByText("Shot: Wide Shot · Background: Urban city")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Preview Style" })).toBeEnabled();
  });

  it("shows the last preview after a reload without starting a job", async () => {
    const calls = fakeFetch({
      [LATEST]: {
        status: 200,
        body: {
          job: job({
            status: "done",
            result: { imageUrl: "https://cdn.example/p.png", imageId: "i", generationId: "g", message: "Style preview generated", demo: false, direction: {} },
          }),
        },
      },
    });
    renderWithQueries(<PreviewStyle characterId={ID} />);
    expect(await screen.findByTestId("style-preview")).toHaveAttribute("src", "https://cdn.example/p.png");
    expect(calls.every((c) => c.method === "GET")).toBe(true);
  });

  it("shows why a preview failed", async () => {
    fakeFetch({ [LATEST]: { status: 200, body: { job: job({ status: "failed", stage: "Failed", error: "Leonardo is temporarily unavailable." }) } } });
    renderWithQueries(<PreviewStyle characterId={ID} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Preview failed: Leonardo is temporarily unavailable.");
  });

  it("shows the server's refusal, such as the daily quota", async () => {
    fakeFetch({
      [LATEST]: { status: 200, body: { job: null } },
      "POST /api/ai/jobs": { status: 429, body: { message: "Daily image quota reached (20). It renews at 00:00 UTC." } },
    });
    renderWithQueries(<PreviewStyle characterId={ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Preview Style" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Daily image quota reached (20)");
  });

  it("waits while the step's changes are being saved", async () => {
    fakeFetch({ [LATEST]: { status: 200, body: { job: null } } });
    renderWithQueries(<PreviewStyle characterId={ID} saving />);
    expect(await screen.findByRole("button", { name: "Preview Style" })).toBeDisabled();
    expect(screen.getByText("Saving your changes first...")).toBeInTheDocument();
  });
});
