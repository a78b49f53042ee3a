// The cluster run's render buyer, through the round-robin proxy: signs in, creates a character,
// generates its reference image and saves its script, then starts one draft video ("Generate
// Edit Package") and watches the job. A request that got no answer (its process was killed) is
// sent again with the same Idempotency-Key, as the browser's retry would.
import { randomBytes } from "node:crypto";
import { UPSTREAM_HEADER } from "../load/round-robin";

export type Reply = { status: number; json: Record<string, unknown> | null; upstream: string | null };
type JobView = { id: string; status: string; progress: number; stage: string; error: string | null };

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// About 20 s of speech: long enough that the render is still running when the run kills it.
export const RENDER_SCRIPT =
  "Three packing mistakes I made so you don't have to. First, I packed for the trip I imagined, not the one I took. " +
  "Second, I left no room for the things I would bring home. Third, I forgot that laundry exists everywhere. " +
  "Pack half, bring twice the money, and enjoy the trip.";

/** One client behind the proxy: its own address (one trusted hop) and, once signed in, its cookie. */
export function clusterClient(base: string, address: string) {
  let cookie: string | undefined;
  const once = async (method: string, path: string, body: unknown, headers: Record<string, string>): Promise<Reply> => {
    try {
      const res = await fetch(base + path, {
        method,
        headers: {
          "x-forwarded-for": address,
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      const setCookie = res.headers.get("set-cookie");
      if (res.ok && setCookie) cookie = setCookie.split(";")[0];
      let json: Record<string, unknown> | null = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: res.status, json, upstream: res.headers.get(UPSTREAM_HEADER) };
    } catch {
      return { status: 0, json: null, upstream: null };
    }
  };
  return {
    /** Sends once; `retry` sends again (same Idempotency-Key on a POST) while there is no answer. */
    async send(method: string, path: string, body?: unknown, retry = true): Promise<Reply> {
      const headers: Record<string, string> = method === "POST" ? { "idempotency-key": randomBytes(12).toString("hex") } : {};
      for (let attempt = 0; ; attempt++) {
        const reply = await once(method, path, body, headers);
        if (!retry || attempt >= 10 || (reply.status !== 0 && reply.status !== 503)) return reply;
        await pause(500);
      }
    },
  };
}

type Client = ReturnType<typeof clusterClient>;

async function expectOk(reply: Promise<Reply>, what: string) {
  const answer = await reply;
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json ?? {};
}

/** Polls the job until `until` holds for it (or the time runs out). */
export async function watchJob(client: Client, jobId: string, until: (job: JobView) => boolean, timeoutMs: number): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  let last: JobView | undefined;
  while (Date.now() < deadline) {
    const reply = await client.send("GET", `/api/ai/jobs/${jobId}`);
    if (reply.status === 200) {
      last = reply.json?.job as JobView;
      if (until(last)) return last;
    }
    await pause(300);
  }
  throw new Error(`job ${jobId} did not get there within ${timeoutMs / 1000} s (last: ${JSON.stringify(last)})`);
}

export const ended = (job: JobView) => ["done", "failed", "cancelled"].includes(job.status);

/** Everything up to a draft video job whose render is under way; returns the character and job. */
export async function startRender(client: Client, email: string, password: string) {
  await expectOk(client.send("POST", "/api/login", { email, password }), "render buyer sign-in");
  const character = await expectOk(client.send("POST", "/api/user/characters", { name: "Cluster Mia", isPersonalCharacter: true }), "character");
  const characterId = character.id as string;
  const reference = await expectOk(client.send("POST", "/api/ai/jobs", { kind: "reference_image", characterId }), "reference image job");
  const image = await watchJob(client, (reference.job as JobView).id, ended, 90_000);
  if (image.status !== "done") throw new Error(`reference image job ${image.status}: ${image.error}`);
  await expectOk(client.send("PUT", `/api/user/characters/${characterId}/steps/mirage-video`, { data: { script: RENDER_SCRIPT } }), "script");
  const draft = await expectOk(client.send("POST", "/api/ai/jobs", { kind: "draft_video", characterId, titleCard: true }), "draft video job");
  const jobId = (draft.job as JobView).id;
  // Rendering: past the voice (10%), well before the files are stored (95%).
  await watchJob(client, jobId, (job) => ended(job) || job.progress >= 15, 180_000);
  return { characterId, jobId };
}
