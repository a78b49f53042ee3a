import "server-only";
import type OpenAI from "openai";
import { env } from "@/lib/env";
import { generatedProfileSchema, PROFILE_FIELDS, type GeneratedProfile, type ScriptFormat } from "@/lib/validation/ai";
import { ProviderError, providerMessages } from "./errors";
import type { CharacterDirection } from "./prompts/direction";
import { scriptPrompt } from "./prompts/script";
import { wordsForSeconds } from "@/lib/video/format";
import { contentPlanSchema, PLAN_DAYS, PLAN_WEEKS, type ContentPlanInput, type PlannedPost } from "@/lib/validation/content-plan";

export type ScriptInput = {
  topic: string;
  characterName?: string;
  niche?: string;
  format?: ScriptFormat;
  direction?: CharacterDirection;
  /** A video script's length (a Mirage template's): its word budget is in the instructions. */
  seconds?: number;
};

const WRITING: Record<ScriptFormat, { system: string; ask: string }> = {
  "video-script": {
    system: "You write spoken scripts for 30-second vertical social videos: a hook, three short points, a call to action. Under 90 words. Plain text only.",
    ask: "Write a script",
  },
  caption: {
    system:
      "You write social media post captions in the creator's own voice: one to three short sentences and at most three hashtags. Under 50 words. Plain text only.",
    ask: "Write a post caption",
  },
};

/** A video script's instructions for a template's length: its word budget at 150 words a minute. */
function videoScriptFor(seconds: number) {
  const words = wordsForSeconds(seconds);
  return {
    system: `You write spoken scripts for ${seconds}-second vertical social videos: a hook, short points, a call to action. About ${words} words (between ${Math.round(words * 0.9)} and ${Math.round(words * 1.1)}). Plain text only.`,
    ask: `Write a ${seconds}-second script`,
  };
}

/** Text generation behind one small interface, so demo mode can stand in for it. */
export interface TextProvider {
  mode: "live" | "demo";
  /** `direction` is already in the prompt; the demo stand-in writes it in, as it cannot read prompts. */
  generateProfile(prompt: string, direction?: CharacterDirection): Promise<GeneratedProfile>;
  generateScript(input: ScriptInput): Promise<string>;
  generateContentPlan(input: ContentPlanInput): Promise<PlannedPost[]>;
}

// Structured output: the model must answer with exactly these fields (strict JSON schema).
const PROFILE_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: PROFILE_FIELDS,
  properties: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, { type: "string" }])),
};

const PROFILE_INSTRUCTIONS =
  "You create fictional AI influencer personas. Answer in JSON only. headline: 40-60 characters. " +
  "aboutMe: 150-300 words. backgroundStory: 100-200 words. specialties and interests: comma-separated lists.";

const PLAN_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["posts"],
  properties: {
    posts: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["week", "day", "platform", "contentType", "hook"],
        properties: {
          // An enum, not minimum/maximum: strict structured outputs accept enums on every model.
          week: { type: "integer", enum: Array.from({ length: PLAN_WEEKS }, (_, i) => i + 1) },
          day: { type: "string", enum: [...PLAN_DAYS] },
          platform: { type: "string" },
          contentType: { type: "string" },
          hook: { type: "string" },
        },
      },
    },
  },
};

// The SDK is loaded on the first live call, not with every module that reaches a provider: loading
// it costs about 0.3 s of CPU (2026-11-28), and demo mode (no key) never calls it.
type Sdk = typeof OpenAI;
let sdk: Promise<Sdk> | undefined;
const loadSdk = () => (sdk ??= import("openai").then((m) => m.default));

function client(OpenAI: Sdk) {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, AI_TIMEOUT_MS } = env();
  // maxRetries 1: the SDK retries once on 429/5xx/timeouts and honours Retry-After itself.
  return new OpenAI({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, timeout: AI_TIMEOUT_MS, maxRetries: 1 });
}

function mapError(OpenAI: Sdk, error: unknown, elapsedMs: number): never {
  if (error instanceof ProviderError) throw error;
  // Some runtimes surface the SDK's own timeout abort as a plain connection error; a
  // connection error after the whole timeout has passed is a timeout for the user.
  const timedOut = error instanceof OpenAI.APIConnectionTimeoutError || (error instanceof OpenAI.APIConnectionError && elapsedMs >= env().AI_TIMEOUT_MS);
  if (timedOut) throw new ProviderError("OpenAI", "timeout", providerMessages.timeout("OpenAI"));
  if (error instanceof OpenAI.RateLimitError) throw new ProviderError("OpenAI", "rate-limited", providerMessages.rateLimited("OpenAI"));
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError)
    throw new ProviderError("OpenAI", "key", providerMessages.key("OpenAI"));
  if (error instanceof OpenAI.APIConnectionError || error instanceof OpenAI.InternalServerError)
    throw new ProviderError("OpenAI", "unavailable", providerMessages.unavailable("OpenAI"));
  if (error instanceof OpenAI.APIError) throw new ProviderError("OpenAI", "rejected", providerMessages.rejected("OpenAI", error.message));
  throw new ProviderError("OpenAI", "malformed", providerMessages.malformed("OpenAI"));
}

/** Parses a structured answer; anything that does not fit the schema is a malformed answer. */
function parseStructured<T>(content: string, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }): T {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new ProviderError("OpenAI", "malformed", providerMessages.malformed("OpenAI"));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ProviderError("OpenAI", "malformed", providerMessages.malformed("OpenAI"));
  return parsed.data;
}

async function complete(body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming): Promise<string> {
  const OpenAI = await loadSdk();
  const started = Date.now();
  try {
    const completion = await client(OpenAI).chat.completions.create(body);
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim()) throw new ProviderError("OpenAI", "malformed", providerMessages.malformed("OpenAI"));
    return content;
  } catch (error) {
    mapError(OpenAI, error, Date.now() - started);
  }
}

export const openAiTextProvider: TextProvider = {
  mode: "live",
  async generateProfile(prompt) {
    const content = await complete({
      model: env().OPENAI_MODEL,
      messages: [
        { role: "system", content: PROFILE_INSTRUCTIONS },
        { role: "user", content: prompt },
      ],
      response_format: { type: "json_schema", json_schema: { name: "character_profile", strict: true, schema: PROFILE_JSON_SCHEMA } },
    });
    return parseStructured(content, generatedProfileSchema);
  },
  async generateScript({ format = "video-script", ...input }) {
    const writing = format === "video-script" && input.seconds ? videoScriptFor(input.seconds) : WRITING[format];
    return (
      await complete({
        model: env().OPENAI_MODEL,
        messages: [
          { role: "system", content: writing.system },
          { role: "user", content: scriptPrompt({ ask: writing.ask, ...input }) },
        ],
      })
    ).trim();
  },
  async generateContentPlan({ characterName, niche, platforms, contentTypes, frequency, bestTimes, notes }) {
    const strategy = [
      `Creator: ${characterName}${niche ? `, a ${niche} creator` : ""}.`,
      `Platforms: ${platforms.join(", ")}.`,
      contentTypes.length ? `Content types to mix: ${contentTypes.join(", ")}.` : "",
      frequency ? `Posting frequency: ${frequency}.` : "Posting frequency: 3 posts a week.",
      bestTimes ? `Best posting times: ${bestTimes}.` : "",
      notes ? `Notes: ${notes}` : "",
    ]
      .filter(Boolean)
      .join("\n");
    const content = await complete({
      model: env().OPENAI_MODEL,
      messages: [
        {
          role: "system",
          content: `You plan social media posting calendars. Plan ${PLAN_WEEKS} weeks of posts following the strategy: for each post the week (1-${PLAN_WEEKS}), the day, one of the given platforms, a content type and a scroll-stopping hook under 120 characters. Answer in JSON only.`,
        },
        { role: "user", content: strategy },
      ],
      response_format: { type: "json_schema", json_schema: { name: "content_plan", strict: true, schema: PLAN_JSON_SCHEMA } },
    });
    return parseStructured(content, contentPlanSchema).posts;
  },
};
