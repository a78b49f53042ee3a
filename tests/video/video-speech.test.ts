import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { ProviderError } from "@/lib/ai/errors";
import { speakForVideo } from "@/lib/ai/speech/speak-for-video.server";
import { readWav } from "@/lib/ai/speech/wav";
import { DAILY_QUOTAS } from "@/lib/policy/limits";
import { spendDailyQuota } from "@/lib/policy/quota.server";
import { elevenLabsVoiceSettings, type VoiceSettings } from "@/lib/voice/settings";
import { buyerWithCharacter, createCharacter, withAiStandIns } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { createBuyer } from "../helpers/factories";
import { silentMp3, standInAlignment } from "../stand-ins/elevenlabs";

// Speech for the draft video (decisions 128 and 132) against the ElevenLabs stand-in: its
// with-timestamps endpoint, the daily speech quota, and the demo voice when the key is refused.
const standIns = withAiStandIns();
withTestDatabase();

const SCRIPT = "Hi there. Three habits, one minute!";
const designed: VoiceSettings = { preset: "Oliver", stability: 0.3, similarityBoost: 0.9, style: 0.4, speed: 1.1, useSpeakerBoost: false };
const speechQuota = async (userId: string) => (await prisma().rateLimit.findMany({ where: { key: `quota-speech:${userId}` } })).map((q) => q.count);

afterEach(() => {
  standIns().elevenlabs.setFault("none");
  standIns().elevenlabs.revokeKey(false);
});

it("speaks the script with the character's voice and settings through ElevenLabs' speech with timestamps", async () => {
  const { user, character } = await buyerWithCharacter();
  await prisma().character.update({ where: { id: character.id }, data: { voiceSettings: designed } });
  const before = standIns().elevenlabs.requests.length;

  const spoken = await speakForVideo(user.id, { characterId: character.id, text: `  ${SCRIPT}\n` });

  const sent = standIns().elevenlabs.requests.slice(before);
  expect(sent.map((r) => r.path)).toEqual(["/v1/text-to-speech/JBFqnCBsd6RMkjVDRZzb/with-timestamps"]);
  expect(JSON.parse(sent[0]!.body.toString())).toEqual({ text: SCRIPT, model_id: "eleven_multilingual_v2", voice_settings: elevenLabsVoiceSettings(designed) });
  expect(standIns().elevenlabs.queries.at(-1)!.get("output_format")).toBe("mp3_44100_128");

  const alignment = standInAlignment(SCRIPT);
  expect(spoken).toMatchObject({ contentType: "audio/mpeg", engine: "elevenlabs", timingsFromEngine: true });
  expect(spoken.audio.equals(silentMp3(alignment.character_end_times_seconds.at(-1)! + 0.2))).toBe(true);
  // The MP3's own length (its frames), a little past the last word as speech ends in silence.
  expect(spoken.durationSeconds).toBeGreaterThan(alignment.character_end_times_seconds.at(-1)!);
  expect(spoken.durationSeconds).toBeLessThan(alignment.character_end_times_seconds.at(-1)! + 0.25);
  expect(spoken.words.map((w) => w.word)).toEqual(SCRIPT.split(" "));
  expect(spoken.words[0]).toEqual({ word: "Hi", start: 0.05, end: 0.17 });
  expect(spoken.words[2]).toEqual({ word: "Three", start: alignment.character_start_times_seconds[10], end: alignment.character_end_times_seconds[14] });
  expect(await speechQuota(user.id)).toEqual([1]);
});

it("falls back to the server demo voice when ElevenLabs refuses the key, and gives the quota back", async () => {
  const { user, character } = await buyerWithCharacter();
  standIns().elevenlabs.revokeKey();

  const spoken = await speakForVideo(user.id, { characterId: character.id, text: SCRIPT });

  expect(spoken).toMatchObject({ contentType: "audio/wav", engine: "espeak-ng", timingsFromEngine: false });
  expect(readWav(spoken.audio).durationSeconds).toBe(spoken.durationSeconds);
  expect(spoken.durationSeconds).toBeGreaterThan(1);
  expect(spoken.words.map((w) => w.word)).toEqual(SCRIPT.split(" "));
  expect(spoken.words.at(-1)!.end).toBeLessThanOrEqual(spoken.durationSeconds);
  expect(await speechQuota(user.id)).toEqual([0]);
});

it.each([
  ["500", "unavailable"],
  ["429", "rate-limited"],
  ["malformed", "malformed"],
  ["refused", "rejected"],
] as const)("throws ElevenLabs' %s as a ProviderError (%s) with its message for people", async (fault, reason) => {
  const { user, character } = await buyerWithCharacter();
  standIns().elevenlabs.setFault(fault);
  const error = await speakForVideo(user.id, { characterId: character.id, text: SCRIPT }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  expect(error).toMatchObject({ reason, message: expect.stringMatching(/^ElevenLabs /) });
  // Only a refusal of the buyer's own input keeps the generation spent (decision 098).
  expect(await speechQuota(user.id)).toEqual([reason === "rejected" ? 1 : 0]);
});

it("answers the quota's 429 once the buyer's speech generations for today are spent, and calls no provider", async () => {
  const { user, character } = await buyerWithCharacter();
  for (let i = 0; i < DAILY_QUOTAS.speech.perDay; i++) await spendDailyQuota(user.id, "speech");
  const before = standIns().elevenlabs.requests.length;
  await expect(speakForVideo(user.id, { characterId: character.id, text: SCRIPT })).rejects.toMatchObject({ status: 429 });
  expect(standIns().elevenlabs.requests.length).toBe(before);
});

it("treats another buyer's character as missing and refuses an empty or overlong script", async () => {
  const { user } = await buyerWithCharacter();
  const foreign = await createCharacter((await createBuyer()).id);
  const before = standIns().elevenlabs.requests.length;
  await expect(speakForVideo(user.id, { characterId: foreign.id, text: SCRIPT })).rejects.toBeInstanceOf(NotFoundError);
  await expect(speakForVideo(user.id, { characterId: crypto.randomUUID(), text: SCRIPT })).rejects.toBeInstanceOf(NotFoundError);
  await expect(speakForVideo(user.id, { characterId: foreign.id, text: " \n" })).rejects.toMatchObject({ status: 400 });
  await expect(speakForVideo(user.id, { characterId: foreign.id, text: "a".repeat(5001) })).rejects.toMatchObject({ status: 400 });
  expect(standIns().elevenlabs.requests.length).toBe(before);
});
