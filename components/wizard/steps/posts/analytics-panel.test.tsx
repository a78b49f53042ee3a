/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import type { CharacterAnalyticsDto } from "@/lib/validation/character-analytics";
import { AnalyticsPanel } from "./analytics-panel";

const ID = "3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11";
const URL_PATH = `GET /api/user/characters/${ID}/analytics`;
const figures: CharacterAnalyticsDto = {
  generations: {
    total: 4,
    byKind: [
      { kind: "character_shots", total: 1, byStatus: { running: 1 } },
      { kind: "reference_image", total: 3, byStatus: { done: 2, failed: 1 } },
    ],
  },
  exports: { cloudExports: 1, downloads: 2, lastAt: "2026-11-25T10:00:00.000Z" },
  posts: { total: 4, byStatus: { idea: 2, drafted: 0, scheduled: 1, posted: 1 } },
};

const section = (name: string) => screen.getByRole("heading", { name: new RegExp(`^${name}`) }).parentElement!;

it("shows the character's generations by kind and status, its exports, and its posts by status", async () => {
  fakeFetch({ [URL_PATH]: { status: 200, body: figures } });
  renderWithQueries(<AnalyticsPanel characterId={ID} />);
  await screen.findByTestId("analytics-panel");
  expect(within(section("Generations")).getByLabelText("4 in all")).toBeInTheDocument();
  expect(section("Generations")).toHaveTextContent("Reference images: 32 done · 1 failed");
  expect(section("Generations")).toHaveTextContent("Character shots: 11 running");
  expect(within(section("Exports")).getByLabelText("3 in all")).toBeInTheDocument();
  expect(section("Exports")).toHaveTextContent("To cloud storage1Downloads2");
  expect(section("Posts")).toHaveTextContent("Idea2Drafted0Scheduled1Posted1");
});

it("says what failed and reloads on Retry", async () => {
  const calls = fakeFetch({ [URL_PATH]: { status: 503, body: { message: "Down" } } });
  renderWithQueries(<AnalyticsPanel characterId={ID} />);
  expect(await screen.findByRole("alert")).toHaveTextContent("The analytics could not be loaded.");
  await userEvent.click(screen.getByRole("button", { name: "Retry" }));
  expect(calls.filter((c) => c.path === `/api/user/characters/${ID}/analytics`)).toHaveLength(2);
});
