/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import type { CharacterSummary } from "@/lib/validation/character";
import { CharacterList } from "./character-list";

const card = (n: number): CharacterSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  name: `Character ${n}`,
  description: null,
  niche: null,
  referenceImageUrl: null,
  isPersonalCharacter: true,
  clientId: null,
  clientName: null,
  tier: "DIY",
});
const cards = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => card(from + i));
const shownNames = () => screen.getAllByTestId("character-card").map((c) => within(c).getByRole("heading").textContent);

it("shows the server's first page, loads the next one with its cursor, then says the list has ended", async () => {
  const calls = fakeFetch({ "GET /api/user/characters?cursor=page-2": { status: 200, body: { characters: cards(25, 30), nextCursor: null } } });
  renderWithQueries(<CharacterList firstPage={{ characters: cards(1, 24), nextCursor: "page-2" }} />);
  expect(shownNames()).toHaveLength(24);
  // Page one comes from the server render: nothing is fetched to show it.
  expect(calls).toEqual([]);
  expect(screen.queryByText("That's all your characters.")).not.toBeInTheDocument();

  const button = screen.getByRole("button", { name: "Load more characters" });
  await userEvent.click(button);
  await waitFor(() => expect(shownNames()).toHaveLength(30));
  expect(shownNames().slice(22, 26)).toEqual(["Character 23", "Character 24", "Character 25", "Character 26"]);
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /api/user/characters?cursor=page-2"]);
  expect(screen.getByText("That's all your characters.")).toBeVisible();
  expect(screen.queryByRole("button", { name: "Load more characters" })).not.toBeInTheDocument();
});

it("shows the end at once when everything fits on the first page", () => {
  const calls = fakeFetch({});
  renderWithQueries(<CharacterList firstPage={{ characters: cards(1, 3), nextCursor: null }} />);
  expect(shownNames()).toEqual(["Character 1", "Character 2", "Character 3"]);
  expect(screen.getByText("That's all your characters.")).toBeVisible();
  expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

it("keeps the cards shown when a page fails to load, says so, and loads it on the next click", async () => {
  let fail = true;
  fakeFetch({
    "GET /api/user/characters?cursor=a%2Bb%2Fc": async () =>
      ({
        ok: !fail,
        status: fail ? 500 : 200,
        statusText: "",
        text: async () => JSON.stringify(fail ? { message: "Something went wrong" } : { characters: cards(3, 3), nextCursor: null }),
        json: async () => ({ characters: cards(3, 3), nextCursor: null }),
      }) as unknown as Response,
  });
  renderWithQueries(<CharacterList firstPage={{ characters: cards(1, 2), nextCursor: "a+b/c" }} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Load more characters" }));
  expect(await screen.findByText("Couldn't load more. Please try again.")).toBeVisible();
  expect(shownNames()).toEqual(["Character 1", "Character 2"]);

  fail = false;
  await user.click(screen.getByRole("button", { name: "Load more characters" }));
  await waitFor(() => expect(shownNames()).toEqual(["Character 1", "Character 2", "Character 3"]));
  expect(screen.queryByText("Couldn't load more. Please try again.")).not.toBeInTheDocument();
  expect(screen.getByText("That's all your characters.")).toBeVisible();
});
