// The signed-in Lighthouse report's buyer: an account with a done-for-you order, then a sign-in
// through the real POST /api/login, and a character filled in through the product's own API the
// way a buyer's wizard fills it (demo-mode generators: profile, reference image, four shots, a
// script, a content plan), so each measured page shows realistic data rather than empty states.
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { consistencyTestScenarios } from "@/lib/ai/prompts/shots";

type Account = { email: string; password: string };

export const STUDIO_BUYER: Account = { email: "studio-buyer@example.com", password: "lighthouse-studio-2026" };
/** A buyer who has just paid and made their first character: the first wizard every buyer sees. */
export const NEW_BUYER: Account = { email: "new-buyer@example.com", password: "lighthouse-new-buyer-2026" };
/** The operator whose console pages are measured. */
export const STUDIO_OPERATOR: Account = { email: "studio-operator@example.com", password: "lighthouse-operator-2026" };

/** A buyer and their order, written straight into the server's database (opened by the caller); returns the order. */
export async function seedBuyer(account: Account = STUDIO_BUYER) {
  const { prisma } = await import("@/lib/db/client.server");
  const { hashPassword } = await import("@/lib/auth/password.server");
  const user = await prisma().user.create({ data: { email: account.email, passwordHash: await hashPassword(account.password) } });
  return prisma().purchase.create({
    data: {
      userId: user.id,
      productUuid: AI_ASSISTED_PRODUCT_UUID,
      paymentIntentId: `pi_lighthouse_${account.email.split("@")[0]!.replace(/-/g, "_")}`,
      amountCents: 3999,
      currency: "usd",
      fulfilment: "in_production",
    },
  });
}

/**
 * The operator and what their console's detail pages show: the studio buyer's order and
 * customer page, a lead, and a lesson in the editor. Returns the console paths to measure.
 */
export async function seedConsole(order: { id: string; userId: string }): Promise<string[]> {
  const { prisma } = await import("@/lib/db/client.server");
  const { hashPassword } = await import("@/lib/auth/password.server");
  await prisma().user.create({
    data: { email: STUDIO_OPERATOR.email, passwordHash: await hashPassword(STUDIO_OPERATOR.password), role: "operator" },
  });
  const lead = await prisma().contactRequest.create({
    data: { name: "Dana Reyes", email: "dana@example.com", plan: "done-for-you", message: "Can you run two characters for my agency?" },
  });
  const lesson = await prisma().courseLesson.findFirstOrThrow({ orderBy: [{ module: { position: "asc" } }, { position: "asc" }] });
  return [
    "/admin",
    "/admin/orders",
    `/admin/orders/${order.id}`,
    "/admin/customers",
    `/admin/customers/${order.userId}`,
    "/admin/leads",
    `/admin/leads/${lead.id}`,
    "/admin/products",
    "/admin/discounts",
    "/admin/course",
    `/admin/course/lessons/${lesson.id}`,
    // The e-mail console this round added (issue 49 goal 3: new pages join the report).
    "/admin/email",
    "/admin/email/new",
    "/admin/outbox",
  ];
}

/** The Cookie header a browser would send after signing in: every cookie POST /api/login set. */
export async function signIn(appUrl: string, account: Account = STUDIO_BUYER): Promise<string> {
  const response = await fetch(`${appUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`POST /api/login answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (cookies.length === 0) throw new Error("POST /api/login set no cookie");
  return cookies.join("; ");
}

/** A client of the app's API as the signed-in buyer; any answer but 2xx stops the seed. */
function api(appUrl: string, cookie: string) {
  return async <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(appUrl + path, {
      method,
      headers: { cookie, origin: appUrl, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as T;
  };
}

const CHARACTER = {
  name: "Mia Lopez",
  description: "Travel creator who turns weekend trips into short, honest city guides.",
  niche: "Travel & Adventure",
  isPersonalCharacter: true,
  gender: "female",
  age: 29,
  ethnicity: "hispanic",
  hairColor: "black",
  hairStyle: "long waves",
  eyeColor: "green",
  height: "168 cm",
  build: "athletic",
  stylePreference: "casual chic",
  personalityTrait1: "curious",
  personalityTrait2: "warm",
  personalityTrait3: "direct",
  location: "Lisbon, Portugal",
};

/** The new buyer's first character as the create form sends it (a name, nothing else); returns its id. */
export async function seedFirstCharacter(appUrl: string, cookie: string): Promise<string> {
  const body = { name: "Ava Stone", description: "", niche: "", isPersonalCharacter: true, clientId: null, newClientName: "" };
  return (await api(appUrl, cookie)<{ id: string }>("POST", "/api/user/characters", body)).id;
}

/** Fills one character through the API; returns its id. Takes a minute or two (demo jobs run on the server's worker). */
/** Ticks the character's "Public profile" box, as the buyer does; returns its public page's path (/c/<slug>). */
export async function publishCharacterPage(appUrl: string, cookie: string, characterId: string): Promise<string> {
  const { publicPath } = await api(appUrl, cookie)<{ publicPath: string | null }>("PUT", `/api/user/characters/${characterId}/profile`, { isPublic: true });
  if (!publicPath) throw new Error("the public page was turned on but has no address");
  return publicPath;
}

export async function seedCharacter(appUrl: string, cookie: string): Promise<string> {
  const call = api(appUrl, cookie);
  const { id } = await call<{ id: string }>("POST", "/api/user/characters", CHARACTER);
  for (let i = 2; i <= 6; i++) await call("POST", "/api/user/characters", { name: `Character ${i}`, isPersonalCharacter: true, niche: "Fitness" });

  // The generated profile as the form would save it (the profile schema leaves out its name).
  const { character: profile } = await call<{ character: Record<string, string> }>("POST", "/api/ai/openai/generate-character", {
    prompt: "A 29-year-old travel creator from Lisbon who makes short city guides",
    characterId: id,
  });
  await call("PUT", `/api/user/characters/${id}/profile`, profile);

  const steps: Record<string, unknown> = {
    variables: {
      subject: "Mia Lopez, travel creator",
      outfit: "linen shirt, denim",
      setting: "old town streets",
      camera: "35mm, eye level",
      keywords: "sunlit, candid",
    },
    niche: { niche: "Travel & Adventure", expertise: "Budget city breaks in southern Europe", audience: "25-35 year olds with a long weekend" },
    messages: { draft: "Three things I'd skip in Lisbon", messages: ["Pack light: the hills win.", "Go early to Belém, or don't go."] },
    composition: { shotStyle: "Medium Shot", background: "Urban city", lighting: "golden hour from the left", mood: "relaxed" },
    "mirage-video": { template: "Introduction Video", script: "Hi, I'm Mia. Every weekend I pick a city and show you how to do it for less." },
    "capcut-video": { template: "Instagram Reel", instructions: "Cut on the beat", music: "upbeat acoustic", effects: "subtle zoom" },
    posts: { platforms: ["Instagram", "TikTok"], contentTypes: ["Educational", "Behind the Scenes"], frequency: "3 a week", bestTimes: "7pm" },
  };
  for (const [slug, data] of Object.entries(steps)) await call("PUT", `/api/user/characters/${id}/steps/${slug}`, { data });
  await call("PUT", `/api/user/characters/${id}/voice`, {
    preset: "Sarah",
    stability: 0.55,
    similarityBoost: 0.8,
    style: 0.1,
    speed: 1,
    useSpeakerBoost: true,
  });
  await call("POST", `/api/user/characters/${id}/social-links`, {
    platform: "instagram",
    profileUrl: "https://instagram.com/mia.travels",
    followerCount: "12.4k",
  });
  await call("POST", `/api/user/characters/${id}/social-links`, { platform: "tiktok", profileUrl: "https://tiktok.com/@mia.travels", followerCount: "30k" });

  const reference = await call<{ imageId: string }>("POST", "/api/ai/leonardo/generate-images", { characterId: id });
  await call("POST", "/api/ai/leonardo/generate-character-shots", {
    characterId: id,
    referenceImageId: reference.imageId,
    scenarios: consistencyTestScenarios({ name: CHARACTER.name, gender: CHARACTER.gender, age: String(CHARACTER.age), hairColor: CHARACTER.hairColor }),
  });
  await call("POST", "/api/ai/openai/generate-script", { topic: "A long weekend in Lisbon for under 300 euros", characterId: id });
  await call("POST", "/api/ai/openai/generate-content-plan", {
    characterId: id,
    platforms: ["Instagram", "TikTok"],
    contentTypes: ["Educational", "Behind the Scenes"],
    frequency: "3 a week",
    bestTimes: "7pm",
  });
  // Three lessons done, as a buyer a little way into the course.
  const { prisma } = await import("@/lib/db/client.server");
  const lessons = await prisma().courseLesson.findMany({
    where: { status: "published" },
    orderBy: [{ module: { position: "asc" } }, { position: "asc" }],
    take: 3,
  });
  for (const lesson of lessons) await call("PUT", `/api/user/course/lessons/${lesson.id}`, { done: true });
  return id;
}

/** A photo-like PNG (grain softened, so it compresses like a photograph): what Leonardo answers. */
async function photoPng(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const grain = await sharp({ create: { width, height, channels: 3, background: "#b07050", noise: { type: "gaussian", mean: 128, sigma: 50 } } })
    .png()
    .toBuffer();
  return sharp(grain).blur(1.5).png().toBuffer();
}

/**
 * `--photos`: the character's reference image and shots as PNG photos of Leonardo's sizes
 * (768×1024, 576×1024; 1.3-1.7 MB each) instead of the demo's few-kB SVG portraits, as a live
 * buyer's are (issue 49 goal 3). Same asset ids and addresses; the app's media folder is
 * `mediaDir`, written here while no request reads these files yet.
 */
export async function seedPhotoPictures(characterId: string, mediaDir: string) {
  const { prisma } = await import("@/lib/db/client.server");
  const { fileMediaStore } = await import("@/lib/media/fs-store.server");
  const { assetMediaKey } = await import("@/lib/media/assets.server");
  const store = fileMediaStore(mediaDir);
  const pictures = await prisma().asset.findMany({ where: { characterId, kind: { in: ["reference-image", "shot"] }, storageKey: { not: null } } });
  for (const asset of pictures) {
    const png = await photoPng(asset.kind === "shot" ? 576 : 768, 1024);
    const storageKey = assetMediaKey(characterId, asset.id, "image/png");
    await store.put(storageKey, png, { contentType: "image/png" });
    if (asset.storageKey !== storageKey) await store.delete(asset.storageKey!);
    await prisma().asset.update({ where: { id: asset.id }, data: { storageKey, contentType: "image/png", size: png.length } });
  }
  return pictures.length;
}
