import { answerFault, faults, json, listen, type StandInRequest } from "./server";

// Stand-in for OpenAI's chat completions (POST /v1/chat/completions). With a json_schema
// response_format it answers as the JSON text of the message, as the real API does for
// structured output: a content plan for the schema named content_plan, a character profile for
// any other; otherwise a short script. Extra fault: "incomplete" (valid
// JSON missing required fields).
const PROFILE = {
  name: "Ava Stone",
  headline: "Fitness coach making strength training simple",
  aboutMe: "I help busy people get strong.",
  currentRole: "Head coach",
  profession: "Personal Trainer",
  location: "Denver, Colorado",
  backgroundStory: "Former sprinter turned coach.",
  specialties: "strength, mobility",
  achievements: "10k clients coached",
  lifestyle: "Early riser",
  interests: "hiking, cooking",
  values: "consistency",
  personality: "upbeat",
  contentStyle: "short tutorials",
  brandMessage: "Strong is simple",
  targetAudience: "busy professionals",
};

const PLAN = {
  posts: [
    { week: 1, day: "Mon", platform: "TikTok", contentType: "Educational", hook: "Three squats you are doing wrong" },
    { week: 1, day: "Thu", platform: "Instagram", contentType: "Q&A", hook: "You asked: how often should I train?" },
    { week: 2, day: "Tue", platform: "TikTok", contentType: "Motivational", hook: "Day 1 or one day: you decide" },
  ],
};

export async function startOpenAiStandIn(options: { port?: number } = {}) {
  const control = faults();
  let incomplete = false;
  const requests: StandInRequest[] = [];
  const server = await listen((req, res, body) => {
    requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
    if (req.method !== "POST" || !req.url?.startsWith("/v1/chat/completions")) return json(res, 404, { error: { message: "Not found" } });
    if (answerFault(res, control.take())) return;
    const request = JSON.parse(body.toString() || "{}");
    const structured = request.response_format?.type === "json_schema";
    const planned = request.response_format?.json_schema?.name === "content_plan";
    const content = !structured
      ? "Hook! Three points about your topic. Follow for more."
      : JSON.stringify(incomplete ? { name: "Half" } : planned ? PLAN : PROFILE);
    json(res, 200, {
      id: "chatcmpl-standin",
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model: request.model,
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content, refusal: null } }],
      usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
    });
  }, options.port);
  return {
    ...server,
    baseUrl: `${server.url}/v1`,
    profile: PROFILE,
    plan: PLAN,
    requests,
    setFault: control.setFault,
    setIncomplete(value: boolean) {
      incomplete = value;
    },
  };
}
