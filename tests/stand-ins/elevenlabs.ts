import { answerFault, faults, json, listen, type StandInRequest } from "./server";

// Stand-in for ElevenLabs: GET /v1/voices, POST /v1/text-to-speech/{voice_id} answering MP3
// bytes (one silent MPEG-1 Layer III frame behind an ID3 tag), and POST
// /v1/text-to-speech/{voice_id}/with-timestamps answering the real JSON: `audio_base64` (silent
// MP3 frames lasting as long as the speech) and the `alignment` and `normalized_alignment` of
// every character of the text. A wrong xi-api-key gets the real API's 401; voice_settings
// outside the API's ranges (stability, similarity_boost and style 0 to 1, speed 0.7 to 1.2,
// use_speaker_boost a boolean), a missing text or an output_format other than MP3 at 44.1 kHz
// get its 422. Every request, body included, is kept in `requests` so tests can read what the
// app sent; the query string is in `queries`, request by request.
const ID3_HEADER = Buffer.from("ID3\x04\x00\x00\x00\x00\x00\x00", "latin1");
/** One MPEG-1 Layer III frame, 128 kbit/s at 44.1 kHz, of silence: 1152 samples in 417 bytes. */
const SILENT_FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
export const SILENT_MP3 = Buffer.concat([ID3_HEADER, SILENT_FRAME]);

/** A playable MP3 of silence at least `seconds` long. */
export const silentMp3 = (seconds: number) => Buffer.concat([ID3_HEADER, ...Array(Math.max(1, Math.ceil((seconds * 44100) / 1152))).fill(SILENT_FRAME)]);

/**
 * When the stand-in "says" each character: 60 ms a letter, 40 ms a space, 150 ms a comma-like
 * mark and 300 ms a sentence end, after 50 ms of lead-in; like the real answer, in order and
 * without gaps inside a word.
 */
export function standInAlignment(text: string) {
  const characters = Array.from(text);
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0.05;
  for (const c of characters) {
    const seconds = /\s/.test(c) ? 0.04 : /[.!?]/.test(c) ? 0.3 : /[,;:]/.test(c) ? 0.15 : 0.06;
    starts.push(Number(at.toFixed(3)));
    at += seconds;
    ends.push(Number(at.toFixed(3)));
  }
  return { characters, character_start_times_seconds: starts, character_end_times_seconds: ends };
}

const VOICES = [
  {
    voice_id: "21m00Tcm4TlvDq8ikWAM",
    name: "Rachel",
    category: "premade",
    labels: { gender: "female" },
    high_quality_base_model_ids: ["eleven_multilingual_v2", "eleven_turbo_v2_5", "eleven_flash_v2_5"],
  },
  {
    voice_id: "pNInz6obpgDQGcFmaJgB",
    name: "Adam",
    category: "premade",
    labels: { gender: "male" },
    high_quality_base_model_ids: ["eleven_multilingual_v2", "eleven_turbo_v2"],
  },
  { voice_id: "cloned-voice-1", name: "My Clone", category: "cloned", labels: {}, high_quality_base_model_ids: [] },
  // The premade voices behind the Voice step's presets (lib/voice/settings.ts).
  ...[
    ["EXAVITQu4vr4xnSDxMaL", "Sarah"],
    ["JBFqnCBsd6RMkjVDRZzb", "George"],
    ["FGY2WhTYpPnrIDTdsKH5", "Laura"],
    ["cgSgspJ2msm6clMCkdW9", "Jessica"],
  ].map(([voice_id, name]) => ({
    voice_id,
    name,
    category: "premade",
    labels: {},
    high_quality_base_model_ids: ["eleven_multilingual_v2", "eleven_turbo_v2_5", "eleven_flash_v2_5"],
  })),
];

const RANGES: Record<string, [number, number]> = { stability: [0, 1], similarity_boost: [0, 1], style: [0, 1], speed: [0.7, 1.2] };

/** FastAPI-style 422 details for voice_settings the real API would refuse, or none. */
function voiceSettingsErrors(body: Buffer) {
  let parsed: { voice_settings?: Record<string, unknown> };
  try {
    parsed = JSON.parse(body.toString());
  } catch {
    return [{ loc: ["body"], msg: "Invalid JSON", type: "json_invalid" }];
  }
  const settings = parsed.voice_settings ?? {};
  const errors = [];
  for (const [key, value] of Object.entries(settings)) {
    const range = RANGES[key];
    if (key === "use_speaker_boost" ? typeof value !== "boolean" : !range || typeof value !== "number" || value < range[0] || value > range[1]) {
      errors.push({
        loc: ["body", "voice_settings", key],
        msg: range ? `Input should be between ${range[0]} and ${range[1]}` : "Invalid setting",
        type: "value_error",
      });
    }
  }
  return errors;
}

/** The with-timestamps answer: the audio lasts the alignment's length plus a short tail. */
function timedSpeech(body: Buffer) {
  const alignment = standInAlignment((JSON.parse(body.toString()) as { text: string }).text);
  const seconds = (alignment.character_end_times_seconds.at(-1) ?? 0) + 0.2;
  return { audio_base64: silentMp3(seconds).toString("base64"), alignment, normalized_alignment: alignment };
}

function textErrors(body: Buffer) {
  const text = (JSON.parse(body.toString()) as { text?: unknown }).text;
  return typeof text === "string" && text.trim() ? [] : [{ loc: ["body", "text"], msg: "Field required", type: "missing" }];
}

export async function startElevenLabsStandIn(options: { port?: number } = {}) {
  const control = faults();
  const requests: StandInRequest[] = [];
  const queries: URLSearchParams[] = [];
  // A key revoked in the ElevenLabs dashboard: the same 401 as a wrong one.
  let keyRevoked = false;
  const server = await listen((req, res, body) => {
    const [path = "", query = ""] = (req.url ?? "").split("?");
    const params = new URLSearchParams(query);
    requests.push({ method: req.method ?? "", path, headers: req.headers, body });
    queries.push(params);
    if (req.headers["xi-api-key"] !== "eleven-test-key" || keyRevoked) {
      return json(res, 401, { detail: { status: "invalid_api_key", message: "Invalid API key" } });
    }
    if (answerFault(res, control.take())) return;
    if (path === "/v1/voices" && req.method === "GET") return json(res, 200, { voices: VOICES });
    const tts = path.match(/^\/v1\/text-to-speech\/([\w-]+)(\/with-timestamps)?$/);
    if (tts && req.method === "POST") {
      if (!VOICES.some((v) => v.voice_id === tts[1]))
        return json(res, 404, { detail: { status: "voice_not_found", message: "A voice with that id was not found." } });
      const format = params.get("output_format");
      if (format && !format.startsWith("mp3_44100_"))
        return json(res, 422, { detail: [{ loc: ["query", "output_format"], msg: "The stand-in speaks MP3 at 44.1 kHz only", type: "value_error" }] });
      const invalid = voiceSettingsErrors(body);
      if (!invalid.length) invalid.push(...textErrors(body));
      if (invalid.length) return json(res, 422, { detail: invalid });
      if (tts[2]) return json(res, 200, timedSpeech(body));
      res.writeHead(200, { "content-type": "audio/mpeg" });
      return void res.end(SILENT_MP3);
    }
    return json(res, 404, { detail: { message: "Not found" } });
  }, options.port);
  return { ...server, apiKey: "eleven-test-key", requests, queries, setFault: control.setFault, revokeKey: (revoked = true) => void (keyRevoked = revoked) };
}
