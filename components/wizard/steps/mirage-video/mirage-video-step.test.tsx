/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { MirageVideoStep } from "./mirage-video-step";
import { TEST_CHARACTER_ID, testCharacter } from "../test-character";

// Issue 20: on a first visit to the Mirage Video step, "Download Script" saved an empty file. It
// wrote out only the step's script box, empty until the buyer types or generates there, and
// ignored the script already generated for the character.
const ID = TEST_CHARACTER_ID;
const character = testCharacter;

// jsdom's Blob has no text(); FileReader reads it as a browser would.
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => jest.restoreAllMocks());

it("Download Script saves the character's script, not an empty file, when the box is still empty", async () => {
  fakeFetch({
    [`GET /api/user/characters/${ID}/script`]: { status: 200, body: { script: { text: "Three habits for better mornings.", source: "generated", srt: null } } },
  });
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => (saved.push(blob), "blob:script"));
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  renderWithQueries(<MirageVideoStep character={character} initial={{}} onLocalChange={() => {}} onReference={() => {}} />);
  const button = screen.getByRole("button", { name: "Download Script" });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  expect(saved).toHaveLength(1);
  expect(await blobText(saved[0]!)).toBe("Three habits for better mornings.\n");
});

it("names the package button for what it does, with the drive upload beside it", async () => {
  fakeFetch({ "GET /api/cloud-storage/connections": { status: 200, body: { connections: [], providers: [] } } });
  renderWithQueries(<MirageVideoStep character={character} initial={{}} onLocalChange={() => {}} onReference={() => {}} />);
  expect(screen.queryByRole("button", { name: "Export to Mirage" })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Download package" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Send package to drive" })).toBeEnabled();
  expect(screen.getByRole("link", { name: "Open Mirage (opens mirage.app)" })).toHaveAttribute("href", "https://mirage.app");
});

// Issue 48: the template sets the script's length; the hint no longer promises 300 words the
// draft video could not read.
it("writes the script to the chosen template's length and says that length under the box", async () => {
  const calls = fakeFetch({
    "GET /api/cloud-storage/connections": { status: 200, body: { connections: [], providers: [] } },
    "POST /api/ai/openai/generate-script": { status: 200, body: { script: "A ninety-second script.", demo: true } },
  });
  renderWithQueries(<MirageVideoStep character={character} initial={{}} onLocalChange={() => {}} onReference={() => {}} />);
  expect(screen.queryByText(/300 words/)).not.toBeInTheDocument();
  expect(screen.getByText("Pick a template above: it sets the script's length (30 s is about 75 words, 90 s about 225). · 0 words")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: /Tutorial Content/ }));
  expect(screen.getByText("Tutorial Content runs 90 s: about 225 words. The draft video reads up to 248. · 0 words")).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("Script topic"), "3 habits for better mornings");
  await userEvent.click(screen.getByRole("button", { name: "Generate Script" }));
  await waitFor(() => expect(calls.some((c) => c.path === "/api/ai/openai/generate-script")).toBe(true));
  expect(calls.find((c) => c.path === "/api/ai/openai/generate-script")!.body).toMatchObject({ topic: "3 habits for better mornings", seconds: 90 });
});
