/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeFetch, renderWithQueries } from "@/tests/helpers/browser";
import { voicePreset } from "@/lib/voice/presets";
import { VoicePreview } from "./voice-preview";

// Issue 48: the voice studio's list replaced the character's preset voice without a word. Its
// first choice is now the preset's voice, and a line says which voice speaks the clips.
const ID = "6f1f7a2e-8a0e-4c55-9d1b-2f0f6b7c3e11";
const VOICES = { status: 200, body: { voices: [{ voiceId: "21m00Tcm4TlvDq8ikWAM", name: "Rachel", category: "premade" }] } };

it("speaks with the preset's voice by default and says when a voice picked in the list replaces it", async () => {
  const calls = fakeFetch({
    "GET /api/ai/elevenlabs/voices?model=eleven_multilingual_v2": VOICES,
    "POST /api/ai/elevenlabs/generate-speech": { status: 200, body: { audioBase64: "AAAA", useBrowserTTS: false, text: "Hi", message: "ok" } },
  });
  renderWithQueries(<VoicePreview hasCharacter characterId={ID} withVariations={false} preset={voicePreset("Mia")} />);
  expect(screen.getByRole("option", { name: "Mia's preset voice (Laura)" })).toBeInTheDocument();
  expect(screen.getByTestId("voice-in-use")).toHaveTextContent("In use: Laura, Mia's preset voice (American).");
  expect(screen.getByRole("button", { name: "Generate Speech" })).toBeEnabled();

  await waitFor(() => expect(screen.getByRole("option", { name: "Rachel (premade)" })).toBeInTheDocument());
  await userEvent.selectOptions(screen.getByLabelText("Voice"), "21m00Tcm4TlvDq8ikWAM");
  expect(screen.getByTestId("voice-in-use")).toHaveTextContent(
    "In use: Rachel, picked here instead of Mia's preset voice (Laura); the settings above still apply.",
  );
  await userEvent.click(screen.getByRole("button", { name: "Generate Speech" }));
  await waitFor(() => expect(calls.some((c) => c.path === "/api/ai/elevenlabs/generate-speech")).toBe(true));
  expect(calls.find((c) => c.path === "/api/ai/elevenlabs/generate-speech")!.body).toMatchObject({ voiceId: "21m00Tcm4TlvDq8ikWAM", characterId: ID });
});

it("says the browser speaks the preset in demo mode, whatever the list shows", async () => {
  fakeFetch({
    "GET /api/ai/elevenlabs/voices?model=eleven_multilingual_v2": {
      status: 200,
      body: { voices: [{ voiceId: "browser-female", name: "Browser voice (female)", category: "demo" }] },
    },
  });
  renderWithQueries(<VoicePreview hasCharacter characterId={ID} withVariations={false} preset={voicePreset("Sofia")} />);
  await waitFor(() =>
    expect(screen.getByTestId("voice-in-use")).toHaveTextContent(
      "In use: your browser's American English voice with Sofia's settings (demo mode: add an ElevenLabs key for Jessica).",
    ),
  );
});
