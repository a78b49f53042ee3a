/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { fullReload } from "@/lib/utils/full-reload";
import { LogoutScreen } from "./logout-screen";

jest.mock("@/lib/utils/full-reload", () => ({ fullReload: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

it("signs out on the server, clears cached data, then reloads at / after 100 ms", async () => {
  const calls = fakeFetch({ "POST /api/logout": { status: 200, body: { success: true } } });
  const { client } = renderWithQueries(<LogoutScreen />);
  client.setQueryData(["/api/user"], { id: "u1", email: "jane@example.com" });
  expect(screen.getByText("Logging out...")).toBeInTheDocument();
  expect(screen.getByText("Please wait while we sign you out.")).toBeInTheDocument();
  await waitFor(() => expect(fullReload).toHaveBeenCalledWith("/"));
  expect(calls).toEqual([{ method: "POST", path: "/api/logout", body: undefined }]);
  expect(client.getQueryData(["/api/user"])).toBeUndefined();
});

it("still goes to / when the sign-out call fails, logging the error", async () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  fakeFetch({ "POST /api/logout": () => Promise.reject(new TypeError("Failed to fetch")) });
  renderWithQueries(<LogoutScreen />);
  await waitFor(() => expect(fullReload).toHaveBeenCalledWith("/"));
  expect(logged).toHaveBeenCalledWith("Logout failed", expect.any(TypeError));
});
