import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, seededPrisma } from "./fixtures";
import { geistCharacters } from "@/app/fonts/geist-characters";
import { AI_ASSISTED_PRODUCT_UUID, videoTiers } from "@/lib/catalog/catalog";

const pages = ["/", "/products", "/services", "/sophia", "/terms", "/privacy", "/refunds"];

for (const path of pages) {
  test(`${path}: one h1, landmarks, SEO tags and no serious axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path === "/" ? "/?" : path}$`));
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /opengraph-image/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    for (const img of await page.locator("img").all()) expect(await img.getAttribute("alt")).toBeTruthy();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}

test("landing: hero buttons, #demo scroll, figures, workflow, testimonials", async ({ page }) => {
  await page.goto("/");
  const checkout = page.getByRole("link", { name: "Create AI Influencer - $39.99" });
  await expect(checkout).toHaveCount(3);
  await expect(checkout.first()).toHaveAttribute("href", "/checkout");
  await expect(page.locator("#demo")).not.toBeInViewport();
  await page.getByRole("link", { name: "Watch Demo" }).click();
  await expect(page).toHaveURL(/#demo$/);
  await expect(page.locator("#demo")).toBeInViewport();
  for (const figure of ["$2.3M+", "3,847+", "97%", "$5,200", "30 days", "7"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.locator("#demo ol > li")).toHaveCount(5);
  for (const name of ["Maya Thompson", "Daniel Ortiz", "Priya Shah", "Lucas Berg"]) await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} `);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ "@type": "Product", offers: { price: "39.99", priceCurrency: "USD" } });
});

test("landing: checkout buttons are disabled while a signed-in browser's auth state loads", async ({ page, buyer }) => {
  expect(buyer.email).toBeTruthy();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/user", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const loading = page.getByRole("button", { name: "Create AI Influencer - $39.99" }).first();
  await expect(loading).toBeDisabled();
  const box = await loading.boundingBox();
  release();
  const ready = page.getByRole("link", { name: "Create AI Influencer - $39.99" }).first();
  await expect(ready).toBeEnabled();
  expect((await ready.boundingBox())?.height).toBe(box?.height);
});

// Decision 033: what a visitor's phone downloads on a marketing page.
const markers = {
  sonner: "data-sonner-toaster",
  "React Query": "observerRemoved",
  zod: "Unexpected value in exhaustive check",
  "tailwind-merge": "isThemeGetter",
  // lucide-react's icons are client components; the pages draw theirs as static SVG instead.
  "lucide-react": "absoluteStrokeWidth",
};

for (const path of pages) {
  test(`${path}: a visitor loads no toast, data, form, class-merging or icon script and no /api/user`, async ({ page }) => {
    const scripts: Promise<string>[] = [];
    const apiCalls: string[] = [];
    const errors: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(res.text().catch(() => ""));
      if (new URL(res.url()).pathname.startsWith("/api/")) apiCalls.push(res.url());
    });
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    const found = Object.entries(markers)
      .filter(([, marker]) => bodies.some((b) => b.includes(marker)))
      .map(([name]) => name);
    expect(found).toEqual([]);
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
  });
}

// A character the Geist subset lacks (Geist has no "✓", say) is drawn from the system's fallback
// fonts, which the browser searches during the first layout, and looks different on every phone.
for (const path of pages) {
  test(`${path}: every character of the copy is in the Geist subset`, async ({ page }) => {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    const drawn = new Set([...geistCharacters, "\n", "\t"]);
    expect([...new Set([...text].filter((c) => !drawn.has(c)))]).toEqual([]);
  });
}

// Decision 082: a backdrop filter is redrawn every frame, and without a GPU that cost the pages
// 60-160 ms of blocking time; the header is an opaque bar instead.
test("the sticky header is opaque, with no backdrop filter", async ({ page }) => {
  await page.goto("/");
  const style = await page.getByRole("banner").evaluate((el) => {
    const computed = getComputedStyle(el);
    return { backdropFilter: computed.backdropFilter, background: computed.backgroundColor };
  });
  expect(style.backdropFilter).toBe("none");
  // No alpha below 1 in either notation (rgba(…, 0.9) or oklch(… / 0.9)), and not transparent.
  expect(style.background).not.toMatch(/transparent|,\s*0?\.\d+\)$|\/\s*0?\.\d+\)$/);
});

test("products: card, price link, badges, tiers and FAQ", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByRole("heading", { name: "Create AI Influencer" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Create AI Influencer" }).locator("ul").first().locator("li")).toHaveCount(6);
  await expect(page.getByRole("link", { name: "$39.99" })).toHaveAttribute("href", `/checkout?productId=${AI_ASSISTED_PRODUCT_UUID}`);
  for (const badge of ["Instant Access", "30-Day Guarantee", "No Hidden Fees"]) await expect(page.getByText(badge, { exact: true })).toBeVisible();
  // Each tier sells its pack through the checkout (issue 48, decision 430).
  for (const [tier, price, buy, pack] of [
    ["1-4 Videos", "$49.99", "Buy 1 video: $49.99", videoTiers[0].packUuid],
    ["5-9 Videos", "$44.99", "Buy 5 videos: $224.95", videoTiers[1].packUuid],
    ["10+ Videos", "$39.99", "Buy 10 videos: $399.90", videoTiers[2].packUuid],
  ]) {
    await expect(page.getByRole("heading", { name: tier })).toBeVisible();
    await expect(page.getByText(price, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: buy })).toHaveAttribute("href", `/checkout?productId=${pack}`);
  }
  const faq = page.locator("details");
  await expect(faq).toHaveCount(4);
  await faq.nth(3).locator("summary").click();
  await expect(faq.nth(3)).toContainText("PNG");
  await expect(faq.nth(3)).toContainText("MP3");
  await expect(faq.nth(3)).toContainText("MP4");
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)["@type"]));
  expect(types).toEqual(["Product", "FAQPage"]);
});

test("services: plans, add-ons, how it works, buttons and the contact form", async ({ page }) => {
  await page.goto("/services");
  for (const plan of ["Starter", "Professional", "Enterprise"]) await expect(page.getByRole("heading", { name: plan, exact: true })).toBeVisible();
  await expect(page.getByText("Most Popular")).toBeVisible();
  for (const addOn of ["+$500/month", "+$300/platform/month", "+$1,000/month", "+$400/language/month"]) await expect(page.getByText(addOn)).toBeVisible();
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Case Studies" })).toHaveAttribute("href", "/sophia");
  await expect(page.getByRole("button", { name: "Schedule Consultation" })).toBeVisible();

  await page.getByRole("button", { name: "Start Management: Professional" }).click();
  await expect(page.getByRole("heading", { name: "Start Management", level: 3 })).toBeVisible();
  await expect(page.getByLabel("Plan", { exact: true })).toHaveValue("management-professional");
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();

  const email = `visitor-${Date.now()}@example.com`;
  await page.getByRole("button", { name: "Get Custom Quote", exact: true }).click();
  await expect(page.getByLabel("Plan", { exact: true })).toHaveValue("management-enterprise");
  await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Message", { exact: true }).fill("Three characters for our agency, 40 posts a month.");
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Request sent!")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  const row = await seededPrisma().contactRequest.findFirst({ where: { email } });
  expect(row).toMatchObject({ name: "Grace Hopper", plan: "management-enterprise" });
});

test("showcase: stats, profile, four variants, three videos, metrics and buttons", async ({ page }) => {
  await page.goto("/sophia");
  await expect(page.getByRole("heading", { level: 1, name: "Meet Sophia" })).toBeVisible();
  await expect(page.getByText("Followers")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sophia's profile" })).toBeVisible();
  for (const variant of ["Professional", "Casual", "Workout", "Travel"]) await expect(page.locator("figcaption", { hasText: variant })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Viral videos" }).locator("xpath=../..").locator("li")).toHaveCount(3);
  await expect(page.getByText("Monthly views")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Your Own AI Influencer" })).toHaveAttribute("href", "/checkout");
  await expect(page.getByRole("link", { name: "Explore Management Services" })).toHaveAttribute("href", "/services");
  const variant = page.locator("figure img").first();
  await expect(variant).toHaveAttribute("loading", "lazy");
  // Intrinsic size reserves the 3:4 box before the SVG arrives (no layout shift).
  await expect(variant).toHaveAttribute("width", "600");
  await expect(variant).toHaveAttribute("height", "800");
});

test("showcase path is case-insensitive and unknown names are 404", async ({ page }) => {
  const upper = await page.goto("/SOPHIA");
  expect(upper?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Meet Sophia" })).toBeVisible();
  const unknown = await page.goto("/nobody");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("robots.txt, sitemap.xml and the Open Graph image", async ({ page, request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Disallow: \/user/);
  expect(robots).toMatch(/Disallow: \/api\//);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/products", "/services", "/sophia"]) expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).not.toContain("/user");
  await page.goto("/products");
  const ogUrl = await page.locator('meta[property="og:image"]').first().getAttribute("content");
  const og = await request.get(new URL(ogUrl!).pathname);
  expect(og.status()).toBe(200);
  expect(og.headers()["content-type"]).toBe("image/png");
});
