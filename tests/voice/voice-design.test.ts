import { GET as getVoice, PUT as putVoice } from "@/app/api/user/characters/[id]/voice/route";
import { POST as variations } from "@/app/api/user/characters/[id]/voice/variations/route";
import { POST as speech } from "@/app/api/ai/elevenlabs/generate-speech/route";
import { POST as generateVoices } from "@/app/api/ai/elevenlabs/generate-voices/route";
import { prisma } from "@/lib/db/client.server";
import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "@/lib/voice/settings";
import { buyerWithCharacter, withAiStandIns } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { SILENT_MP3 } from "../stand-ins/elevenlabs";

// The Voice step's design (decisions 107 and 108) against PostgreSQL (or PGlite) and the
// ElevenLabs stand-in, which keeps each request body: the saved settings must arrive there.
const standIns = withAiStandIns();
withTestDatabase();

const designed: VoiceSettings = { preset: "Oliver", stability: 0.3, similarityBoost: 0.9, style: 0.4, speed: 1.1, useSpeakerBoost: false };
const asSent = (s: VoiceSettings) => ({
  stability: s.stability,
  similarity_boost: s.similarityBoost,
  style: s.style,
  speed: s.speed,
  use_speaker_boost: s.useSpeakerBoost,
});
const sentSince = (before: number) =>
  standIns()
    .elevenlabs.requests.slice(before)
    .map((r) => ({ path: r.path, body: JSON.parse(r.body.toString()) }));

async function save(session: string, id: string, settings: unknown) {
  return call(putVoice, { method: "PUT", session, params: { id }, body: settings });
}

describe("GET and PUT /api/user/characters/:id/voice", () => {
  it("reads ElevenLabs' defaults until saved, then what was saved (a reload shows it)", async () => {
    const { session, character } = await buyerWithCharacter();
    expect(await call(getVoice, { session, params: { id: character.id } })).toMatchObject({ status: 200, body: { settings: DEFAULT_VOICE_SETTINGS } });
    expect(await save(session, character.id, designed)).toMatchObject({ status: 200, body: { settings: designed } });
    expect((await call(getVoice, { session, params: { id: character.id } })).body).toEqual({ settings: designed });
    expect((await prisma().character.findUniqueOrThrow({ where: { id: character.id } })).voiceSettings).toEqual(designed);
  });

  it("refuses settings outside ElevenLabs' ranges with a 400 and changes nothing", async () => {
    const { session, character } = await buyerWithCharacter();
    await save(session, character.id, designed);
    for (const [bad, message] of [
      [{ ...designed, speed: 1.5 }, "Speed must be between 0.7 and 1.2"],
      [{ ...designed, stability: 2 }, "Stability must be between 0 and 1"],
      [{ ...designed, preset: "Rachel" }, "Unknown voice preset"],
      [{ preset: "Mia" }, "Stability must be a number"],
    ] as const) {
      expect(await save(session, character.id, bad)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await call(getVoice, { session, params: { id: character.id } })).body).toEqual({ settings: designed });
  });

  it("answers another buyer 404, exactly like a missing character, and keeps the owner's settings", async () => {
    const owner = await buyerWithCharacter();
    const intruder = await buyerWithCharacter();
    await save(owner.session, owner.character.id, designed);
    const missing = await call(getVoice, { session: intruder.session, params: { id: crypto.randomUUID() } });
    expect(missing.status).toBe(404);
    expect(await call(getVoice, { session: intruder.session, params: { id: owner.character.id } })).toMatchObject({ status: 404, body: missing.body });
    expect(await save(intruder.session, owner.character.id, DEFAULT_VOICE_SETTINGS)).toMatchObject({ status: 404, body: missing.body });
    expect((await call(getVoice, { session: owner.session, params: { id: owner.character.id } })).body).toEqual({ settings: designed });
  });
});

describe("every speech generation for the character sends its voice settings", () => {
  it("generate-speech sends the saved settings with the preset's voice", async () => {
    const { session, character } = await buyerWithCharacter();
    await save(session, character.id, designed);
    const before = standIns().elevenlabs.requests.length;
    const res = await call(speech, { session, body: { text: "Hello there", characterId: character.id } });
    expect(res).toMatchObject({ status: 200, body: { useBrowserTTS: false, voiceSettings: designed } });
    expect(sentSince(before)).toEqual([
      {
        path: "/v1/text-to-speech/JBFqnCBsd6RMkjVDRZzb/with-timestamps",
        body: { text: "Hello there", model_id: "eleven_multilingual_v2", voice_settings: asSent(designed) },
      },
    ]);
  });

  it("a voice chosen in the studio is spoken with the character's settings too", async () => {
    const { session, character } = await buyerWithCharacter();
    await save(session, character.id, designed);
    const before = standIns().elevenlabs.requests.length;
    await call(speech, { session, body: { text: "Hi", voiceId: "pNInz6obpgDQGcFmaJgB", characterId: character.id } });
    expect(sentSince(before)).toEqual([
      { path: "/v1/text-to-speech/pNInz6obpgDQGcFmaJgB/with-timestamps", body: expect.objectContaining({ voice_settings: asSent(designed) }) },
    ]);
  });

  it("a character never designed speaks with the defaults; speech without a character sends none", async () => {
    const { session, character } = await buyerWithCharacter();
    const before = standIns().elevenlabs.requests.length;
    await call(speech, { session, body: { text: "Hi", characterId: character.id } });
    await call(speech, { session, body: { text: "Hi" } });
    expect(sentSince(before)).toEqual([
      {
        path: "/v1/text-to-speech/EXAVITQu4vr4xnSDxMaL/with-timestamps",
        body: { text: "Hi", model_id: "eleven_multilingual_v2", voice_settings: asSent(DEFAULT_VOICE_SETTINGS) },
      },
      { path: "/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/with-timestamps", body: { text: "Hi", model_id: "eleven_multilingual_v2" } },
    ]);
  });

  it("generate-voices sends them with each sample text when given the character", async () => {
    const { session, character } = await buyerWithCharacter();
    await save(session, character.id, designed);
    const before = standIns().elevenlabs.requests.length;
    const res = await call(generateVoices, { session, body: { sampleTexts: ["One", "Two"], characterId: character.id } });
    expect(res.status).toBe(200);
    expect(sentSince(before).map((r) => r.body.voice_settings)).toEqual([asSent(designed), asSent(designed)]);
  });

  it("generate-voices answers 404 for another buyer's character and calls no provider", async () => {
    const owner = await buyerWithCharacter();
    const intruder = await buyerWithCharacter();
    const before = standIns().elevenlabs.requests.length;
    const res = await call(generateVoices, { session: intruder.session, body: { sampleTexts: ["One"], characterId: owner.character.id } });
    expect(res).toMatchObject({ status: 404, body: { message: "Character not found" } });
    expect(standIns().elevenlabs.requests.length).toBe(before);
  });
});

describe("POST /api/user/characters/:id/voice/variations", () => {
  it("speaks one sentence three ways: current, calmer, livelier; each an MP3", async () => {
    const { session, character } = await buyerWithCharacter();
    const current = { ...designed, stability: 0.5, style: 0.3, speed: 1 };
    const before = standIns().elevenlabs.requests.length;
    const res = await call(variations, { session, params: { id: character.id }, body: { text: "Welcome back to my channel!", settings: current } });
    expect(res.status).toBe(200);
    expect(res.body.useBrowserTTS).toBe(false);
    const calmer = { ...current, stability: 0.75, style: 0.05, speed: 0.9 };
    const livelier = { ...current, stability: 0.25, style: 0.55, speed: 1.1 };
    expect(res.body.samples.map((s: { key: string; settings: VoiceSettings }) => [s.key, s.settings])).toEqual([
      ["current", current],
      ["calmer", calmer],
      ["livelier", livelier],
    ]);
    for (const sample of res.body.samples) expect(Buffer.from(sample.audioBase64, "base64")).toEqual(SILENT_MP3);
    expect(sentSince(before)).toEqual(
      [current, calmer, livelier].map((s) => ({
        path: "/v1/text-to-speech/JBFqnCBsd6RMkjVDRZzb",
        body: { text: "Welcome back to my channel!", model_id: "eleven_multilingual_v2", voice_settings: asSent(s) },
      })),
    );
  });

  it("counts the three samples as one speech generation of the daily quota", async () => {
    const { user, session, character } = await buyerWithCharacter();
    await call(variations, { session, params: { id: character.id }, body: { text: "Hi", settings: DEFAULT_VOICE_SETTINGS } });
    const quota = await prisma().rateLimit.findMany({ where: { key: `quota-speech:${user.id}` } });
    expect(quota.map((q) => q.count)).toEqual([1]);
  });

  it("keeping a sample saves its settings, and the next speech is spoken with them", async () => {
    const { session, character } = await buyerWithCharacter();
    const res = await call(variations, { session, params: { id: character.id }, body: { text: "Hi", settings: DEFAULT_VOICE_SETTINGS } });
    const livelier = res.body.samples[2].settings;
    await save(session, character.id, livelier);
    expect((await call(getVoice, { session, params: { id: character.id } })).body).toEqual({ settings: livelier });
    const before = standIns().elevenlabs.requests.length;
    await call(speech, { session, body: { text: "Kept", characterId: character.id } });
    expect(sentSince(before)[0].body.voice_settings).toEqual(asSent(livelier));
  });

  it("answers another buyer 404 and calls no provider; bad input is a 400", async () => {
    const owner = await buyerWithCharacter();
    const intruder = await buyerWithCharacter();
    const before = standIns().elevenlabs.requests.length;
    const body = { text: "Hi", settings: DEFAULT_VOICE_SETTINGS };
    expect(await call(variations, { session: intruder.session, params: { id: owner.character.id }, body })).toMatchObject({
      status: 404,
      body: { message: "Character not found" },
    });
    expect(await call(variations, { session: owner.session, params: { id: owner.character.id }, body: { ...body, text: " " } })).toMatchObject({
      status: 400,
      body: { message: "A sample sentence is required" },
    });
    expect(
      await call(variations, {
        session: owner.session,
        params: { id: owner.character.id },
        body: { ...body, settings: { ...DEFAULT_VOICE_SETTINGS, speed: 3 } },
      }),
    ).toMatchObject({ status: 400, body: { message: "Speed must be between 0.7 and 1.2" } });
    expect(standIns().elevenlabs.requests.length).toBe(before);
  });

  it("answers ElevenLabs' outage with a clear 502, not a 500", async () => {
    const { session, character } = await buyerWithCharacter();
    standIns().elevenlabs.setFault("500");
    try {
      const res = await call(variations, { session, params: { id: character.id }, body: { text: "Hi", settings: DEFAULT_VOICE_SETTINGS } });
      expect(res).toMatchObject({ status: 502, body: { message: expect.stringMatching(/^ElevenLabs /) } });
    } finally {
      standIns().elevenlabs.setFault("none");
    }
  });
});
