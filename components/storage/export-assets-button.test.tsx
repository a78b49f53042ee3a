/** @jest-environment jsdom */
import { ReadableStream, TextDecoderStream } from "node:stream/web";
import { TextEncoder } from "node:util";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/query/query-client";
import type { ConnectionsResponse, ExportEvent } from "@/lib/validation/cloud-connection";
import { ExportAssetsButton } from "./export-assets-button";

// jsdom has no web streams; the browser does. Node's implementation stands in for it.
Object.assign(globalThis, { TextDecoderStream });

const connections: ConnectionsResponse = {
  connections: [{ provider: "dropbox", displayName: "Dana Rivers", email: "dana@example.com", status: "active", connectedAt: "2026-01-01T00:00:00Z" }],
  providers: [],
};

function ndjson(events: ExportEvent[]) {
  const bytes = new TextEncoder().encode(events.map((e) => JSON.stringify(e)).join("\n") + "\n");
  return new ReadableStream({ start: (c) => (c.enqueue(bytes.subarray(0, 20)), c.enqueue(bytes.subarray(20)), c.close()) });
}

function serve(exportAnswer: { status: number; body?: unknown; stream?: ReadableStream }) {
  global.fetch = jest.fn(async (url: string): Promise<unknown> => {
    if (url === "/api/cloud-storage/connections") return { ok: true, status: 200, json: async () => connections, text: async () => "" };
    const bodyText = JSON.stringify(exportAnswer.body ?? {});
    return { ok: exportAnswer.status < 300, status: exportAnswer.status, statusText: "", body: exportAnswer.stream, text: async () => bodyText };
  }) as unknown as typeof fetch;
}

async function openAndExport() {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ExportAssetsButton characterId="3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11" />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Export Assets" }));
  const dialog = await screen.findByRole("dialog");
  await userEvent.click(await within(dialog).findByRole("button", { name: "Export to Dropbox" }));
  return dialog;
}

it("follows the progress stream and reports each file", async () => {
  serve({
    status: 200,
    stream: ndjson([
      { type: "start", folder: "Ava", total: 2 },
      { type: "file", index: 0, name: "01-image-1.png", ok: true },
      { type: "file", index: 1, name: "02-voice-2.mp3", ok: false, error: "Dropbox refused the file" },
      { type: "done", folder: "Ava", uploaded: 1, failed: 1 },
    ]),
  });
  const dialog = await openAndExport();
  expect(await within(dialog).findByTestId("export-report")).toHaveTextContent(
    "Uploaded 1 of 2 files to the folder “Ava” on Dropbox. 1 could not be uploaded.",
  );
  expect(within(dialog).getByText("(Dropbox refused the file)")).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith(
    "/api/cloud-storage/dropbox/export",
    expect.objectContaining({ method: "POST", body: JSON.stringify({ characterId: "3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11" }) }),
  );
});

it("shows the server's message and a reconnect action when the connection was revoked", async () => {
  serve({ status: 409, body: { message: "Your Dropbox connection has expired or was revoked. Reconnect Dropbox and try again.", reconnect: true } });
  const dialog = await openAndExport();
  expect(await within(dialog).findByRole("alert")).toHaveTextContent("Reconnect Dropbox and try again.");
  expect(within(dialog).getByRole("button", { name: "Reconnect Dropbox" })).toBeInTheDocument();
});
