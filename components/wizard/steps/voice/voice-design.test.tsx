/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "@/lib/voice/settings";
import { voiceVariations } from "@/lib/voice/variations";
import { VoiceDesign } from "./voice-design";

jest.mock("@/lib/utils/notify", () => ({ notify: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const ID = "7c1d2b9e-0000-4000-8000-000000000001";
const URL = `/api/user/characters/${ID}/voice`;
const saved: VoiceSettings = { ...DEFAULT_VOICE_SETTINGS, preset: "Oliver", stability: 0.4 };

function samplesAnswer(settings: VoiceSettings, audio: boolean) {
  return {
    text: "Hello there",
    useBrowserTTS: !audio,
    message: audio
      ? "Three samples of the same sentence: keep the one you like."
      : "A valid ElevenLabs API key is needed for AI voices, so your browser speaks the text instead.",
    samples: voiceVariations(settings).map((s) => ({ ...s, audioBase64: audio ? "SUQz" : null })),
  };
}

/** The fake API: the saved design, and a PUT that answers with what was sent, like the real route. */
function server(extra: Parameters<typeof fakeFetch>[0] = {}) {
  const calls = fakeFetch({ [`GET ${URL}`]: { status: 200, body: { settings: saved } }, ...extra });
  const recorded = global.fetch;
  global.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = await recorded(input, init);
    if (init.method !== "PUT" || extra[`PUT ${URL}`]) return answer;
    const settings = JSON.parse(String(init.body));
    return { ok: true, status: 200, text: async () => JSON.stringify({ settings }), json: async () => ({ settings }) } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

it("shows the saved preset and every slider with its label and value", async () => {
  server();
  renderWithQueries(<VoiceDesign characterId={ID} />);
  expect(await screen.findByRole("radio", { name: /Oliver/ })).toBeChecked();
  expect(screen.getByRole("radio", { name: /Sofia.*American · warm, passionate/ })).not.toBeChecked();
  expect(screen.getByRole("slider", { name: "Stability" })).toHaveValue("0.4");
  expect(screen.getByRole("slider", { name: "Similarity" })).toHaveValue("0.75");
  expect(screen.getByRole("slider", { name: "Style" })).toHaveValue("0");
  expect(screen.getByRole("slider", { name: "Speed" })).toHaveAttribute("aria-valuetext", "1.00×");
  expect(screen.getByRole("checkbox", { name: "Speaker boost" })).toBeChecked();
  expect(screen.getByText("0.40")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: /Save Voice/ })).toBeDisabled();
});

it("saves preset and slider moves on the character", async () => {
  const calls = server();
  renderWithQueries(<VoiceDesign characterId={ID} />);
  await userEvent.click(await screen.findByRole("radio", { name: /Mia/ }));
  fireEvent.change(screen.getByRole("slider", { name: "Speed" }), { target: { value: "1.15" } });
  await userEvent.click(screen.getByRole("checkbox", { name: "Speaker boost" }));
  expect(screen.getByText("1.15×")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: /Save Voice/ }));
  expect(await screen.findByRole("button", { name: /Voice Saved/ })).toBeDisabled();
  expect(calls.filter((c) => c.method === "PUT")).toEqual([
    { method: "PUT", path: URL, body: { ...saved, preset: "Mia", speed: 1.15, useSpeakerBoost: false } },
  ]);
});

it("renders three playable MP3 samples of the current settings; keeping one saves its settings", async () => {
  const calls = server({ [`POST ${URL}/variations`]: { status: 200, body: samplesAnswer({ ...saved, style: 0.5 }, true) } });
  renderWithQueries(<VoiceDesign characterId={ID} sampleSentence="Hello there" />);
  fireEvent.change(await screen.findByRole("slider", { name: "Style" }), { target: { value: "0.5" } });
  await userEvent.click(screen.getByRole("button", { name: /Generate Voice Variations/ }));
  const list = await screen.findByRole("list", { name: "Voice variations" });
  expect(
    within(list)
      .getAllByRole("listitem")
      .map((li) => li.getAttribute("aria-label")),
  ).toEqual(["Your settings", "Calmer", "Livelier"]);
  expect(calls.find((c) => c.method === "POST")?.body).toEqual({ text: "Hello there", settings: { ...saved, style: 0.5 } });
  expect(list.querySelectorAll("audio")).toHaveLength(3);
  expect(screen.getByLabelText("Play Calmer sample")).toHaveAttribute("src", "data:audio/mpeg;base64,SUQz");

  await userEvent.click(screen.getByRole("button", { name: "Keep Calmer" }));
  const calmer = voiceVariations({ ...saved, style: 0.5 })[1].settings;
  expect(await screen.findByRole("button", { name: "Calmer: kept" })).toBeDisabled();
  expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([calmer]);
  // The form now shows the kept settings as saved.
  expect(screen.getByRole("slider", { name: "Stability" })).toHaveValue(String(calmer.stability));
  expect(screen.getByRole("button", { name: /Voice Saved/ })).toBeDisabled();
});

it("in demo mode plays each sample with the browser, with that sample's settings", async () => {
  server({ [`POST ${URL}/variations`]: { status: 200, body: samplesAnswer(saved, false) } });
  const spoken: { text: string; rate: number; pitch: number; lang: string }[] = [];
  Object.assign(globalThis, {
    SpeechSynthesisUtterance: class {
      rate = 1;
      pitch = 1;
      volume = 1;
      lang = "";
      constructor(public text: string) {}
    },
  });
  Object.assign(window, { speechSynthesis: { getVoices: () => [], cancel: () => {}, speak: (u: (typeof spoken)[number]) => spoken.push({ ...u }) } });
  renderWithQueries(<VoiceDesign characterId={ID} sampleSentence="Hello there" />);
  await userEvent.click(await screen.findByRole("button", { name: /Generate Voice Variations/ }));
  expect(await screen.findByText(/your browser speaks the text instead/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Play Livelier sample" }));
  await userEvent.click(screen.getByRole("button", { name: "Play Calmer sample" }));
  expect(spoken.map((u) => [u.text, u.rate, u.pitch, u.lang])).toEqual([
    ["Hello there", 0.99, 1.265, "en-GB"],
    ["Hello there", 0.81, 0.94, "en-GB"],
  ]);
  expect(screen.getAllByTestId("browser-speech").map((p) => p.textContent)).toEqual([
    "Browser voice en-GB: rate 0.9 · pitch 1.04 · volume 0.925",
    "Browser voice en-GB: rate 0.81 · pitch 0.94 · volume 0.925",
    "Browser voice en-GB: rate 0.99 · pitch 1.265 · volume 0.925",
  ]);
});

it("shows the server's message when a save is refused, and keeps the edit unsaved", async () => {
  server({ [`PUT ${URL}`]: { status: 400, body: { message: "Speed must be between 0.7 and 1.2" } } });
  renderWithQueries(<VoiceDesign characterId={ID} />);
  await userEvent.click(await screen.findByRole("radio", { name: /Sarah/ }));
  await userEvent.click(screen.getByRole("button", { name: /Save Voice/ }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Speed must be between 0.7 and 1.2");
  expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
});

it("shows why the settings could not be loaded", async () => {
  fakeFetch({});
  renderWithQueries(<VoiceDesign characterId={ID} />);
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Could not load the voice settings: Not found"));
});

it("tells the step the settings on screen, saved or not (the step's Preview speaks them)", async () => {
  server();
  const seen: VoiceSettings[] = [];
  renderWithQueries(<VoiceDesign characterId={ID} onCurrentChange={(s) => seen.push(s)} />);
  await userEvent.click(await screen.findByRole("radio", { name: /Sofia/ }));
  expect(seen.at(0)).toEqual(saved);
  expect(seen.at(-1)).toEqual({ ...saved, preset: "Sofia" });
});
