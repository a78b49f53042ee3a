import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { openDatabase, type Database } from "@/lib/db/connect.server";
import { installDatabase } from "@/lib/db/client.server";
import { createSession, sessionCookieName } from "@/lib/auth/session.server";
import { hashPassword } from "@/lib/auth/password.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { APP_PORT } from "./ports";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/signed-in-hint";
import { fileMediaStore } from "@/lib/media/fs-store.server";
import { demoImageProvider } from "@/lib/ai/demo/images.server";

// Seeds accounts straight into the e2e server's database and signs the browser in by setting
// the session cookie the app would set, so specs start where they need to without any
// test-only code path in the product.
let db: Database | undefined;
function database() {
  if (!db) {
    db = openDatabase({ url: process.env.E2E_DATABASE_URL! });
    installDatabase(db);
  }
  return db;
}

export type SeedOptions = { email?: string; password?: string; purchase?: boolean | { isCourseVariant?: boolean; productUuid?: string } };

export async function seedUser(options: SeedOptions = {}) {
  const prisma = database().prisma;
  const email = options.email ?? `buyer-${randomBytes(4).toString("hex")}@example.com`;
  const user = await prisma.user.create({
    data: { email, passwordHash: options.password ? await hashPassword(options.password) : null },
  });
  if (options.purchase) {
    const p = typeof options.purchase === "object" ? options.purchase : {};
    await prisma.purchase.create({
      data: {
        userId: user.id,
        productUuid: p.productUuid ?? AI_ASSISTED_PRODUCT_UUID,
        isCourseVariant: p.isCourseVariant ?? false,
        paymentIntentId: `pi_seed_${randomBytes(8).toString("hex")}`,
        amountCents: 3999,
        currency: "usd",
      },
    });
  }
  return user;
}

export async function signInAs(context: BrowserContext, userId: string) {
  database();
  const { cookieValue } = await createSession(userId);
  // What a real sign-in leaves: the HttpOnly session and its readable signed-in hint.
  await context.addCookies([
    { name: sessionCookieName(), value: cookieValue, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" },
    { name: SIGNED_IN_HINT_COOKIE, value: "1", domain: "localhost", path: "/", sameSite: "Lax" },
  ]);
}

export function seededPrisma() {
  return database().prisma;
}

/** An operator account, signed in on `context` (the console's pages answer 404 to anyone else). */
export async function signInAsOperator(context: BrowserContext) {
  const operator = await seedUser({ email: `operator-${randomBytes(4).toString("hex")}@example.com` });
  await seededPrisma().user.update({ where: { id: operator.id }, data: { role: "operator" } });
  await signInAs(context, operator.id);
  return operator;
}

/** On an order's console page: into production, one delivered link (and a message), then delivered. */
export async function deliverOrder(order: Page, link: { label: string; url: string }, message?: string) {
  await order.getByRole("button", { name: "Move to in production" }).click();
  await expect(order.getByTestId("order-status")).toHaveText("In production");
  await order.getByLabel("Link label").fill(link.label);
  await order.getByLabel("Link", { exact: true }).fill(link.url);
  await order.getByRole("button", { name: "Add link" }).click();
  await expect(order.getByRole("list", { name: "Delivered files and links" })).toContainText(link.label);
  if (message) await order.getByLabel("Message to the buyer").fill(message);
  await order.getByRole("button", { name: "Mark delivered and e-mail the buyer" }).click();
  await expect(order.getByTestId("order-status")).toHaveText("Delivered");
}

/**
 * "Mia Lopez", a travel character as demo mode leaves one: a demo portrait as her picture and
 * reference-image asset (what the draft video cuts when there are no shots) and a profile.
 */
export async function seedCharacter(userId: string, profile: { headline?: string; aboutMe?: string } = {}) {
  const prisma = seededPrisma();
  const reference = await demoImageProvider.generate({ prompt: "Mia Lopez headshot", width: 768, height: 1024 });
  const character = await prisma.character.create({ data: { userId, name: "Mia Lopez", niche: "Travel & Adventure", referenceImageUrl: reference.imageUrl } });
  await prisma.characterProfile.create({ data: { characterId: character.id, headline: "Carry-on only, everywhere", ...profile } });
  await prisma.asset.create({ data: { characterId: character.id, kind: "reference-image", url: reference.imageUrl, meta: { imageId: reference.imageId } } });
  return character;
}

/** The e2e server's media store (its DATA_DIR/media), for files a spec puts where the app's writers would. */
export function serverMediaStore() {
  return fileMediaStore(path.join(process.env.E2E_DATA_DIR!, "media"));
}

/**
 * `buyer`: a signed-in user with a purchase, ready for the account area. `checkoutAllowance`
 * (automatic): every browser test comes from 127.0.0.1, and the checkout's per-address limit
 * (30 intents in 10 minutes) counts them all, so each test starts with that count at zero and
 * meets the limit only through its own checkouts.
 */
export const test = base.extend<{ buyer: { id: string; email: string }; checkoutAllowance: void }>({
  checkoutAllowance: [
    async ({}, provide) => {
      await seededPrisma().rateLimit.deleteMany({ where: { key: { startsWith: "checkoutPerIp:" } } });
      await provide();
    },
    { auto: true },
  ],
  // Playwright's fixture callback is named `provide` here: the React hooks lint rule reads `use`.
  buyer: async ({ context }, provide) => {
    const user = await seedUser({ purchase: true });
    await signInAs(context, user.id);
    await provide(user);
  },
});

export { expect } from "@playwright/test";
export const appUrl = `http://localhost:${APP_PORT}`;
