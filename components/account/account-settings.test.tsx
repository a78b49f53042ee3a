/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import type { AccountOverview } from "@/lib/server/account/account.server";
import { AccountSettings } from "./account-settings";

const router = { push: jest.fn(), refresh: jest.fn() };
jest.mock("@bprogress/next/app", () => ({ useRouter: () => router }));

const NOW = "2026-11-28T08:00:00.000Z";
const account = (over: Partial<AccountOverview> = {}): AccountOverview => ({
  email: "dana@example.com",
  hasPassword: true,
  marketingEmails: false,
  pendingEmailChange: null,
  sessions: [
    { handle: "h".repeat(22), device: "Chrome on macOS", address: "203.0.113.x", firstSeen: NOW, lastSeen: NOW, current: true },
    { handle: "o".repeat(22), device: "Safari on iPhone", address: "198.51.100.x", firstSeen: NOW, lastSeen: NOW, current: false },
  ],
  dataExport: null,
  deletion: { openDeliveries: [], openRefundWindows: [], keptFor: "10 years" },
  ...over,
});

it("shows an export's progress while it is made, and why a new one waits", async () => {
  fakeFetch({
    "GET /api/user/account": {
      status: 200,
      body: account({ dataExport: { id: "e1", status: "running", progress: 45, size: null, expiresAt: null, error: null, createdAt: NOW } }),
    },
  });
  renderWithQueries(<AccountSettings />);
  expect(await screen.findByRole("progressbar", { name: "Preparing your data" })).toHaveAttribute("aria-valuenow", "45");
  expect(screen.getByRole("button", { name: "Prepare my data" })).toBeDisabled();
  expect(screen.getByText("Waiting for the export under way.")).toBeVisible();
});

it("links the ready export, and keeps Delete disabled, saying why, until the password and DELETE are typed", async () => {
  fakeFetch({
    "GET /api/user/account": {
      status: 200,
      body: account({
        dataExport: { id: "e2", status: "ready", progress: 100, size: 2 * 1024 * 1024, expiresAt: NOW, error: null, createdAt: NOW },
        deletion: { openDeliveries: [{ orderId: "o", product: "Create AI Influencer", status: "in production" }], openRefundWindows: [], keptFor: "10 years" },
      }),
    },
  });
  renderWithQueries(<AccountSettings />);
  expect(await screen.findByRole("link", { name: "Download your data (2.0 MB)" })).toHaveAttribute("href", "/api/user/account/export/e2");
  expect(screen.getByText(/“Create AI Influencer” is not delivered yet \(in production\)/)).toBeVisible();
  const remove = screen.getByRole("button", { name: "Delete my account" });
  expect(remove).toBeDisabled();
  expect(screen.getByText("Needs your password.")).toBeVisible();
  await userEvent.type(screen.getAllByLabelText("Current password").at(-1)!, "secret words");
  expect(screen.getByText("Needs DELETE typed.")).toBeVisible();
  await userEvent.type(screen.getByLabelText("Type DELETE to confirm"), "DELETE");
  expect(remove).toBeEnabled();
});

it("signs out one other session and says so", async () => {
  const calls = fakeFetch({
    "GET /api/user/account": { status: 200, body: account() },
    [`DELETE /api/user/account/sessions/${"o".repeat(22)}`]: { status: 200, body: { ended: 1 } },
  });
  renderWithQueries(<AccountSettings />);
  const list = await screen.findByRole("list", { name: "Sessions" });
  expect(within(list).getByText("This browser")).toBeVisible();
  await userEvent.click(within(list).getByRole("button", { name: "Sign out Safari on iPhone, 198.51.100.x" }));
  expect(await screen.findByText("Signed out 1 session.")).toBeVisible();
  expect(calls.some((c) => c.method === "DELETE")).toBe(true);
});
