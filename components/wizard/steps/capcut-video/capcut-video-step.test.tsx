/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { CapcutVideoStep } from "./capcut-video-step";
import { TEST_CHARACTER_ID, testCharacter } from "../test-character";

// Issue 48: "Preview Edit" promised the edit plan cut into a video. The step now offers the
// choices the draft video renders and says in one line which ones reach only edit-plan.md.
it("offers the template's pace, the transition and the caption style, and says what only edit-plan.md gets", async () => {
  fakeFetch({ [`GET /api/ai/jobs?kind=draft_video&characterId=${TEST_CHARACTER_ID}`]: { status: 200, body: { jobs: [] } } });
  renderWithQueries(<CapcutVideoStep character={testCharacter} initial={{}} onLocalChange={() => {}} onReference={() => {}} />);
  expect(screen.getByTestId("draft-follows")).toHaveTextContent(
    "The draft video follows the template's pace, the transition, the caption style and the music bed. Editing instructions, the music style you write and visual effects reach only edit-plan.md.",
  );
  expect(screen.getByRole("button", { name: /Viral TikTok Style A new shot every 3 s at most/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Fade through black" }));
  await userEvent.click(screen.getByRole("button", { name: "Boxed" }));
  expect(screen.getByRole("button", { name: "Fade through black" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("button", { name: "Boxed" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.queryByText(/the edit plan above cut into a video/)).not.toBeInTheDocument();
});
