/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import type { WizardCharacter } from "../types";
import { ImagesStep } from "./images-step";

const ID = "3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11";
const base = {
  id: ID,
  name: "Mia Lopez",
  niche: null,
  referenceImageUrl: null,
  referenceImageId: "",
  referenceAssetId: undefined,
  gender: null,
  age: null,
  ethnicity: null,
  hairColor: null,
  hairStyle: null,
  eyeColor: null,
  height: null,
  build: null,
  stylePreference: null,
  distinctiveFeatures: null,
  steps: {},
  images: [],
} satisfies WizardCharacter;

describe("ImagesStep", () => {
  beforeEach(() => fakeFetch({ [`GET /api/ai/jobs?kind=character_shots&characterId=${ID}`]: { status: 200, body: { job: null } } }));

  it("shows the 200+ placeholders and asks for a reference first when there are no images", () => {
    renderWithQueries(<ImagesStep character={base} />);
    expect(screen.getByText("200+ Images Available")).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: /^Image placeholder/ })).toHaveLength(8);
    expect(screen.queryByRole("button", { name: /Run Consistency Test/ })).toBeNull();
    expect(screen.getByText(/Generate a reference image in the Reference step first/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export Assets" })).toBeEnabled();
  });

  it("shows the saved images in their frames and offers shots from the kept reference", () => {
    const images = [
      { id: "a1", kind: "shot", url: "https://cdn.example/shot.png" },
      { id: "a2", kind: "reference-image", url: "https://cdn.example/ref.png" },
    ];
    renderWithQueries(<ImagesStep character={{ ...base, referenceImageUrl: "https://cdn.example/ref.png", images }} />);
    expect(screen.queryByText("200+ Images Available")).toBeNull();
    const saved = screen.getAllByTestId("saved-image");
    expect(saved.map((img) => img.getAttribute("src"))).toEqual(["https://cdn.example/shot.png", "https://cdn.example/ref.png"]);
    expect(saved[0]).toHaveClass("aspect-[9/16]");
    expect(saved[1]).toHaveClass("aspect-[3/4]");
    expect(screen.getByRole("button", { name: "Run Consistency Test (5-8 min)" })).toBeEnabled();
  });

  it("after a reload lists the last run's shots once, in the gallery, and only new ones under the test", async () => {
    const shot = (n: number) => ({ imageUrl: `https://cdn.example/shot-${n}.png`, imageId: `leo-${n}`, scenario: `Scenario ${n}`, category: "business" });
    const job = {
      id: "j1",
      kind: "character_shots",
      status: "done",
      progress: 100,
      stage: "done",
      error: null,
      characterId: ID,
      createdAt: "2026-11-22T08:00:00.000Z",
      result: { shots: [shot(1), shot(2)] },
    };
    fakeFetch({ [`GET /api/ai/jobs?kind=character_shots&characterId=${ID}`]: { status: 200, body: { job } } });
    const images = [{ id: "a1", kind: "shot", url: "https://cdn.example/shot-1.png" }];
    renderWithQueries(<ImagesStep character={{ ...base, referenceImageUrl: "https://cdn.example/ref.png", images }} />);
    const listed = await screen.findByRole("list", { name: "Consistency test shots" });
    expect(
      within(listed)
        .getAllByTestId("shot")
        .map((img) => img.getAttribute("src")),
    ).toEqual(["https://cdn.example/shot-2.png"]);
    expect(screen.getAllByTestId("saved-image").map((img) => img.getAttribute("src"))).toEqual(["https://cdn.example/shot-1.png"]);
  });

  it("shows no test list when every shot of the last run is already in the gallery", async () => {
    const job = {
      id: "j1",
      kind: "character_shots",
      status: "done",
      progress: 100,
      stage: "done",
      error: null,
      characterId: ID,
      createdAt: "2026-11-22T08:00:00.000Z",
      result: { shots: [{ imageUrl: "https://cdn.example/shot-1.png", imageId: "leo-1", scenario: "Office", category: "business" }] },
    };
    const calls = fakeFetch({ [`GET /api/ai/jobs?kind=character_shots&characterId=${ID}`]: { status: 200, body: { job } } });
    const images = [{ id: "a1", kind: "shot", url: "https://cdn.example/shot-1.png" }];
    renderWithQueries(<ImagesStep character={{ ...base, referenceImageUrl: "https://cdn.example/ref.png", images }} />);
    await waitFor(() => expect(calls.some((call) => call.path.startsWith("/api/ai/jobs?"))).toBe(true));
    // Let the answer reach the component (the mock answers at once; one task is enough).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getAllByTestId("saved-image")).toHaveLength(1);
    expect(screen.queryByRole("list", { name: "Consistency test shots" })).toBeNull();
    expect(screen.queryByTestId("shot")).toBeNull();
  });

  it.each([
    [
      "an uploaded photo by its asset id",
      { referenceAssetId: "7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d", referenceImageId: "" },
      { referenceAssetId: "7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d" },
    ],
    ["a generated reference by its Leonardo image id", { referenceAssetId: undefined, referenceImageId: "leo-ref" }, { referenceImageId: "leo-ref" }],
  ])("names %s when it starts the shots, never by a URL to fetch", async (_name, reference, named) => {
    const calls = fakeFetch({
      [`GET /api/ai/jobs?kind=character_shots&characterId=${ID}`]: { status: 200, body: { job: null } },
      "POST /api/ai/jobs": {
        status: 202,
        body: {
          job: {
            id: "j2",
            kind: "character_shots",
            status: "queued",
            progress: 0,
            stage: "Queued",
            result: null,
            error: null,
            characterId: ID,
            createdAt: "2026-11-25T03:00:00.000Z",
          },
        },
      },
    });
    renderWithQueries(<ImagesStep character={{ ...base, ...reference, referenceImageUrl: "/api/user/assets/7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d" }} />);
    fireEvent.click(screen.getByRole("button", { name: /Run Consistency Test/ }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST")!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ kind: "character_shots", characterId: ID, ...named });
    expect(sent).not.toHaveProperty("referenceImageUrl");
  });
});
