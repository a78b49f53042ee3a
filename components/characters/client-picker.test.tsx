/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { NewCharacterForm } from "./new-character-form";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("@bprogress/next/app", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const client = (n: number) => ({ id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`, name: `Client ${n}`, characterCount: 0 });

it("offers the first page of clients and adds the next page on More clients, until there is none", async () => {
  const calls = fakeFetch({ "GET /api/user/clients?cursor=next": { status: 200, body: { clients: [client(3)], nextCursor: null } } });
  renderWithQueries(<NewCharacterForm clients={{ clients: [client(1), client(2)], nextCursor: "next" }} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("radio", { name: "For a client" }));
  const options = () =>
    within(screen.getByLabelText("Client"))
      .getAllByRole("option")
      .map((o) => o.textContent);
  expect(options()).toEqual(["Client 1", "Client 2", "+ New client"]);

  await user.click(screen.getByRole("button", { name: "More clients" }));
  await waitFor(() => expect(options()).toEqual(["Client 1", "Client 2", "Client 3", "+ New client"]));
  expect(calls.map((c) => c.path)).toEqual(["/api/user/clients?cursor=next"]);
  expect(screen.queryByRole("button", { name: "More clients" })).not.toBeInTheDocument();
  // The first client stays picked.
  expect(screen.getByLabelText("Client")).toHaveValue(client(1).id);
});
