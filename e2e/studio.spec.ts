import { randomUUID } from "node:crypto";
import { test, expect, seedUser, seededPrisma, signInAs } from "./fixtures";
import type { Page } from "@playwright/test";

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `test-results/studio/${name}.png`, fullPage });
const dot = (page: Page, n: number) => page.getByRole("button", { name: new RegExp(`^Go to step ${n}:`) });

test("a buyer creates a client character and works through the wizard", async ({ page, buyer }) => {
  test.setTimeout(120_000);
  await page.goto("/user/characters");
  await expect(page.getByRole("heading", { name: "AI Influencer Characters" })).toBeVisible();
  await expect(page.getByText("No characters yet")).toBeVisible();
  await page.getByRole("link", { name: "Create Character" }).click();

  // Create a character for a new client.
  await page.getByLabel("Name").fill("Ava Stone");
  await page.getByLabel("Description").fill("Sunrise runner and coach");
  await page.getByLabel("Niche").fill("Fitness & Health");
  await page.getByRole("radio", { name: "For a client" }).click();
  await page.getByLabel("New client name").fill("Bloom Bakery");
  await page.getByLabel("Age").selectOption("27");
  await shot(page, "new-character");
  await page.getByRole("button", { name: "Create Character" }).click();
  await expect(page).toHaveURL(/\/user\/characters\/[0-9a-f-]{36}$/);

  // Wizard header, footer, Next / Previous / dots, ?step= in the URL.
  await expect(page.getByRole("heading", { name: "Ava Stone" })).toBeVisible();
  await expect(page.getByRole("paragraph").filter({ hasText: /^Fitness & Health$/ })).toBeVisible();
  await expect(page.getByTestId("step-badge")).toHaveText("Profile");
  await expect(page.getByTestId("step-counter")).toHaveText("1 of 12");
  await expect(page.getByRole("button", { name: "Previous", exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByTestId("step-badge")).toHaveText("Variables");
  await expect(page.getByTestId("step-counter")).toHaveText("2 of 12");
  await expect(page).toHaveURL(/\?step=variables$/);
  await page.getByRole("button", { name: "Previous", exact: true }).click();
  await expect(page.getByTestId("step-badge")).toHaveText("Profile");
  await dot(page, 12).click();
  await expect(page.getByTestId("step-badge")).toHaveText("Posts");
  await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
  await dot(page, 1).click();

  // Profile: the Save button's three labels.
  const save = page.getByRole("button", { name: /Profile Saved|Save Profile|Saving Profile\.\.\./ });
  await expect(save).toHaveText(/Profile Saved/);
  await expect(save).toBeDisabled();
  await page.getByLabel("Headline").fill("Helping busy people run their first 5K");
  await page.getByLabel("Brand voice").fill("Warm and direct");
  await expect(save).toHaveText(/Save Profile/);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Character profile saved successfully!")).toBeVisible();
  await expect(save).toHaveText(/Profile Saved/);
  await expect(save).toBeDisabled();
  await shot(page, "profile");

  // Socials: add, edit inline (one request per pause), reveal.
  await dot(page, 6).click();
  await expect(page.getByRole("heading", { name: "Social Media Accounts" })).toBeVisible();
  const add = page.getByRole("button", { name: "Add Account" });
  await expect(add).toBeDisabled();
  await page.getByLabel("Platform").selectOption("instagram");
  await expect(add).toBeDisabled();
  await page.getByLabel("Profile URL").fill("https://instagram.com/avastone");
  await page.getByLabel("Login Username/Email").fill("ava@example.com");
  await page.getByLabel("Login Password").fill("s3cret-pass");
  await page.getByLabel("Follower Count").fill("125K");
  await add.click();
  await expect(page.getByText("Social link added successfully")).toBeVisible();
  const row = page.getByTestId("social-link");
  await expect(row).toHaveCount(1);
  await expect(page.getByLabel("Profile URL").last()).toHaveValue("");

  const puts: string[] = [];
  page.on("request", (r) => r.method() === "PUT" && r.url().includes("/social-links/") && puts.push(r.postData() ?? ""));
  const followers = row.getByLabel("Follower Count");
  await followers.fill("");
  await followers.pressSequentially("130K", { delay: 40 });
  await expect(page.getByText("Social link updated")).toBeVisible();
  expect(puts).toEqual([JSON.stringify({ followerCount: "130K" })]);

  // The list does not carry the password; Show asks for it with a recorded reveal call.
  const password = row.getByLabel("Login Password");
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveValue("");
  const revealed = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/reveal-password") && r.ok());
  await row.getByRole("button", { name: "Show password" }).click();
  await revealed;
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue("s3cret-pass");
  await shot(page, "socials");

  // The Niche step opens on the niche given at creation; a new choice becomes the character's.
  await dot(page, 3).click();
  await expect(page.getByRole("button", { name: /^Fitness & Health/ })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: /^Food & Cooking/ }).click();
  await expect(page.getByRole("paragraph").filter({ hasText: /^Food & Cooking$/ })).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");

  // A step of fields autosaves (the Voice step's own saving is in e2e/voice-design.spec.ts).
  await dot(page, 9).click();
  await page.getByRole("button", { name: /^Wide Shot/ }).click();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");

  // Reload lands on the same step and everything is still there.
  await page.reload();
  await expect(page.getByTestId("step-badge")).toHaveText("Composition");
  await expect(page.getByRole("button", { name: /^Wide Shot/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("paragraph").filter({ hasText: /^Food & Cooking$/ })).toBeVisible();
  await dot(page, 6).click();
  await expect(row.getByLabel("Follower Count")).toHaveValue("130K");
  await expect(row.getByLabel("Profile URL")).toHaveValue("https://instagram.com/avastone");
  await row.getByRole("button", { name: "Show password" }).click();
  await expect(row.getByLabel("Login Password")).toHaveValue("s3cret-pass");
  await dot(page, 1).click();
  await expect(page.getByLabel("Headline")).toHaveValue("Helping busy people run their first 5K");
  await expect(page.getByLabel("Brand voice")).toHaveValue("Warm and direct");

  // Delete the social account; it stays gone after a reload.
  await dot(page, 6).click();
  await row.getByRole("button", { name: "Delete Instagram account" }).click();
  await expect(page.getByText("Social link removed")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No social accounts yet. Add the first one below.")).toBeVisible();

  // The list card and the dashboard reflect it all.
  await page.goto("/user/characters");
  const card = page.getByTestId("character-card");
  await expect(card).toContainText("Ava Stone");
  await expect(card).toContainText("Client");
  await expect(card).toContainText("Bloom Bakery");
  await expect(card).toContainText("AI-Assisted");
  // One page holds it all: the list says where it ends, with nothing more to load.
  await expect(page.getByText("That's all your characters.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more characters" })).toHaveCount(0);
  await shot(page, "characters");
  await page.goto("/user/dashboard");
  await expect(page.getByText("AI Character Creation Active")).toBeVisible();
  await expect(page.getByTestId("stat-Characters Created")).toHaveText("1");
  // Newest first: showing the saved password is recorded too (decision 095).
  const activity = page.getByTestId("recent-activity").getByRole("listitem");
  await expect(activity.first()).toContainText("Social account password shown");
  await expect(activity.filter({ hasText: "Social account added" })).toHaveCount(1);
  await shot(page, "dashboard");
  expect(buyer.email).toContain("@");
});

test("another user's character and a missing one both show Character Not Found", async ({ page, buyer }) => {
  const other = await seedUser({ purchase: true });
  const foreign = await seededPrisma().character.create({ data: { userId: other.id, name: "Not yours" } });
  for (const id of [foreign.id, randomUUID(), "not-a-uuid"]) {
    await page.goto(`/user/characters/${id}`);
    await expect(page.getByRole("heading", { name: "Character Not Found" })).toBeVisible();
    await expect(page.getByText("The character you're looking for doesn't exist or you don't have permission to view it.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Characters" })).toHaveAttribute("href", "/user/characters");
  }
  expect(buyer.id).not.toBe(other.id);
});

test("a buyer renames and deletes a character from the wizard", async ({ page, buyer }) => {
  const c = await seededPrisma().character.create({ data: { userId: buyer.id, name: "Old Name" } });
  await page.goto(`/user/characters/${c.id}`);
  await page.getByRole("button", { name: "Character settings" }).click();
  await page.getByLabel("Name", { exact: true }).fill("New Name");
  await page.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("heading", { name: "New Name" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "New Name" })).toBeVisible();
  await page.getByRole("button", { name: "Character settings" }).click();
  await page.getByRole("button", { name: "Delete Character" }).click();
  await page.getByRole("button", { name: "Yes, delete New Name" }).click();
  await expect(page).toHaveURL(/\/user\/characters$/);
  await expect(page.getByText("No characters yet")).toBeVisible();
});

test("a course buyer marks a text lesson done and the progress survives a reload", async ({ page, buyer }) => {
  await page.goto("/user/course");
  await expect(page.getByText("Module 1: Character Design")).toBeVisible();
  await expect(page.getByText("Module 5: Viral Strategy")).toBeVisible();
  await expect(page.getByTestId("course-progress")).toHaveText("0 of 14 lessons · 0%");
  // A lesson opens on its own page, with its text and steps.
  await page.getByRole("link", { name: /Hooks that stop the scroll/ }).click();
  await expect(page.getByText("Write ten hooks for your next topic.")).toBeVisible();
  const done = page.getByRole("button", { name: "Mark as done" });
  const saved = page.waitForResponse((r) => r.url().includes("/api/user/course/lessons/") && r.ok());
  await done.click();
  await saved;
  await expect(page.getByRole("button", { name: "Done (press to undo)" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Done (press to undo)" })).toBeVisible();
  await page.goto("/user/course");
  await expect(page.getByTestId("course-progress")).toHaveText("1 of 14 lessons · 7%");
  await expect(page.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute("aria-valuenow", "7");
  await shot(page, "course");
  expect(buyer.id).toBeTruthy();
});

test("every buyer reaches the course: a Course link in the header and a progress card on the dashboard", async ({ page, buyer }) => {
  const first = await seededPrisma().courseLesson.findUniqueOrThrow({ where: { slug: "define-the-persona-and-niche" } });
  await seededPrisma().lessonProgress.create({ data: { userId: buyer.id, lessonId: first.id, completedAt: new Date() } });
  await page.goto("/user/dashboard");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/user/dashboard");
  await expect(page.getByTestId("dashboard-course-progress")).toHaveText("1 of 14 lessons · 7%");
  await expect(page.getByText("Continue: Prompt a reference headshot")).toBeVisible();
  await shot(page, "dashboard-course-card");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Course" }).click();
  await expect(page).toHaveURL(/\/user\/course$/);
  await expect(page.getByTestId("course-progress")).toHaveText("1 of 14 lessons · 7%");
  await page.goBack();
  await page.getByRole("link", { name: "Continue where you left off" }).click();
  await expect(page).toHaveURL(/\/user\/course\/prompt-a-reference-headshot$/);
});

test("without an active purchase, the create and AI pages send the user to the dashboard's checkout", async ({ page, context }) => {
  const user = await seedUser();
  await signInAs(context, user.id);
  for (const path of ["/user/characters/new", "/tests/ai"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByText("Complete your purchase to start creating your AI influencer.")).toBeVisible();
  }
});

test("a long characters list shows 24, loads the rest on Load more, and says where it ends", async ({ page, buyer }) => {
  // 30 characters a minute apart: "Character 30" is the newest.
  const t0 = Date.now() - 60 * 60_000;
  await seededPrisma().character.createMany({
    data: Array.from({ length: 30 }, (_, i) => ({ userId: buyer.id, name: `Character ${i + 1}`, createdAt: new Date(t0 + i * 60_000) })),
  });
  await page.goto("/user/characters");
  const cards = page.getByTestId("character-card");
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText("Character 30");
  await expect(cards.last()).toContainText("Character 7");
  await expect(page.getByText("That's all your characters.")).toHaveCount(0);

  const more = page.getByRole("button", { name: "Load more characters" });
  await more.scrollIntoViewIfNeeded();
  await shot(page, "characters-load-more", false);
  await more.click();
  await expect(cards).toHaveCount(30);
  await expect(cards.nth(24)).toContainText("Character 6");
  await expect(cards.last()).toContainText("Character 1");
  await expect(page.getByText("That's all your characters.")).toBeVisible();
  await expect(more).toHaveCount(0);
  await shot(page, "characters-end");

  // Back on the list after opening one, the server's fresh first page shows again.
  await cards.last().getByRole("link", { name: "Edit Character 1" }).click();
  await expect(page.getByRole("heading", { name: "Character 1", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Back to Characters" }).click();
  await expect(cards).toHaveCount(24);
});

test.describe("on a 375px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("the list, the wizard and the dashboard fit", async ({ page, buyer }) => {
    const c = await seededPrisma().character.create({
      data: { userId: buyer.id, name: "Mia Lopez", niche: "Travel & Adventure", description: "Budget travel tips" },
    });
    await page.goto("/user/characters");
    await shot(page, "mobile-characters", false);
    const ready: Record<string, string> = { profile: "Headline", socials: "Platform", composition: "Lighting", posts: "Posting frequency" };
    for (const [step, label] of Object.entries(ready)) {
      await page.goto(`/user/characters/${c.id}?step=${step}`);
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      await shot(page, `mobile-${step}`, false);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.goto("/user/dashboard");
    await shot(page, "mobile-dashboard", false);
  });
});
