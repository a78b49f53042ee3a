import { randomUUID } from "node:crypto";
import { answerFault, faults, json, listen, type StandInRequest } from "./server";

// Stand-in for Leonardo's REST API under /api/rest/v1: POST /init-image (presigned upload to
// this server's /upload), POST /generations, GET /generations/{id} (PENDING, then COMPLETE or
// FAILED), and the generated images themselves. `hold()` keeps generations PENDING until
// `release()`, so a test can stop a worker in the middle of a job.
// The "generated" pictures: a labelled SVG so screenshots show where each image sits.
const picture = (id: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="576" height="1024" viewBox="0 0 576 1024"><rect width="576" height="1024" fill="#c4b5fd"/>` +
      `<circle cx="288" cy="420" r="120" fill="#7c3aed"/><text x="288" y="700" font-size="36" text-anchor="middle" font-family="sans-serif">Leonardo stand-in</text>` +
      `<text x="288" y="750" font-size="20" text-anchor="middle" font-family="sans-serif">${id.slice(0, 8)}</text></svg>`,
  );

type Generation = { id: string; polls: number; body: Record<string, unknown>; fail: boolean };

export async function startLeonardoStandIn(options: { port?: number; pendingPolls?: number } = {}) {
  const control = faults();
  const generations = new Map<string, Generation>();
  const uploads: string[] = [];
  const requests: StandInRequest[] = [];
  let failNext = 0;
  let held = false;
  let imagesRedirect: string | null = null;
  const prefix = "/api/rest/v1";

  const server = await listen((req, res, body) => {
    const path = (req.url ?? "").split("?")[0];
    requests.push({ method: req.method ?? "", path, headers: req.headers, body });
    if (path.startsWith("/images/")) {
      // A CDN may answer with a redirect; the app must check where it leads before following.
      if (imagesRedirect) {
        res.writeHead(302, { location: imagesRedirect });
        return void res.end();
      }
      res.writeHead(200, { "content-type": "image/svg+xml" });
      return void res.end(picture(path.slice("/images/".length)));
    }
    if (path === "/upload" && req.method === "POST") {
      uploads.push(body.toString("latin1"));
      res.writeHead(204);
      return void res.end();
    }
    if (!path.startsWith(prefix)) return json(res, 404, { error: "Not found" });
    if (req.headers.authorization !== "Bearer leonardo-test-key") return json(res, 401, { error: "Invalid authentication" });
    if (answerFault(res, control.take())) return;
    const route = path.slice(prefix.length);
    if (route === "/init-image" && req.method === "POST") {
      const id = randomUUID();
      const fields = JSON.stringify({ key: `init/${id}.jpg`, policy: "standin-policy", "x-amz-signature": "sig" });
      return json(res, 200, { uploadInitImage: { id, fields, key: `init/${id}.jpg`, url: `${server.url}/upload` } });
    }
    if (route === "/generations" && req.method === "POST") {
      const id = randomUUID();
      const fail = failNext > 0;
      if (fail) failNext -= 1;
      generations.set(id, { id, polls: 0, body: JSON.parse(body.toString() || "{}"), fail });
      return json(res, 200, { sdGenerationJob: { generationId: id, apiCreditCost: 10 } });
    }
    const match = route.match(/^\/generations\/([\w-]+)$/);
    if (match && req.method === "GET") {
      const generation = generations.get(match[1]);
      if (!generation) return json(res, 200, { generations_by_pk: null });
      generation.polls += 1;
      const done = !held && generation.polls > (options.pendingPolls ?? 1);
      const status = !done ? "PENDING" : generation.fail ? "FAILED" : "COMPLETE";
      const imageId = `${generation.id}-img`;
      return json(res, 200, {
        generations_by_pk: {
          id: generation.id,
          status,
          prompt: generation.body.prompt,
          createdAt: new Date().toISOString(),
          generated_images: status === "COMPLETE" ? [{ id: imageId, url: `${server.url}/images/${imageId}.svg`, nsfw: false, likeCount: 0 }] : [],
        },
      });
    }
    return json(res, 404, { error: "Not found" });
  }, options.port);

  return {
    ...server,
    baseUrl: `${server.url}${prefix}`,
    apiKey: "leonardo-test-key",
    generations,
    uploads,
    requests,
    setFault: control.setFault,
    /** The next `count` generations end FAILED. */
    failGenerations(count = 1) {
      failNext = count;
    },
    /** The generated images answer 302 to `url` (null: served again). */
    redirectImagesTo(url: string | null) {
      imagesRedirect = url;
    },
    hold() {
      held = true;
    },
    release() {
      held = false;
    },
  };
}
