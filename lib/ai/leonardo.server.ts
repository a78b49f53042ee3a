import "server-only";
import { env } from "@/lib/env";
import { ProviderError, providerMessages } from "./errors";
import { providerFetch, readProviderJson } from "./http.server";
import { BlockedDestinationError, guardedFetch, OutboundFetchError } from "@/lib/net/guarded-fetch.server";
import type { ReferenceImageType } from "@/lib/media/image-type";
import type { CharacterDirection } from "./prompts/direction";

export type ImageRequest = {
  prompt: string;
  /** What the image must not show (the Variables step's "Avoid"); Leonardo's negative_prompt. */
  negativePrompt?: string;
  /** The wizard fields the prompt was built from: Leonardo reads them in the prompt, the demo draws them. */
  direction?: CharacterDirection;
  width: number;
  height: number;
  presetStyle?: string;
  /**
   * Character Reference guidance: a Leonardo image id the server recorded, or the bytes of the
   * buyer's uploaded picture (uploaded to Leonardo first). Never a URL to fetch (decision 089).
   */
  characterReference?: { imageId?: string; upload?: ReferenceUpload };
};
export type ReferenceUpload = { data: Uint8Array; contentType: ReferenceImageType };
export type GeneratedImage = { generationId: string; imageId: string; imageUrl: string };

/** Image generation behind one small interface, so demo mode can stand in for it. */
export interface ImageProvider {
  mode: "live" | "demo";
  generate(request: ImageRequest): Promise<GeneratedImage>;
}

// Leonardo's preprocessor id for "Character Reference" image guidance.
const CHARACTER_REFERENCE = 133;
const MAX_WAIT_MS = 10 * 60_000;

const base = () => env().LEONARDO_BASE_URL.replace(/\/$/, "");
const headers = () => ({ authorization: `Bearer ${env().LEONARDO_API_KEY}`, "content-type": "application/json", accept: "application/json" });

type InitImageAnswer = { uploadInitImage?: { id?: string; url?: string; fields?: string | Record<string, string> } };
type CreateAnswer = { sdGenerationJob?: { generationId?: string } };
type GenerationAnswer = {
  generations_by_pk?: { status?: "PENDING" | "COMPLETE" | "FAILED"; generated_images?: { id?: string; url?: string }[] } | null;
};

const malformed = () => new ProviderError("Leonardo", "malformed", providerMessages.malformed("Leonardo"));

const EXTENSIONS: Record<ReferenceImageType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };
const UPLOAD_ANSWER_BYTES = 64 * 1024;

/**
 * Uploads a picture as an init image: ask for a presigned upload, then post the file to it. The
 * upload URL comes from Leonardo's answer, so it goes through the guarded fetch like any URL the
 * server did not write, and a failure says nothing of what that host answered.
 */
export async function uploadInitImage(image: ReferenceUpload): Promise<string> {
  const extension = EXTENSIONS[image.contentType];
  const res = await providerFetch("Leonardo", `${base()}/init-image`, { method: "POST", headers: headers(), body: JSON.stringify({ extension }) });
  const upload = (await readProviderJson<InitImageAnswer>("Leonardo", res)).uploadInitImage;
  if (!upload?.id || !upload.url || !upload.fields) throw malformed();
  let fields: Record<string, string>;
  try {
    fields = typeof upload.fields === "string" ? JSON.parse(upload.fields) : upload.fields;
  } catch {
    throw malformed();
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("file", new Blob([Buffer.from(image.data)], { type: image.contentType }), `reference.${extension}`);
  // FormData encoded once, so the guarded fetch sends exact bytes with their multipart boundary.
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  try {
    await guardedFetch(upload.url, {
      method: "POST",
      headers: { "content-type": encoded.headers.get("content-type")! },
      body,
      maxBytes: UPLOAD_ANSWER_BYTES,
      timeoutMs: env().AI_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof BlockedDestinationError) throw malformed();
    if (error instanceof OutboundFetchError && error.reason === "timeout") throw new ProviderError("Leonardo", "timeout", providerMessages.timeout("Leonardo"));
    throw new ProviderError("Leonardo", "unavailable", providerMessages.unavailable("Leonardo"));
  }
  return upload.id;
}

async function createGeneration(request: ImageRequest): Promise<string> {
  const ref = request.characterReference;
  const initImageId = ref?.imageId ?? (ref?.upload ? await uploadInitImage(ref.upload) : undefined);
  const body = {
    prompt: request.prompt,
    ...(request.negativePrompt && { negative_prompt: request.negativePrompt }),
    modelId: env().LEONARDO_MODEL_ID,
    width: request.width,
    height: request.height,
    num_images: 1,
    alchemy: true,
    presetStyle: request.presetStyle ?? "PORTRAIT",
    ...(initImageId && {
      controlnets: [{ initImageId, initImageType: ref?.imageId ? "GENERATED" : "UPLOADED", preprocessorId: CHARACTER_REFERENCE, strengthType: "Mid" }],
    }),
  };
  const res = await providerFetch("Leonardo", `${base()}/generations`, { method: "POST", headers: headers(), body: JSON.stringify(body) });
  const id = (await readProviderJson<CreateAnswer>("Leonardo", res)).sdGenerationJob?.generationId;
  if (!id) throw malformed();
  return id;
}

/** Polls GET /generations/{id} until COMPLETE (the first image) or FAILED. */
export async function waitForGeneration(generationId: string): Promise<GeneratedImage> {
  const started = Date.now();
  for (;;) {
    const res = await providerFetch("Leonardo", `${base()}/generations/${encodeURIComponent(generationId)}`, { headers: headers() });
    const generation = (await readProviderJson<GenerationAnswer>("Leonardo", res)).generations_by_pk;
    if (!generation?.status) throw malformed();
    if (generation.status === "FAILED") {
      throw new ProviderError("Leonardo", "failed", "Leonardo could not generate the image (the generation failed). Please try again.");
    }
    if (generation.status === "COMPLETE") {
      const image = generation.generated_images?.[0];
      if (!image?.id || !image.url) throw malformed();
      return { generationId, imageId: image.id, imageUrl: image.url };
    }
    if (Date.now() - started > MAX_WAIT_MS) throw new ProviderError("Leonardo", "timeout", providerMessages.timeout("Leonardo"));
    await new Promise((r) => setTimeout(r, env().LEONARDO_POLL_INTERVAL_MS));
  }
}

export const leonardoImageProvider: ImageProvider = {
  mode: "live",
  async generate(request) {
    return waitForGeneration(await createGeneration(request));
  },
};
