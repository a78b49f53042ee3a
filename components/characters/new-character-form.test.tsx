/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { NewCharacterForm } from "./new-character-form";

const router = { push: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

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
