/** @jest-environment jsdom */
import { ByteLengthQueuingStrategy, ReadableStream } from "node:stream/web";
import { setImmediate } from "node:timers";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQueries } from "@/tests/helpers/browser";
import { zipStream } from "@/lib/studio/package/zip.server";
import { serverHtml } from "@/tests/helpers/server-html";
import { DownloadPackage } from "./download-package";

// jsdom has no web streams; the browser does. Node's stand in for them, and for the timer the
// ZIP writer (which runs on the server) uses to make the test's package.
Object.assign(globalThis, { ReadableStream, ByteLengthQueuingStrategy, setImmediate });

const ID = "3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11";

/** A real package ZIP of three files, as the route streams it, as bytes. */
async function packageBytes() {
  const file = (base: string, size: number) => ({ base, read: async () => ({ data: Buffer.alloc(size, 1), ext: "bin" }) });
  const reader = zipStream({ root: "Mia Lopez", files: [file("a", 10), file("b", 200_000), file("c", 10)] }).getReader();
  const parts: Uint8Array[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
  return Buffer.concat(parts);
}

/** The package route's answer; `release` lets the second half of the ZIP arrive. */
function serveInTwoHalves(bytes: Buffer, files: number) {
  let release!: () => void;
  const later = new Promise<void>((resolve) => (release = resolve));
  const half = Math.floor(bytes.length / 2);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(bytes.subarray(0, half)));
      await later;
      controller.enqueue(new Uint8Array(bytes.subarray(half)));
      controller.close();
    },
  });
  const headers: Record<string, string> = {
    "x-package-files": String(files),
    "content-disposition": `attachment; filename="Mia Lopez package.zip"; filename*=UTF-8''Mia%20L%C3%B3pez%20package.zip`,
  };
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    body,
  })) as unknown as typeof fetch;
  return release;
}

function captureSaves() {
  const saved: { blob: Blob; name: string }[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => (saved.push({ blob, name: "" }), "blob:package"));
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.at(-1)!.name = this.download;
  });
  return saved;
}

afterEach(() => jest.restoreAllMocks());

it("counts the files as the ZIP arrives and saves it under the server's name", async () => {
  const bytes = await packageBytes();
  const release = serveInTwoHalves(bytes, 3);
  const saved = captureSaves();
  renderWithQueries(<DownloadPackage characterId={ID} characterName="Mia López" />);
  await userEvent.click(screen.getByRole("button", { name: "Download package" }));

  // Half the ZIP: the first file and part of the large second one.
  expect(await screen.findByText(/^1 of 3 files · \d+ kB$/)).toBeInTheDocument();
  const bar = screen.getByRole("progressbar", { name: "Package download" });
  expect(Number(bar.getAttribute("aria-valuenow"))).toBeGreaterThan(33);
  expect(Number(bar.getAttribute("aria-valuenow"))).toBeLessThan(67);
  expect(screen.getByRole("button", { name: "Preparing package..." })).toBeDisabled();

  release();
  expect(await screen.findByRole("status")).toHaveTextContent(/^Saved “Mia López package\.zip”: 3 files, \d+ kB\.$/);
  expect(saved).toHaveLength(1);
  expect(saved[0]!.name).toBe("Mia López package.zip");
  expect(saved[0]!.blob.size).toBe(bytes.length);
  expect(global.fetch).toHaveBeenCalledWith(`/api/user/characters/${ID}/package`, { credentials: "include" });
});

it("saves nothing when the download is cut off before the package is complete", async () => {
  const bytes = await packageBytes();
  const release = serveInTwoHalves(bytes.subarray(0, bytes.length - 100), 3);
  const saved = captureSaves();
  renderWithQueries(<DownloadPackage characterId={ID} characterName="Mia" />);
  await userEvent.click(screen.getByRole("button", { name: "Download package" }));
  release();
  expect(await screen.findByRole("alert")).toHaveTextContent("The download stopped before the package was complete. Please try again.");
  expect(saved).toHaveLength(0);
});

it("shows the server's message when the package is refused", async () => {
  global.fetch = jest.fn(async () => ({
    ok: false,
    status: 429,
    statusText: "",
    text: async () => JSON.stringify({ message: "Too many requests. Please try again later." }),
  })) as unknown as typeof fetch;
  renderWithQueries(<DownloadPackage characterId={ID} characterName="Mia" />);
  await userEvent.click(screen.getByRole("button", { name: "Download package" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again later.");
  await waitFor(() => expect(screen.getByRole("button", { name: "Download package" })).toBeEnabled());
});

it("is disabled in the server's HTML until the script can take the press", async () => {
  const page = serverHtml(<DownloadPackage characterId={ID} characterName="Mia" part="voice" label="Download Voice Samples" />);
  expect(page.container.querySelector("button")!.disabled).toBe(true);
  await page.hydrate();
  expect(screen.getByRole("button", { name: "Download Voice Samples" })).toBeEnabled();
  page.container.remove();
});
