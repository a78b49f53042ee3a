// Component tests' stand-in for the calendar's API: an in-memory list of posts answering the
// same paths and bodies as app/api/user/characters/[id]/posts..., recorded for assertions.
import type { ContentPostDto, LinkedAssetDto } from "@/lib/validation/content-post";

type Call = { method: string; path: string; body: unknown };
type Options = { assets?: LinkedAssetDto[]; failPatch?: { status: number; message: string } };

function respond(status: number, body: unknown) {
  const text = body === undefined ? "" : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

export function makePost(characterId: string, over: Partial<ContentPostDto> = {}): ContentPostDto {
  return {
    id: over.id ?? `00000000-0000-4000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`,
    characterId,
    scheduledAt: "2026-11-30T19:00",
    platform: "TikTok",
    caption: "Three squats you are doing wrong",
    contentType: "Educational",
    status: "idea",
    asset: null,
    revision: 0,
    createdAt: "2026-11-25T10:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
    publications: [],
    ...over,
  };
}

export function fakePostsServer(characterId: string, initial: ContentPostDto[], options: Options = {}) {
  const posts = [...initial];
  const calls: Call[] = [];
  const base = `/api/user/characters/${characterId}`;
  const assets = options.assets ?? [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    const url = new URL(String(input), "http://localhost");
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    if (method === "GET" && url.pathname === `${base}/posts`) {
      const [from, to] = [url.searchParams.get("from")!, url.searchParams.get("to")!];
      return respond(
        200,
        posts.filter((p) => p.scheduledAt >= from && p.scheduledAt < to),
      );
    }
    if (method === "GET" && url.pathname === `${base}/assets`) return respond(200, assets);
    if (method === "POST" && url.pathname === `${base}/posts`) {
      const post = makePost(characterId, { ...body, contentType: "", asset: assets.find((a) => a.id === body.assetId) ?? null });
      posts.push(post);
      return respond(201, post);
    }
    const match = /\/posts\/([^/]+)$/.exec(url.pathname);
    const index = posts.findIndex((p) => p.id === match?.[1]);
    if (method === "PATCH" && index >= 0) {
      if (options.failPatch) return respond(options.failPatch.status, { message: options.failPatch.message });
      const { assetId, ...rest } = body as Record<string, unknown>;
      const asset = assetId === undefined ? posts[index]!.asset : (assets.find((a) => a.id === assetId) ?? null);
      posts[index] = { ...posts[index]!, ...rest, asset, revision: posts[index]!.revision + 1 };
      return respond(200, posts[index]);
    }
    if (method === "DELETE" && index >= 0) {
      posts.splice(index, 1);
      return respond(200, { success: true });
    }
    return respond(404, { message: "Not found" });
  }) as unknown as typeof fetch;
  return { posts, calls, writes: () => calls.filter((c) => c.method !== "GET") };
}
