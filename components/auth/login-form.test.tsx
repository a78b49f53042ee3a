/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, markBrowserSignedIn, renderWithQueries } from "@/tests/helpers/browser";
import { forgetSignedInHint } from "@/lib/auth/signed-in-hint";
import { clearAuth } from "@/lib/auth/use-auth";
import { notify } from "@/lib/utils/notify";
import { LoginForm } from "./login-form";

const router = { push: jest.fn(), replace: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@bprogress/next/app", () => ({ useRouter: () => router }));
jest.mock("@/lib/utils/notify", () => ({ notify: { success: jest.fn(), info: jest.fn(), error: jest.fn() } }));

const signedOut = { "GET /api/user": { status: 401, body: { message: "Not authenticated" } } };

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  forgetSignedInHint();
  clearAuth(); // a user read by an earlier test would trigger the "already signed in" redirect
});

it("signs in: 'Welcome back!' and on to the stored redirectAfterAuth path, which is then cleared", async () => {
  sessionStorage.setItem("redirectAfterAuth", "/user/characters");
  const calls = fakeFetch({ ...signedOut, "POST /api/login": { status: 200, body: { success: true } } });
  renderWithQueries(<LoginForm />);
  await submit("Jane@Example.com ", "secret");
  await waitFor(() => expect(router.push).toHaveBeenCalledWith("/user/characters"));
  expect(calls.find((c) => c.path === "/api/login")?.body).toEqual({ email: "jane@example.com", password: "secret" });
  expect(notify.success).toHaveBeenCalledWith("Welcome back!");
  expect(sessionStorage.getItem("redirectAfterAuth")).toBeNull();
});

it("goes to /user/dashboard when no path is stored, and never to another site", async () => {
  sessionStorage.setItem("redirectAfterAuth", "//evil.example/phish");
  fakeFetch({ ...signedOut, "POST /api/login": { status: 200, body: { success: true } } });
  renderWithQueries(<LoginForm />);
  await submit("jane@example.com", "secret");
  await waitFor(() => expect(router.push).toHaveBeenCalledWith("/user/dashboard"));
});

it("on 202 stores passwordSetupEmail, toasts 'Set Your Password' and moves on after 1.5 s", async () => {
  fakeFetch({ ...signedOut, "POST /api/login": { status: 202, body: { needsPasswordSetup: true, email: "jane@example.com" } } });
  renderWithQueries(<LoginForm />);
  await submit("jane@example.com", "anything");
  await waitFor(() => expect(notify.info).toHaveBeenCalledWith("Set Your Password", expect.anything()));
  expect(sessionStorage.getItem("passwordSetupEmail")).toBe("jane@example.com");
  expect(router.push).not.toHaveBeenCalled();
  await waitFor(() => expect(router.push).toHaveBeenCalledWith("/new-password?mode=setup"), { timeout: 2500 });
});

it("on 202 without a mail server says the link is queued, not e-mailed (issue 44)", async () => {
  fakeFetch({ ...signedOut, "POST /api/login": { status: 202, body: { needsPasswordSetup: true, email: "jane@example.com", mailQueued: true } } });
  renderWithQueries(<LoginForm />);
  await submit("jane@example.com", "anything");
  await waitFor(() =>
    expect(notify.info).toHaveBeenCalledWith("Set Your Password", {
      description: "Queued: this server has no mail server yet, so the link to set your password waits in the site owner's outbox.",
    }),
  );
  await waitFor(() => expect(router.push).toHaveBeenCalledWith("/new-password?mode=setup"), { timeout: 2500 });
});

it("shows the server's message on failure in a 'Login failed' toast and on the form", async () => {
  fakeFetch({ ...signedOut, "POST /api/login": { status: 401, body: { message: "Invalid email or password" } } });
  renderWithQueries(<LoginForm />);
  await submit("jane@example.com", "wrong");
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Login failed", { description: "Invalid email or password" }));
  expect(screen.getByRole("alert")).toHaveTextContent("Invalid email or password");
  expect(router.push).not.toHaveBeenCalled();
});

it("validates before sending anything", async () => {
  const calls = fakeFetch(signedOut);
  renderWithQueries(<LoginForm />);
  await userEvent.setup().click(screen.getByRole("button", { name: "Sign In" }));
  expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
  expect(screen.getByText("Password is required")).toBeInTheDocument();
  expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
});

it("sends an already signed-in visitor to the stored path, or /", async () => {
  markBrowserSignedIn();
  fakeFetch({
    "GET /api/user": { status: 200, body: { id: "u1", email: "jane@example.com", hasPassword: true } },
    "GET /api/user/purchase": { status: 200, body: { hasPurchase: false, purchase: null } },
  });
  renderWithQueries(<LoginForm />);
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/"));
});

describe("coming from a signed-in page (/auth?next=...)", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("returns to the page named by ?next, with its query", async () => {
    window.history.replaceState(null, "", `/auth?next=${encodeURIComponent("/user/characters?tab=mine")}`);
    fakeFetch({ ...signedOut, "POST /api/login": { status: 200, body: { success: true } } });
    renderWithQueries(<LoginForm />);
    await submit("jane@example.com", "secret");
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/user/characters?tab=mine"));
  });

  it.each(["https://evil.example/x", "//evil.example", "/\t/evil.example", "/\\evil.example"])("ignores ?next=%j and goes to the dashboard", async (next) => {
    window.history.replaceState(null, "", `/auth?next=${encodeURIComponent(next)}`);
    fakeFetch({ ...signedOut, "POST /api/login": { status: 200, body: { success: true } } });
    renderWithQueries(<LoginForm />);
    await submit("jane@example.com", "secret");
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/user/dashboard"));
  });
});
