import { POST as generateCharacter } from "@/app/api/ai/openai/generate-character/route";
import { POST as generateScript } from "@/app/api/ai/openai/generate-script/route";
import { GET as voices } from "@/app/api/ai/elevenlabs/voices/route";
import { POST as speech } from "@/app/api/ai/elevenlabs/generate-speech/route";
import { POST as variations } from "@/app/api/ai/elevenlabs/generate-voices/route";
import { prisma } from "@/lib/db/client.server";
import { assetBytes } from "@/lib/media/assets.server";
import { withAiStandIns, createCharacter } from "../helpers/ai";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer } from "../helpers/factories";
import { silentMp3, standInAlignment } from "../stand-ins/elevenlabs";
import { characterScript } from "@/lib/studio/script/character-script.server";

const standIns = withAiStandIns();
withTestDatabase();

async function signedIn() {
  const user = await createBuyer();
  return { user, session: await signIn(user.id) };
}

describe("POST /api/ai/openai/generate-character against the OpenAI stand-in", () => {
  afterEach(() => {
    standIns().openai.setFault("none");
    standIns().openai.setIncomplete(false);
  });

  it("asks for strict JSON-schema output and answers the validated profile", async () => {
    const { session } = await signedIn();
    const res = await call(generateCharacter, { session, body: { prompt: "A 28-year-old female personal trainer" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ character: standIns().openai.profile, demo: false });
    const sent = JSON.parse(standIns().openai.requests.at(-1)!.body.toString());
    expect(sent.response_format.type).toBe("json_schema");
    expect(sent.response_format.json_schema.strict).toBe(true);
    expect(sent.response_format.json_schema.schema.required).toContain("backgroundStory");
    expect(standIns().openai.requests.at(-1)!.headers.authorization).toBe("Bearer sk-test");
  });

  it("retries once after a 429 and then succeeds", async () => {
    const { session } = await signedIn();
    standIns().openai.setFault("429", 1);
    const before = standIns().openai.requests.length;
    const res = await call(generateCharacter, { session, body: { prompt: "x" } });
    expect(res.status).toBe(200);
    expect(standIns().openai.requests.length - before).toBe(2);
  });

  it.each([
    ["429", 503, /too many requests/],
    ["500", 502, /temporarily unavailable/],
    ["timeout", 504, /took too long/],
    ["malformed", 502, /could not be read/],
  ] as const)("maps a persistent %s to %i with a clear message", async (fault, status, message) => {
    const { session } = await signedIn();
    standIns().openai.setFault(fault);
    const res = await call(generateCharacter, { session, body: { prompt: "x" } });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
  });

  it("treats a profile missing fields as an error, not a half-filled profile", async () => {
    const { session } = await signedIn();
    standIns().openai.setIncomplete(true);
    const res = await call(generateCharacter, { session, body: { prompt: "x" } });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: "OpenAI returned an answer that could not be read. Please try again." });
  });

  it("refuses signed-out callers and empty prompts", async () => {
    expect((await call(generateCharacter, { body: { prompt: "x" } })).status).toBe(401);
    const { session } = await signedIn();
    const res = await call(generateCharacter, { session, body: { prompt: " " } });
    expect(res).toMatchObject({ status: 400, body: { message: "A prompt is required" } });
  });

  it("writes a script for a topic", async () => {
    const { session } = await signedIn();
    const res = await call(generateScript, { session, body: { topic: "morning routines", characterName: "Ava Stone" } });
    expect(res.status).toBe(200);
    expect(res.body.script).toMatch(/Hook!/);
    expect(JSON.parse(standIns().openai.requests.at(-1)!.body.toString()).messages[1].content).toContain("Ava Stone");
  });

  it("asks for a Mirage template's length: its seconds and word budget (issue 48)", async () => {
    const { session } = await signedIn();
    const res = await call(generateScript, { session, body: { topic: "morning routines", characterName: "Ava Stone", seconds: 90 } });
    expect(res.status).toBe(200);
    const sent = JSON.parse(standIns().openai.requests.at(-1)!.body.toString()).messages;
    expect(sent[0].content).toMatch(/^You write spoken scripts for 90-second vertical social videos: .* About 225 words \(between 203 and 248\)/);
    expect(sent[1].content).toMatch(/^Write a 90-second script for Ava Stone about: morning routines/);
    expect(await call(generateScript, { session, body: { topic: "x", seconds: 50 } })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("30, 45, 60 or 90 seconds") },
    });
  });

  it("writes a post caption when asked for the caption format (the Messages step)", async () => {
    const { session } = await signedIn();
    const res = await call(generateScript, { session, body: { topic: "morning routines", characterName: "Ava Stone", format: "caption" } });
    expect(res.status).toBe(200);
    const sent = JSON.parse(standIns().openai.requests.at(-1)!.body.toString()).messages;
    expect(sent[0].content).toMatch(/^You write social media post captions/);
    expect(sent[1].content).toBe("Write a post caption for Ava Stone about: morning routines");
    expect((await call(generateScript, { session, body: { topic: "x", format: "essay" } })).status).toBe(400);
  });

  it("keeps a script written for a character as its script asset, and nothing when the call fails", async () => {
    const { user, session } = await signedIn();
    const character = await createCharacter(user.id);
    const res = await call(generateScript, { session, body: { topic: "packing light", characterId: character.id } });
    expect(res.status).toBe(200);
    const assets = await prisma().asset.findMany({ where: { characterId: character.id } });
    expect(assets.map((a) => [a.kind, a.meta])).toEqual([["script", { text: res.body.script, topic: "packing light" }]]);

    standIns().openai.setFault("500");
    expect((await call(generateScript, { session, body: { topic: "again", characterId: character.id } })).status).toBeGreaterThanOrEqual(500);
    expect(await prisma().asset.count({ where: { characterId: character.id } })).toBe(1);
  });

  it("answers 404 for a script for another user's character and calls no provider", async () => {
    const { session } = await signedIn();
    const other = await createBuyer();
    const foreign = await createCharacter(other.id);
    const before = standIns().openai.requests.length;
    const res = await call(generateScript, { session, body: { topic: "x", characterId: foreign.id } });
    expect(res).toMatchObject({ status: 404, body: { message: "Character not found" } });
    expect(standIns().openai.requests.length).toBe(before);
    expect(await prisma().asset.count({ where: { characterId: foreign.id } })).toBe(0);
  });
});

describe("ElevenLabs endpoints against the stand-in", () => {
  afterEach(() => standIns().elevenlabs.setFault("none"));

  it("lists the voices that support the chosen model", async () => {
    const { session } = await signedIn();
    const res = await call(voices, { session, url: "/api/ai/elevenlabs/voices?model=eleven_turbo_v2" });
    expect(res.status).toBe(200);
    expect(res.body.selectedModel).toBe("eleven_turbo_v2");
    expect(res.body.voices.map((v: { name: string }) => v.name)).toEqual(["Adam", "My Clone"]);
    const unknown = await call(voices, { session, url: "/api/ai/elevenlabs/voices?model=eleven_v3" });
    expect(unknown).toMatchObject({ status: 400, body: { message: "Unknown voice model" } });
  });

  it("returns MP3 bytes as base64 and keeps them as the character's voice clip, with ElevenLabs' character timings", async () => {
    const { user, session } = await signedIn();
    const character = await createCharacter(user.id);
    const res = await call(speech, {
      session,
      body: { voiceId: "pNInz6obpgDQGcFmaJgB", text: "Hello there", model: "eleven_turbo_v2", characterId: character.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ useBrowserTTS: false, text: "Hello there" });
    const alignment = standInAlignment("Hello there");
    const mp3 = silentMp3(alignment.character_end_times_seconds.at(-1)! + 0.2);
    expect(Buffer.from(res.body.audioBase64, "base64")).toEqual(mp3);
    const sent = standIns().elevenlabs.requests.at(-1)!;
    expect(sent.path).toBe("/v1/text-to-speech/pNInz6obpgDQGcFmaJgB/with-timestamps");
    expect(standIns().elevenlabs.queries.at(-1)!.get("output_format")).toBe("mp3_44100_128");
    // A character's speech carries its voice settings (the defaults here; tests/voice/voice-design.test.ts).
    expect(JSON.parse(sent.body.toString())).toEqual({ text: "Hello there", model_id: "eleven_turbo_v2", voice_settings: expect.any(Object) });
    const assets = await prisma().asset.findMany({ where: { characterId: character.id } });
    // Kept in the media store (decision 127), not in the database, with ElevenLabs' timings.
    expect(assets).toMatchObject([
      {
        kind: "voice-clip",
        contentType: "audio/mpeg",
        bytes: null,
        size: mp3.length,
        url: `/api/user/assets/${assets[0].id}`,
        meta: { text: "Hello there", alignment },
      },
    ]);
    expect((await assetBytes(assets[0]))?.data).toEqual(mp3);
  });

  it("gives the package's script its subtitles from the speech of that very script", async () => {
    const { user, session } = await signedIn();
    const character = await createCharacter(user.id);
    const text = "Hi there. Ready?";
    await prisma().asset.create({ data: { characterId: character.id, kind: "script", meta: { text } } });
    expect((await characterScript(user.id, character.id))!.srt).toBeNull();
    expect((await call(speech, { session, body: { text, characterId: character.id } })).status).toBe(200);
    // The stand-in says each letter in 60 ms, a space in 40 ms and a sentence end in 300 ms, from 0.05 s.
    expect((await characterScript(user.id, character.id))!.srt).toBe(
      "1\r\n00:00:00,050 --> 00:00:00,810\r\nHi there.\r\n\r\n2\r\n00:00:00,850 --> 00:00:01,450\r\nReady?\r\n",
    );
  });

  it("uses the default voice when none is chosen", async () => {
    const { session } = await signedIn();
    expect((await call(speech, { session, body: { text: "Hi" } })).status).toBe(200);
    expect(standIns().elevenlabs.requests.at(-1)!.path).toBe("/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/with-timestamps");
  });

  it("gives a clear error and stores nothing on provider failures", async () => {
    const { user, session } = await signedIn();
    const character = await createCharacter(user.id);
    for (const [fault, status] of [
      ["500", 502],
      ["timeout", 504],
      ["429", 503],
    ] as const) {
      standIns().elevenlabs.setFault(fault);
      const res = await call(speech, { session, body: { text: "Hi", characterId: character.id } });
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(/^ElevenLabs /);
    }
    expect(await prisma().asset.count({ where: { characterId: character.id } })).toBe(0);
  });

  it("answers 404 for another user's character", async () => {
    const { session } = await signedIn();
    const other = await createBuyer();
    const foreign = await createCharacter(other.id);
    const res = await call(speech, { session, body: { text: "Hi", characterId: foreign.id } });
    expect(res).toMatchObject({ status: 404, body: { message: "Character not found" } });
  });

  it("speaks each sample text for voice variations", async () => {
    const { session } = await signedIn();
    const res = await call(variations, { session, body: { sampleTexts: ["One", "Two"] } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Generated 2 voice variations");
    expect(res.body.variations).toHaveLength(2);
  });
});
