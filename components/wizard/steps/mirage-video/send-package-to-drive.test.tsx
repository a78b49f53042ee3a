/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import type { ConnectionsResponse } from "@/lib/validation/cloud-connection";
import { serverHtml } from "@/tests/helpers/server-html";
import { SendPackageToDrive } from "./send-package-to-drive";

const ID = "3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11";
const connections: ConnectionsResponse = {
  connections: [
    { provider: "dropbox", displayName: "Dana Rivers", email: "dana@example.com", status: "broken", connectedAt: "2026-01-01T00:00:00Z" },
    { provider: "onedrive", displayName: "Dana Rivers", email: "dana@outlook.com", status: "active", connectedAt: "2026-01-02T00:00:00Z" },
  ],
  providers: [],
};

async function open() {
  renderWithQueries(<SendPackageToDrive characterId={ID} />);
  await userEvent.click(screen.getByRole("button", { name: "Send package to drive" }));
  return screen.findByRole("dialog");
}

it("sends the package to a working drive and says where it landed", async () => {
  const calls = fakeFetch({
    "GET /api/cloud-storage/connections": { status: 200, body: connections },
    "POST /api/cloud-storage/onedrive/package": { status: 200, body: { folder: "Mia Lopez (1)", name: "Mia Lopez package.zip", bytes: 2048 } },
  });
  const dialog = await open();
  // The broken Dropbox connection is not offered; OneDrive is chosen.
  expect(within(dialog).getAllByRole("radio")).toHaveLength(1);
  await userEvent.click(await within(dialog).findByRole("button", { name: "Send to OneDrive" }));
  expect(await within(dialog).findByRole("status")).toHaveTextContent("Saved “Mia Lopez package.zip” in the folder “Mia Lopez (1)” on OneDrive.");
  expect(calls.find((c) => c.method === "POST")).toEqual({ method: "POST", path: "/api/cloud-storage/onedrive/package", body: { characterId: ID } });
});

it("shows the server's reason when the drive refuses", async () => {
  fakeFetch({
    "GET /api/cloud-storage/connections": { status: 200, body: connections },
    "POST /api/cloud-storage/onedrive/package": {
      status: 413,
      body: { message: "The package is larger than 100 MB, too large to send to a drive. Download it instead." },
    },
  });
  const dialog = await open();
  await userEvent.click(await within(dialog).findByRole("button", { name: "Send to OneDrive" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent("too large to send to a drive. Download it instead.");
});

it("points to the storage settings when no drive is connected", async () => {
  fakeFetch({ "GET /api/cloud-storage/connections": { status: 200, body: { connections: [], providers: [] } } });
  const dialog = await open();
  expect(await within(dialog).findByRole("link", { name: "Connect Dropbox, Google Drive or OneDrive" })).toHaveAttribute("href", "/user/settings/storage");
  expect(within(dialog).queryByRole("button", { name: /^Send to/ })).not.toBeInTheDocument();
});

it("is disabled in the server's HTML until the script can open the dialog, then opens it", async () => {
  fakeFetch({ "GET /api/cloud-storage/connections": { status: 200, body: connections } });
  const page = serverHtml(<SendPackageToDrive characterId={ID} />);
  // A press before hydration would open nothing and say nothing (a clean-clone CI run lost one).
  expect(page.container.querySelector("button")!.disabled).toBe(true);
  await page.hydrate();
  await userEvent.click(screen.getByRole("button", { name: "Send package to drive" }));
  expect(await screen.findByRole("dialog")).toBeInTheDocument();
  page.container.remove();
});
