import { speakForVideo } from "@/lib/ai/speech/speak-for-video.server";
import { readWav } from "@/lib/ai/speech/wav";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { buyerWithCharacter, createCharacter } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { createBuyer } from "../helpers/factories";

// Demo mode (no ElevenLabs key): the draft video's speech is the server demo voice, eSpeak NG
// in WebAssembly, with no network (decision 128).
delete process.env.ELEVENLABS_API_KEY;
withTestDatabase();

it("speaks the script with the demo voice chosen by the character's settings, spending no speech quota", async () => {
  const { user, character } = await buyerWithCharacter();
  const script = "Welcome back! Today: three habits for calmer mornings.";
  const normal = await speakForVideo(user.id, { characterId: character.id, text: script });
  await prisma().character.update({ where: { id: character.id }, data: { voiceSettings: { preset: "Oliver", speed: 1.2 } } });
  const oliver = await speakForVideo(user.id, { characterId: character.id, text: script });

  for (const spoken of [normal, oliver]) {
    expect(spoken).toMatchObject({ contentType: "audio/wav", engine: "espeak-ng", timingsFromEngine: false });
    expect(readWav(spoken.audio)).toMatchObject({ sampleRate: 22050, channels: 1, durationSeconds: spoken.durationSeconds });
    expect(spoken.words.map((w) => w.word)).toEqual(script.split(" "));
  }
  // Oliver's faster, British male voice: shorter, different audio.
  expect(oliver.durationSeconds).toBeLessThan(normal.durationSeconds * 0.95);
  expect(oliver.audio.equals(normal.audio)).toBe(false);
  expect(await prisma().rateLimit.count({ where: { key: `quota-speech:${user.id}` } })).toBe(0);
});

it("answers another buyer's character as missing", async () => {
  const { user } = await buyerWithCharacter();
  const foreign = await createCharacter((await createBuyer()).id);
  await expect(speakForVideo(user.id, { characterId: foreign.id, text: "Hi." })).rejects.toBeInstanceOf(NotFoundError);
});
