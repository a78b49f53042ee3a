/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/query/query-client";
import { notify } from "@/lib/utils/notify";
import type { CloudProviderView, ConnectionsResponse } from "@/lib/validation/cloud-connection";
import { CloudStoragePanel } from "./cloud-storage-panel";

jest.mock("@/lib/utils/notify", () => ({ notify: { success: jest.fn(), info: jest.fn(), error: jest.fn() } }));

const provider = (id: "dropbox" | "google_drive" | "onedrive", label: string, configured = true): CloudProviderView => ({
  provider: id,
  label,
  configured,
  missing: configured ? [] : [`${id.toUpperCase()}_CLIENT_ID`, `${id.toUpperCase()}_CLIENT_SECRET`],
});

let connections: ConnectionsResponse;
let answers: Record<string, { status: number; body: unknown }>;
let calls: string[];

beforeEach(() => {
  jest.clearAllMocks();
  calls = [];
  connections = {
    connections: [{ provider: "dropbox", displayName: "Dana Rivers", email: "dana@example.com", status: "active", connectedAt: "2026-01-01T00:00:00Z" }],
    providers: [provider("dropbox", "Dropbox"), provider("google_drive", "Google Drive"), provider("onedrive", "OneDrive", false)],
  };
  answers = {};
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? "GET"} ${url}`);
    const r =
      url === "/api/cloud-storage/connections"
        ? { status: 200, body: connections }
        : (answers[`${init?.method ?? "GET"} ${url}`] ?? { status: 404, body: { message: "Not found" } });
    const text = JSON.stringify(r.body);
    return { ok: r.status < 300, status: r.status, statusText: "", text: async () => text, json: async () => r.body };
  }) as unknown as typeof fetch;
});

function renderPanel(onChange?: () => void) {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <CloudStoragePanel onChange={onChange} />
    </QueryClientProvider>,
  );
}

it("lists each provider with its connection, and a provider without credentials as Not configured", async () => {
  renderPanel();
  const dropbox = await screen.findByTestId("storage-dropbox");
  expect(within(dropbox).getByText("Dana Rivers")).toBeInTheDocument();
  expect(within(dropbox).getByText(/dana@example.com/)).toBeInTheDocument();
  const onedrive = screen.getByTestId("storage-onedrive");
  expect(within(onedrive).getByText("Not configured")).toBeInTheDocument();
  // No button that can only fail: Connect is off, and the reason is beside it (issue 31 item 6).
  const connect = within(onedrive).getByRole("button", { name: "Connect" });
  expect(connect).toBeDisabled();
  expect(connect).toHaveAccessibleDescription("Not set up on this server: the site owner has not added the OneDrive app keys yet, so it cannot connect.");
  await userEvent.click(connect);
  expect(notify.error).not.toHaveBeenCalled();
  expect(calls).not.toContain("GET /api/cloud-storage/onedrive/auth");
});

it("connects the demo drive with one request, no popup, and then links to its page (decision 205)", async () => {
  connections.providers.push({ provider: "demo", label: "Demo drive", configured: true, missing: [] });
  answers["POST /api/cloud-storage/demo/connect"] = { status: 200, body: { provider: "demo" } };
  const open = jest.spyOn(window, "open");
  const onChange = jest.fn();
  renderPanel(onChange);
  const row = await screen.findByTestId("storage-demo");
  expect(within(row).getByText("Demo")).toBeInTheDocument();
  const connect = within(row).getByRole("button", { name: "Connect" });
  expect(connect).toHaveAccessibleDescription("Try sending without a real drive: no sign-in, files stay on this server.");
  connections.connections.push({ provider: "demo", displayName: "Demo drive", email: null, status: "active", connectedAt: "2026-01-01T00:00:00Z" });
  await userEvent.click(connect);
  expect(calls).toContain("POST /api/cloud-storage/demo/connect");
  expect(open).not.toHaveBeenCalled();
  expect(notify.success).toHaveBeenCalledWith("Demo drive connected", { description: "Send an export or a package to it, then open it here." });
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(await within(row).findByRole("link", { name: "Open the demo drive" })).toHaveAttribute("href", "/user/settings/storage/demo");
  expect(within(row).getByText(/Files stay on this server and count toward your storage; disconnecting deletes them\./)).toBeInTheDocument();
});

it("says Token Refreshed when the test refreshed the token, then refetches", async () => {
  answers["POST /api/cloud-storage/dropbox/test"] = { status: 200, body: { success: true, tokenRefreshed: true } };
  renderPanel();
  await userEvent.click(within(await screen.findByTestId("storage-dropbox")).getByRole("button", { name: "Test" }));
  expect(notify.info).toHaveBeenCalledWith("Token Refreshed", { description: "Please try your operation again" });
  expect(calls.filter((c) => c === "GET /api/cloud-storage/connections")).toHaveLength(2);
});

it("reports test success and failure with the spec's texts", async () => {
  answers["POST /api/cloud-storage/dropbox/test"] = { status: 200, body: { success: true, tokenRefreshed: false } };
  renderPanel();
  const test = within(await screen.findByTestId("storage-dropbox")).getByRole("button", { name: "Test" });
  await userEvent.click(test);
  expect(notify.success).toHaveBeenCalledWith("Connection Test Successful", { description: "Dropbox is working properly" });
  answers["POST /api/cloud-storage/dropbox/test"] = { status: 200, body: { success: false, tokenRefreshed: false } };
  await userEvent.click(test);
  expect(notify.error).toHaveBeenCalledWith("Connection Test Failed", { description: "Failed to test connection" });
});

it("disconnects with a success toast and calls onChange; a failure says Disconnect Failed", async () => {
  const onChange = jest.fn();
  answers["DELETE /api/cloud-storage/dropbox"] = { status: 500, body: { message: "boom" } };
  renderPanel(onChange);
  const disconnect = within(await screen.findByTestId("storage-dropbox")).getByRole("button", { name: "Disconnect" });
  await userEvent.click(disconnect);
  expect(notify.error).toHaveBeenCalledWith("Disconnect Failed", { description: "Failed to disconnect cloud storage" });
  answers["DELETE /api/cloud-storage/dropbox"] = { status: 200, body: { success: true } };
  await userEvent.click(disconnect);
  expect(notify.success).toHaveBeenCalledWith("Disconnected", { description: "Successfully disconnected Dropbox" });
  expect(onChange).toHaveBeenCalledTimes(1);
});

it("opens a 600x600 popup, polls every second until it closes, refetches and calls onChange", async () => {
  jest.useFakeTimers({ advanceTimers: true });
  answers["GET /api/cloud-storage/google_drive/auth"] = { status: 200, body: { authUrl: "https://accounts.example/auth?x=1" } };
  const popup = { closed: false, close: jest.fn(), location: { href: "about:blank" } };
  const open = jest.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
  const onChange = jest.fn();
  renderPanel(onChange);
  await userEvent.click(within(await screen.findByTestId("storage-google_drive")).getByRole("button", { name: "Connect" }));
  expect(open).toHaveBeenCalledWith("about:blank", "connect-google_drive", expect.stringContaining("width=600,height=600"));
  expect(popup.location.href).toBe("https://accounts.example/auth?x=1");
  await act(() => jest.advanceTimersByTimeAsync(3000));
  expect(onChange).not.toHaveBeenCalled();
  popup.closed = true;
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(calls.filter((c) => c === "GET /api/cloud-storage/connections")).toHaveLength(2);
  jest.useRealTimers();
});

it("says Connection Failed with the server's message when the auth URL cannot be had", async () => {
  answers["GET /api/cloud-storage/google_drive/auth"] = { status: 409, body: { message: "Google Drive is not configured." } };
  const popup = { closed: false, close: jest.fn(), location: { href: "" } };
  jest.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
  renderPanel();
  await userEvent.click(within(await screen.findByTestId("storage-google_drive")).getByRole("button", { name: "Connect" }));
  expect(popup.close).toHaveBeenCalled();
  expect(notify.error).toHaveBeenCalledWith("Connection Failed", { description: "Google Drive is not configured." });
});
