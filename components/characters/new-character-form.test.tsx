/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, fakeResponse, headersOf, renderWithQueries } from "@/tests/helpers/browser";
import { NewCharacterForm } from "./new-character-form";

const router = { push: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@bprogress/next/app", () => ({ useRouter: () => router }));

it("sends the appearance, height included, with the new character and opens it", async () => {
  const calls = fakeFetch({ "POST /api/user/characters": { status: 201, body: { id: "c1", name: "Ava" } } });
  renderWithQueries(<NewCharacterForm clients={{ clients: [], nextCursor: null }} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Name"), "Ava");
  await user.type(screen.getByLabelText("Height"), "172 cm");
  await user.selectOptions(screen.getByLabelText("Build"), "athletic");
  await user.click(screen.getByRole("button", { name: "Create Character" }));
  await waitFor(() => expect(router.push).toHaveBeenCalledWith("/user/characters/c1"));
  expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ name: "Ava", height: "172 cm", build: "athletic" });
});

it("acts once: a double click sends one create with an Idempotency-Key, and the button stays disabled after the answer while the page opens", async () => {
  router.push.mockClear();
  let answer: (res: Response) => void = () => {};
  const calls = fakeFetch({ "POST /api/user/characters": () => new Promise<Response>((resolve) => (answer = resolve)) });
  renderWithQueries(<NewCharacterForm clients={{ clients: [], nextCursor: null }} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Name"), "Ava");
  const button = screen.getByRole("button", { name: "Create Character" });
  await user.dblClick(button);
  await user.click(button);
  await waitFor(() => expect(screen.getByRole("button", { name: "Creating Character..." })).toBeDisabled());
  answer(fakeResponse(201, { id: "c1" }));
  await waitFor(() => expect(router.push).toHaveBeenCalledWith("/user/characters/c1"));
  // The answer is in, the next page not yet shown: still disabled, saying what it waits for.
  await waitFor(() => expect(screen.getByRole("button", { name: "Opening Character..." })).toBeDisabled());
  await user.click(screen.getByRole("button", { name: "Opening Character..." }));
  const posts = calls.filter((c) => c.method === "POST");
  expect(posts).toHaveLength(1);
  expect(headersOf(posts[0]!)["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
});

it("heads its sections one level under the page's title (no skipped heading level)", () => {
  renderWithQueries(<NewCharacterForm clients={{ clients: [], nextCursor: null }} />);
  expect(screen.getAllByRole("heading").map((h) => [h.tagName, h.textContent])).toEqual([
    ["H2", "Who is your character?"],
    ["H2", "Appearance"],
  ]);
});
