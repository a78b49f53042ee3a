import { answerFault, faults, json, listen, type StandInRequest } from "./server";

// Stand-in for ElevenLabs: GET /v1/voices and POST /v1/text-to-speech/{voice_id} answering
// MP3 bytes (one silent MPEG-1 Layer III frame behind an ID3 tag). A wrong xi-api-key gets the
// real API's 401; voice_settings outside the API's ranges (stability, similarity_boost and
// style 0 to 1, speed 0.7 to 1.2, use_speaker_boost a boolean) get its 422. Every request,
// body included, is kept in `requests` so tests can read what the app sent.
export const SILENT_MP3 = Buffer.concat([Buffer.from("ID3\x04\x00\x00\x00\x00\x00\x00", "latin1"), Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

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

export async function startElevenLabsStandIn(options: { port?: number } = {}) {
  const control = faults();
  const requests: StandInRequest[] = [];
  const server = await listen((req, res, body) => {
    const path = (req.url ?? "").split("?")[0];
    requests.push({ method: req.method ?? "", path, headers: req.headers, body });
    if (req.headers["xi-api-key"] !== "eleven-test-key") {
      return json(res, 401, { detail: { status: "invalid_api_key", message: "Invalid API key" } });
    }
    if (answerFault(res, control.take())) return;
    if (path === "/v1/voices" && req.method === "GET") return json(res, 200, { voices: VOICES });
    const tts = path.match(/^\/v1\/text-to-speech\/([\w-]+)$/);
    if (tts && req.method === "POST") {
      if (!VOICES.some((v) => v.voice_id === tts[1]))
        return json(res, 404, { detail: { status: "voice_not_found", message: "A voice with that id was not found." } });
      const invalid = voiceSettingsErrors(body);
      if (invalid.length) return json(res, 422, { detail: invalid });
      res.writeHead(200, { "content-type": "audio/mpeg" });
      return void res.end(SILENT_MP3);
    }
    return json(res, 404, { detail: { message: "Not found" } });
  }, options.port);
  return { ...server, apiKey: "eleven-test-key", requests, setFault: control.setFault };
}
