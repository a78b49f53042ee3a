import { POST as variations } from "@/app/api/user/characters/[id]/voice/variations/route";
import { PUT as putVoice } from "@/app/api/user/characters/[id]/voice/route";
import { POST as speech } from "@/app/api/ai/elevenlabs/generate-speech/route";
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "@/lib/voice/settings";
import { buyerWithCharacter } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call } from "../helpers/http";

// Demo mode (no ElevenLabs key): the browser speaks, so the answers carry the settings it is to
// speak with (decision 109) instead of audio.
delete process.env.ELEVENLABS_API_KEY;
withTestDatabase();

const designed: VoiceSettings = { preset: "Mia", stability: 0.2, similarityBoost: 0.5, style: 0.6, speed: 1.15, useSpeakerBoost: true };

it("answers three samples with their settings for the browser to speak, the same each time", async () => {
  const { session, character } = await buyerWithCharacter();
  const body = { text: "G'day! Welcome back.", settings: DEFAULT_VOICE_SETTINGS };
  const res = await call(variations, { session, params: { id: character.id }, body });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ text: "G'day! Welcome back.", useBrowserTTS: true, message: expect.stringContaining("browser speaks") });
  expect(res.body.samples.map((s: { key: string; audioBase64: null }) => [s.key, s.audioBase64])).toEqual([
    ["current", null],
    ["calmer", null],
    ["livelier", null],
  ]);
  expect(new Set(res.body.samples.map((s: { settings: VoiceSettings }) => JSON.stringify(s.settings))).size).toBe(3);
  expect((await call(variations, { session, params: { id: character.id }, body })).body).toEqual(res.body);
});

it("answers speech for a character with its saved settings for the browser", async () => {
  const { session, character } = await buyerWithCharacter();
  await call(putVoice, { method: "PUT", session, params: { id: character.id }, body: designed });
  const res = await call(speech, { session, body: { text: "Hello", characterId: character.id } });
  expect(res.body).toMatchObject({ audioBase64: null, useBrowserTTS: true, voiceSettings: designed });
});
