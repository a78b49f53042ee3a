/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import type { CharacterScriptResponse } from "@/lib/studio/script/script-view";
import { DownloadScript } from "./download-script";

const ID = "3f0e1a9c-6a55-4c3c-9f59-0b0f7c1d2e11";
const SRT = "1\r\n00:00:00,000 --> 00:00:01,200\r\nThree habits.\r\n";

// jsdom's Blob has no text(); FileReader reads it as a browser would.
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function serve(body: CharacterScriptResponse) {
  fakeFetch({ [`GET /api/user/characters/${ID}/script`]: { status: 200, body } });
  const saved: { name: string; blob: Blob }[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => (saved.push({ name: "", blob }), "blob:file"));
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.at(-1)!.name = this.download;
  });
  return saved;
}

afterEach(() => jest.restoreAllMocks());

it("with an empty box, saves the script last generated for the character (the empty-file bug of issue 20)", async () => {
  const saved = serve({ script: { text: "Three habits.", source: "generated", srt: null } });
  renderWithQueries(<DownloadScript characterId={ID} characterName="Mia / Lopez" draft="  " />);
  const button = screen.getByRole("button", { name: "Download Script" });
  await waitFor(() => expect(button).toBeEnabled());
  expect(button).toHaveAccessibleDescription(/The box is empty, so this saves the script last generated for this character\./);
  await userEvent.click(button);
  expect(saved.map((s) => s.name)).toEqual(["Mia Lopez script.txt"]);
  expect(await blobText(saved[0]!.blob)).toBe("Three habits.\n");
  // No timings for it: no subtitles button, and the note says where they would come from.
  expect(screen.queryByRole("button", { name: "Subtitles (.srt)" })).not.toBeInTheDocument();
  expect(button).toHaveAccessibleDescription(/Subtitles come with speech generated with timings for this script\./);
});

it("saves what the box shows, even before it is saved, and offers subtitles only for that exact text", async () => {
  const saved = serve({ script: { text: "Three habits.", source: "step", srt: SRT } });
  const { client, rerender } = renderWithQueries(<DownloadScript characterId={ID} characterName="Mia" draft="Three habits." />);
  await userEvent.click(await screen.findByRole("button", { name: "Subtitles (.srt)" }));
  expect(saved[0]!.name).toBe("Mia script.srt");
  expect(await blobText(saved[0]!.blob)).toBe(SRT);

  // An edit not yet spoken: the text file has it, and the old subtitles no longer fit it.
  rerender(
    <QueryClientProvider client={client}>
      <DownloadScript characterId={ID} characterName="Mia" draft="Four habits." />
    </QueryClientProvider>,
  );
  expect(screen.queryByRole("button", { name: "Subtitles (.srt)" })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Download Script" }));
  expect(await blobText(saved[1]!.blob)).toBe("Four habits.\n");
});

it("is disabled and says why when there is no script anywhere", async () => {
  const saved = serve({ script: null });
  renderWithQueries(<DownloadScript characterId={ID} characterName="Mia" />);
  const button = screen.getByRole("button", { name: "Download Script" });
  await waitFor(() => expect(button).toHaveAccessibleDescription("Write or generate a script first."));
  expect(button).toBeDisabled();
  expect(saved).toHaveLength(0);
});
