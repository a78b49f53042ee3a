/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import { fakeFetch, markBrowserSignedIn } from "@/tests/helpers/browser";
import { forgetSignedInHint } from "@/lib/auth/signed-in-hint";
import { clearAuth } from "@/lib/auth/use-auth";
import { SignInToOpen } from "./sign-in-to-open";

afterEach(() => {
  window.history.replaceState(null, "", "/");
  forgetSignedInHint();
  clearAuth();
});

it("on a signed-out visit to /user/..., links to sign-in with the page (path and query) as ?next", async () => {
  window.history.replaceState(null, "", "/user/characters?sort=new");
  render(<SignInToOpen />);
  const link = await screen.findByRole("link", { name: "Sign in to open this page" });
  expect(link).toHaveAttribute("href", "/auth?next=%2Fuser%2Fcharacters%3Fsort%3Dnew");
});

it("offers nothing on other unknown paths", async () => {
  window.history.replaceState(null, "", "/no-such-page");
  render(<SignInToOpen />);
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.queryByRole("link")).toBeNull();
});

it("offers nothing to a signed-in visitor (a real 404 under /user)", async () => {
  window.history.replaceState(null, "", "/user/nothing-here");
  markBrowserSignedIn();
  const calls = fakeFetch({
    "GET /api/user": { status: 200, body: { id: "u1", email: "jane@example.com", hasPassword: true } },
    "GET /api/user/purchase": { status: 200, body: { hasPurchase: true, purchase: null } },
  });
  render(<SignInToOpen />);
  await waitFor(() => expect(calls.map((c) => c.path)).toEqual(["/api/user", "/api/user/purchase"]));
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.queryByRole("link")).toBeNull();
});
