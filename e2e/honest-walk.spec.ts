import { test, expect, seededPrisma } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { WIZARD_STEPS } from "@/lib/studio/wizard/registry";
import { MESSAGES_FULL } from "@/lib/studio/wizard/messages/limits";

// Issue 31's walk: every page a signed-in buyer can open, and every wizard step of a character,
// visited in demo mode (payments without Stripe), failing on a link that leaves the site without
// saying so, a disabled button that does not say what it waits for, or a control named
// "Download…" that starts no download. Problems are gathered and compared with [] at the end, so
// one run lists all of them.

/** Links whose address is another site's that lack the outward icon or the "(opens host)" words. */
async function unmarkedOutwardLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))
      .filter((a) => /^https?:$/.test(a.protocol) && a.origin !== location.origin)
      .filter((a) => {
        const host = a.hostname.replace(/^www\./, "");
        return !a.querySelector("[data-outward]") || !a.textContent?.includes(`(opens ${host})`);
      })
      .map((a) => `${location.pathname}${location.search}: "${a.textContent?.trim()}" → ${a.href} has no outward mark`),
  );
}

// "Export Assets" is not here: it uploads to a cloud drive, as its note says.
const downloadName = /^\s*Download\b/;

/** Clicks each "Download…" control: it must start a download, or be disabled and say why. */
async function brokenDownloads(page: Page, checked: string[] = []): Promise<string[]> {
  const problems: string[] = [];
  const controls = page.getByRole("button", { name: downloadName }).or(page.getByRole("link", { name: downloadName }));
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const label = (await control.innerText()).trim();
    const where = `${new URL(page.url()).pathname}${new URL(page.url()).search}: "${label}"`;
    checked.push(label);
    if (await control.isDisabled()) {
      if (!(await describedBy(control))) problems.push(`${where} is disabled and does not say why`);
      continue;
    }
    const download = page.waitForEvent("download", { timeout: 15_000 }).catch(() => null);
    await control.click();
    if (!(await download)) problems.push(`${where} started no download`);
  }
  return problems;
}

/** The text a control's aria-describedby points at (its stated reason), or "". */
const describedBy = (control: Locator) =>
  control.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .join(" ")
      .trim(),
  );

/** Visible disabled buttons that do not say what they wait for (an aria-describedby text, or a title). */
async function silentDisabledButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLButtonElement>("button:disabled"))
      .filter((button) => button.offsetParent !== null)
      .filter((button) => {
        const ids = (button.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
        const said = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? "").join("");
        return !said && !button.title;
      })
      .map(
        (button) =>
          `${location.pathname}${location.search}: "${(button.getAttribute("aria-label") ?? button.textContent ?? "").trim()}" is disabled and does not say why`,
      ),
  );
}

/** Opens a page and waits until its scripts have run (a click before that would do nothing). */
async function visit(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(400);
  await page.waitForLoadState("networkidle");
}

test("signed-in walk: the account pages, the course and the marketing pages mark outward links, say why a button waits and keep their Download promises; the footer's labels are text", async ({
  page,
  buyer,
}) => {
  void buyer;
  const lesson = await seededPrisma().courseLesson.findFirst({ where: { status: "published", module: { status: "published" } }, orderBy: { position: "asc" } });
  const pages = [
    "/user/dashboard",
    "/user/characters",
    "/user/characters/new",
    "/user/course",
    ...(lesson ? [`/user/course/${lesson.slug}`] : []),
    "/user/settings/storage",
    "/user/set-password",
    "/tests/ai",
    "/",
    "/products",
    "/services",
    "/sophia",
    "/checkout",
    "/terms",
    "/privacy",
    "/refunds",
  ];
  const problems: string[] = [];
  for (const path of pages) {
    await visit(page, path);
    problems.push(...(await unmarkedOutwardLinks(page)), ...(await silentDisabledButtons(page)), ...(await brokenDownloads(page)));
  }

  // The spec's signed-in footer labels (decision 201): there, and plain text rather than links.
  const footer = page.getByRole("contentinfo");
  for (const label of ["Help Center", "Contact Support"]) {
    const text = footer.getByText(label, { exact: true });
    await expect(text).toBeVisible();
    expect(await text.evaluate((el) => el.closest("a, button") === null), `${label} is not a link`).toBe(true);
  }
  await footer.scrollIntoViewIfNeeded();
  await footer.screenshot({ path: "test-results/honest-walk/signed-in-footer.png" });
  expect(problems).toEqual([]);
});

test("signed-in walk: every wizard step marks outward links, says why a button waits and keeps its Download promises", async ({ page, buyer }) => {
  const character = await seededPrisma().character.create({ data: { userId: buyer.id, name: "Ava Walk", niche: "Fitness & Health" } });
  // What makes each download control live: a voice clip, a script, and an outward profile link.
  await seededPrisma().asset.create({
    data: { characterId: character.id, kind: "voice-clip", contentType: "audio/mpeg", bytes: Buffer.from("ID3 clip"), meta: { text: "Hello there" } },
  });
  await seededPrisma().characterStepData.create({ data: { characterId: character.id, step: "mirage-video", data: { script: "Leg day, no excuses." } } });
  await seededPrisma().socialLink.create({ data: { characterId: character.id, platform: "instagram", profileUrl: "https://www.instagram.com/ava.walk" } });

  const problems: string[] = [];
  const checked: string[] = [];
  for (const { slug } of WIZARD_STEPS) {
    await visit(page, `/user/characters/${character.id}?step=${slug}`);
    problems.push(...(await unmarkedOutwardLinks(page)), ...(await silentDisabledButtons(page)), ...(await brokenDownloads(page, checked)));
  }
  expect(problems).toEqual([]);
  // The walk met the downloads it was set up for (it proves nothing on a page with none).
  expect(checked).toEqual(expect.arrayContaining(["Download Voice Samples", "Download package", "Download Script"]));
});

test("the Messages step edits, deletes and reorders saved messages, adds once on a double click, and says so plainly at 50", async ({ page, buyer }) => {
  const character = await seededPrisma().character.create({ data: { userId: buyer.id, name: "Ava Messages" } });
  const seeded = Array.from({ length: 48 }, (_, i) => `Message ${i + 1}`);
  await seededPrisma().characterStepData.create({ data: { characterId: character.id, step: "messages", data: { messages: seeded } } });
  const stored = async () =>
    (
      (await seededPrisma().characterStepData.findUniqueOrThrow({ where: { characterId_step: { characterId: character.id, step: "messages" } } })).data as {
        messages: string[];
      }
    ).messages;
  const list = page.getByTestId("saved-messages").getByRole("listitem");
  const saved = () => expect(page.getByTestId("save-status")).toHaveText("Saved");

  await visit(page, `/user/characters/${character.id}?step=messages`);
  await page.getByRole("button", { name: "Edit message 1", exact: true }).click();
  await page.getByRole("textbox", { name: "Edit message 1", exact: true }).fill("Leg day, no excuses.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("button", { name: "Move message 1 down", exact: true }).click();
  await page.getByRole("button", { name: "Delete message 3", exact: true }).click();
  await expect(list.nth(0)).toHaveText("Message 2");
  await expect(list.nth(1)).toHaveText("Leg day, no excuses.");
  await expect(list).toHaveCount(47);
  await saved();
  expect((await stored()).slice(0, 3)).toEqual(["Message 2", "Leg day, no excuses.", "Message 4"]);

  // A double click adds one message: the first click empties the box the second would add.
  await page.getByLabel("Custom message").fill("Rest day, then stretch.");
  await page.getByRole("button", { name: "Add Message" }).dblclick();
  await expect(list).toHaveCount(48);
  for (const text of ["Meal prep Sunday.", "Hydrate."]) {
    await page.getByLabel("Custom message").fill(text);
    await page.getByRole("button", { name: "Add Message" }).click();
  }
  await expect(list).toHaveCount(50);
  await expect(page.getByRole("heading", { name: "Your messages (50 of 50)" })).toBeVisible();
  await page.getByLabel("Custom message").fill("One too many.");
  for (const name of ["Add Message", "Generate AI Messages"]) {
    await expect(page.getByRole("button", { name })).toBeDisabled();
    await expect(page.getByRole("button", { name })).toHaveAccessibleDescription(MESSAGES_FULL);
  }
  await saved();
  expect(await stored()).toHaveLength(50);
  await page.getByRole("button", { name: "Edit message 50", exact: true }).click();
  await page.getByRole("button", { name: "Add Message" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/honest-walk/messages-step-full.png" });
});

test("the wizard's creates act once on a double click: Add Account adds one account, Create Content Plan sends one plan", async ({ page, buyer }) => {
  const character = await seededPrisma().character.create({ data: { userId: buyer.id, name: "Ava Twice", niche: "Fitness & Health" } });
  await seededPrisma().characterStepData.create({ data: { characterId: character.id, step: "posts", data: { platforms: ["TikTok"] } } });
  const creates: { url: string; key: string | undefined }[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST") creates.push({ url: new URL(req.url()).pathname, key: req.headers()["idempotency-key"] });
  });
  /** The POSTs a double click sent to `path`: none, or one create however often it was sent (one Idempotency-Key). */
  const keysSentTo = (path: string) => new Set(creates.filter((c) => c.url === path).map((c) => c.key));

  await visit(page, `/user/characters/${character.id}?step=socials`);
  await page.getByLabel("Platform").selectOption("instagram");
  await page.getByLabel("Profile URL").fill("https://instagram.com/ava.twice");
  await page.getByRole("button", { name: "Add Account" }).dblclick();
  await expect(page.getByTestId("social-link")).toHaveCount(1);
  expect(await seededPrisma().socialLink.count({ where: { characterId: character.id } })).toBe(1);
  expect(keysSentTo(`/api/user/characters/${character.id}/social-links`).size).toBe(1);

  await visit(page, `/user/characters/${character.id}?step=posts`);
  const plan = page.getByRole("button", { name: /Create Content Plan|Planning/ });
  await plan.dblclick();
  await expect(plan).toHaveText("Create Content Plan", { timeout: 20_000 });
  const keys = keysSentTo("/api/ai/openai/generate-content-plan");
  expect(keys.size).toBe(1);
  expect([...keys][0]).toMatch(/^[0-9a-f]{32}$/);
});
