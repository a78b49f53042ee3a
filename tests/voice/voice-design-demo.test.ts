import { POST as variations } from "@/app/api/user/characters/[id]/voice/variations/route";
import { PUT as putVoice } from "@/app/api/user/characters/[id]/voice/route";
import { POST as speech } from "@/app/api/ai/elevenlabs/generate-speech/route";
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "@/lib/voice/settings";
import { buyerWithCharacter } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prisma } from "@/lib/db/client.server";
import { voiceSamplesContents } from "@/lib/studio/package/contents.server";
import { scriptOf } from "@/lib/studio/script/character-script.server";
import { linkedAsset } from "@/lib/studio/posts/asset-label";
import { probeVideo } from "../helpers/ffprobe";

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

// Issue 44 item 1 (decision 341): without a key the browser still speaks, and the server keeps a
// clip spoken by its demo voice, so Download Voice Samples, the subtitles and the package work.
it("keeps a Demo voice clip (an MP3 with word timings) for a character's speech, and none without a character", async () => {
  const { user, session, character } = await buyerWithCharacter();
  const text = "Hi, I'm Mia. Three packing mistakes to avoid.";
  const res = await call(speech, { session, body: { text, characterId: character.id } });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ audioBase64: null, useBrowserTTS: true, text, message: expect.stringContaining('"Demo voice" is saved to this character') });
  const clips = await prisma().asset.findMany({ where: { characterId: character.id, kind: "voice-clip" } });
  expect(clips).toHaveLength(1);
  const clip = clips[0]!;
  expect(res.body.demoClipUrl).toBe(clip.url);
  expect(clip.contentType).toBe("audio/mpeg");
  const meta = clip.meta as { text: string; engine: string; words: { word: string; start: number; end: number }[] };
  expect(meta).toMatchObject({ text, engine: "espeak-ng" });
  expect(meta.words.map((w) => w.word)).toEqual(text.split(" "));
  expect(meta.words.every((w, i) => w.end >= w.start && (i === 0 || w.start >= meta.words[i - 1]!.start))).toBe(true);
  // Listed as the demo voice in the post's asset picker.
  expect(linkedAsset(clip).label).toMatch(/^Voice clip: Demo voice \(\d{4}-\d{2}-\d{2}\)$/);

  // Download Voice Samples: the clip, named as the demo voice's, is an MP3 ffprobe reads.
  const samples = await voiceSamplesContents(user.id, character.id);
  expect(samples.files.map((f) => f.base)).toEqual([expect.stringMatching(/^voice\/01-demo-voice-/)]);
  const { data, ext } = await samples.files[0]!.read();
  expect(ext).toBe("mp3");
  const dir = await mkdtemp(join(tmpdir(), "demo-voice-test-"));
  try {
    await writeFile(join(dir, "clip.mp3"), data);
    const probe = await probeVideo(join(dir, "clip.mp3"));
    expect(probe.audio?.codec).toBe("mp3");
    expect(probe.durationSeconds).toBeGreaterThan(1);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // The script's subtitles come from the clip's word timings.
  await prisma().characterStepData.create({ data: { characterId: character.id, step: "mirage-video", data: { script: text } } });
  const script = await scriptOf(character.id);
  expect(script?.srt).toMatch(/^1\r?\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\r?\nHi, I'm Mia\./);
  expect(script?.srt).toContain("Three packing mistakes to avoid.");

  // The test page's speech (no character) keeps nothing.
  const loose = await call(speech, { session, body: { text, voiceId: "browser-male" } });
  expect(loose.body).toMatchObject({ useBrowserTTS: true, audioBase64: null });
  expect(loose.body.demoClipUrl).toBeUndefined();
  expect(await prisma().asset.count({ where: { characterId: character.id } })).toBe(1);
});
