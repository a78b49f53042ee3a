/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { fakeFetch, markBrowserSignedIn } from "@/tests/helpers/browser";
import { forgetSignedInHint, hasSignedInHint } from "./signed-in-hint";
import { clearAuth, useAuth } from "./use-auth";

function Who({ id }: { id: string }) {
  const { user, purchase, isLoading } = useAuth();
  return <p data-testid={id}>{isLoading ? "loading" : `${user?.email ?? "nobody"}/${purchase?.hasPurchase ?? "-"}`}</p>;
}

const signedIn = {
  "GET /api/user": { status: 200, body: { id: "u1", email: "jane@example.com", hasPassword: true } },
  "GET /api/user/purchase": { status: 200, body: { hasPurchase: true, purchase: { isCourseVariant: false, productUuid: "p" } } },
};

afterEach(() => {
  forgetSignedInHint();
  clearAuth();
});

it("reads the user, then the purchase, once for all components mounted together, loading until both answer", async () => {
  markBrowserSignedIn();
  const calls = fakeFetch(signedIn);
  render(
    <>
      <Who id="a" />
      <Who id="b" />
    </>,
  );
  expect(screen.getByTestId("a")).toHaveTextContent("loading");
  expect(await screen.findByText("jane@example.com/true", { selector: "[data-testid=a]" })).toBeInTheDocument();
  expect(screen.getByTestId("b")).toHaveTextContent("jane@example.com/true");
  expect(calls.map((c) => c.path)).toEqual(["/api/user", "/api/user/purchase"]);
});

it("treats the user as always stale: a component mounted later reads it again", async () => {
  markBrowserSignedIn();
  const calls = fakeFetch(signedIn);
  const { rerender } = render(<Who id="a" />);
  await screen.findByText("jane@example.com/true");
  rerender(
    <>
      <Who id="a" />
      <Who id="b" />
    </>,
  );
  // The new component shows what is known at once while the re-read runs.
  expect(screen.getByTestId("b")).toHaveTextContent("jane@example.com/true");
  await act(async () => {});
  expect(calls.filter((c) => c.path === "/api/user")).toHaveLength(2);
});

it("does not read the purchase for a visitor, and keeps the hint when the server fails", async () => {
  markBrowserSignedIn();
  const calls = fakeFetch({ "GET /api/user": { status: 500, body: { message: "Database unavailable" } } });
  render(<Who id="a" />);
  expect(await screen.findByText("nobody/-")).toBeInTheDocument();
  expect(calls.map((c) => c.path)).toEqual(["/api/user"]);
  expect(hasSignedInHint()).toBe(true);
});
