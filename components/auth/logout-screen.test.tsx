/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, markBrowserSignedIn, renderWithQueries } from "@/tests/helpers/browser";
import { forgetSignedInHint } from "@/lib/auth/signed-in-hint";
import { refreshAuth, useAuth } from "@/lib/auth/use-auth";
import { navigate } from "@/lib/utils/navigate";
import { markLogoutIntent } from "@/lib/auth/logout-intent";
import { LogoutScreen } from "./logout-screen";

jest.mock("@/lib/utils/navigate", () => ({ navigate: { assign: jest.fn(), reload: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());
afterEach(() => forgetSignedInHint());

function WhoIsSignedIn() {
  const { user, isLoading } = useAuth();
  return <p data-testid="who">{isLoading ? "loading" : (user?.email ?? "nobody")}</p>;
}

it("after the Logout button: signs out on the server, clears cached data, then reloads at / after 100 ms", async () => {
  markBrowserSignedIn();
  markLogoutIntent();
  const calls = fakeFetch({
    "POST /api/logout": { status: 200, body: { success: true } },
    "GET /api/user": { status: 200, body: { id: "u1", email: "jane@example.com", hasPassword: true } },
    "GET /api/user/purchase": { status: 200, body: { hasPurchase: true, purchase: null } },
  });
  await refreshAuth();
  const { client } = renderWithQueries(
    <>
      <WhoIsSignedIn />
      <LogoutScreen />
    </>,
  );
  client.setQueryData(["/api/user/characters"], [{ id: "c1" }]);
  expect(screen.getByText("Logging out...")).toBeInTheDocument();
  expect(screen.getByText("Please wait while we sign you out.")).toBeInTheDocument();
  await waitFor(() => expect(navigate.assign).toHaveBeenCalledWith("/"));
  expect(calls.filter((c) => c.method === "POST")).toEqual([{ method: "POST", path: "/api/logout", body: undefined }]);
  // The cached user and purchase are gone, even though a re-read was in flight when it signed out.
  expect(screen.getByTestId("who")).toHaveTextContent("nobody");
  expect(client.getQueryData(["/api/user/characters"])).toBeUndefined();
});

it("still goes to / when the sign-out call fails, logging the error", async () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  fakeFetch({ "POST /api/logout": () => Promise.reject(new TypeError("Failed to fetch")) });
  markLogoutIntent();
  renderWithQueries(<LogoutScreen />);
  await waitFor(() => expect(navigate.assign).toHaveBeenCalledWith("/"));
  expect(logged).toHaveBeenCalledWith("Logout failed", expect.any(TypeError));
});

it("reached without the Logout button (a link from another site, a typed URL): asks first and signs out only on the click", async () => {
  const calls = fakeFetch({ "POST /api/logout": { status: 200, body: { success: true } } });
  markBrowserSignedIn();
  renderWithQueries(<LogoutScreen />);
  const confirm = await screen.findByRole("button", { name: "Log out" });
  await new Promise((r) => setTimeout(r, 200));
  expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  expect(navigate.assign).not.toHaveBeenCalled();
  await userEvent.click(confirm);
  await waitFor(() => expect(navigate.assign).toHaveBeenCalledWith("/"));
  expect(calls.filter((c) => c.method === "POST")).toEqual([{ method: "POST", path: "/api/logout", body: undefined }]);
});

it("does not honour a Logout click from long ago", async () => {
  const calls = fakeFetch({ "POST /api/logout": { status: 200, body: { success: true } } });
  sessionStorage.setItem("logout-intent", String(Date.now() - 60_000));
  markBrowserSignedIn();
  renderWithQueries(<LogoutScreen />);
  expect(await screen.findByRole("button", { name: "Log out" })).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 200));
  expect(calls).toEqual([]);
});

it("uses a Logout click once: the next visit to /logout asks again", async () => {
  fakeFetch({ "POST /api/logout": { status: 200, body: { success: true } } });
  markLogoutIntent();
  const first = renderWithQueries(<LogoutScreen />);
  await waitFor(() => expect(navigate.assign).toHaveBeenCalledWith("/"));
  first.unmount();
  markBrowserSignedIn();
  renderWithQueries(<LogoutScreen />);
  expect(await screen.findByRole("button", { name: "Log out" })).toBeInTheDocument();
});

it("a visitor who is not signed in is told so, with Sign In and Home, and nothing is called (issue 31)", async () => {
  const calls = fakeFetch({});
  renderWithQueries(<LogoutScreen />);
  expect(await screen.findByRole("heading", { name: "You are signed out" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  expect(calls.filter((c) => c.method === "POST")).toEqual([]);
});
