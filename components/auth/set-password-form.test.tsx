/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { notify } from "@/lib/utils/notify";
import { SetPasswordForm } from "./set-password-form";

const router = { push: jest.fn(), replace: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@bprogress/next/app", () => ({ useRouter: () => router }));
jest.mock("@/lib/utils/notify", () => ({ notify: { success: jest.fn(), info: jest.fn(), error: jest.fn() } }));

async function fill(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("New Password"), password);
  await user.type(screen.getByLabelText("Confirm Password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Set Password & Continue" }));
}

beforeEach(() => jest.clearAllMocks());

it("needs 8 characters and a matching confirmation, shown on the confirmation field", async () => {
  const calls = fakeFetch({});
  renderWithQueries(<SetPasswordForm />);
  await fill("short", "other");
  expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
  expect(screen.getByLabelText("Confirm Password")).toHaveAccessibleDescription("Passwords don't match");
  expect(calls).toHaveLength(0);
});

it("sets the signed-in user's password, toasts, and goes to /user/dashboard after 1.5 s", async () => {
  const calls = fakeFetch({ "POST /api/user/set-password": { status: 200, body: { success: true } } });
  renderWithQueries(<SetPasswordForm />);
  await fill("long enough", "long enough");
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Password Set Successfully!"));
  expect(calls.find((c) => c.method === "POST")?.body).toEqual({ password: "long enough" });
  expect(router.push).not.toHaveBeenCalled();
  await waitFor(() => expect(router.push).toHaveBeenCalledWith("/user/dashboard"), { timeout: 2500 });
});

it("with an e-mailed token, sets the password through the setup endpoint", async () => {
  const calls = fakeFetch({ "POST /api/password-setup": { status: 200, body: { success: true } } });
  renderWithQueries(<SetPasswordForm token={"t".repeat(43)} />);
  await fill("long enough", "long enough");
  await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ token: "t".repeat(43), password: "long enough" }));
});

it("reports a failure as 'Password Update Failed' with the server's message", async () => {
  fakeFetch({ "POST /api/password-setup": { status: 400, body: { message: "This link has expired" } } });
  renderWithQueries(<SetPasswordForm token={"t".repeat(43)} />);
  await fill("long enough", "long enough");
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Password Update Failed", { description: "This link has expired" }));
  expect(screen.getByRole("button", { name: "Set Password & Continue" })).toBeEnabled();
});

it("falls back to 'Password update failed' for an answer without a message, and 'Please try again.' for no answer", async () => {
  fakeFetch({ "POST /api/user/set-password": { status: 500, body: {} } });
  renderWithQueries(<SetPasswordForm />);
  await fill("long enough", "long enough");
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Password Update Failed", { description: "Password update failed" }));

  global.fetch = jest.fn(async () => {
    throw new TypeError("Failed to fetch");
  }) as unknown as typeof fetch;
  await userEvent.setup().click(screen.getByRole("button", { name: "Set Password & Continue" }));
  await waitFor(() => expect(notify.error).toHaveBeenLastCalledWith("Password Update Failed", { description: "Please try again." }));
});

it("asks an account that has a password for the current one, and sends it", async () => {
  const calls = fakeFetch({ "POST /api/user/set-password": { status: 200, body: { success: true } } });
  renderWithQueries(<SetPasswordForm askCurrentPassword />);
  await fill("long enough", "long enough");
  expect(await screen.findByText("Please enter your current password")).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  await userEvent.setup().type(screen.getByLabelText("Current Password"), "the old one");
  await userEvent.setup().click(screen.getByRole("button", { name: "Set Password & Continue" }));
  await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ currentPassword: "the old one", password: "long enough" }));
});

it("does not show the current-password field without askCurrentPassword", () => {
  fakeFetch({});
  renderWithQueries(<SetPasswordForm />);
  expect(screen.queryByLabelText("Current Password")).not.toBeInTheDocument();
});
