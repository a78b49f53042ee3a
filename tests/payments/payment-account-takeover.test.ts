import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { POST as confirm } from "@/app/api/confirm-guest-payment/route";
import { GET as getUser } from "@/app/api/user/route";
import { prisma } from "@/lib/db/client.server";
import { WITHHELD } from "@/lib/email/transport.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { CHECKOUT_COOKIE } from "@/lib/payments/checkout-binding.server";
import { EXISTING_ACCOUNT_QUEUED } from "@/lib/payments/confirm.server";
import { call, sessionFromSetCookie } from "../helpers/http";
import { withStripeStandIn } from "../helpers/stripe-env";
import { withTestDatabase } from "../helpers/db";
import { createUser, uniqueEmail, quickPasswordHash } from "../helpers/factories";

const stripe = withStripeStandIn();
withTestDatabase();

// Each buyer is a separate browser: its own checkout-binding cookie and, once signed in, session.
async function buyInOwnBrowser(email: string) {
  const started = await call(createIntent, { body: { email, productId: AI_ASSISTED_PRODUCT_UUID } });
  const binding = started.setCookie?.match(new RegExp(`${CHECKOUT_COOKIE}=([^;]*)`))?.[1];
  stripe().succeed(started.body.paymentIntentId);
  const paymentIntentId: string = started.body.paymentIntentId;
  const confirmFromThisBrowser = () => call(confirm, { body: { paymentIntentId }, headers: { cookie: `${CHECKOUT_COOKIE}=${binding}` } });
  return { paymentIntentId, confirmFromThisBrowser };
}

const userStatus = async (session: string | undefined) => (await call(getUser, { session })).status;

describe("paying with the e-mail of an existing account (issue 19, item 1)", () => {
  it("does not sign the attacker in: the purchase joins the victim's account and the victim is e-mailed", async () => {
    const victimEmail = uniqueEmail("victim");
    const victim = await buyInOwnBrowser(victimEmail);
    const victimConfirm = await victim.confirmFromThisBrowser();
    expect(victimConfirm.body).toMatchObject({ success: true, redirectUrl: "/user/set-password" });
    // The victim leaves before setting a password.

    const attacker = await buyInOwnBrowser(victimEmail);
    const attack = await attacker.confirmFromThisBrowser();
    expect(attack.status).toBe(200);
    // No SMTP_URL here: the owner's e-mail is only in the outbox, and the answer says so (issue 44).
    expect(attack.body).toEqual({ success: true, existingAccount: true, message: EXISTING_ACCOUNT_QUEUED, redirectUrl: "/auth" });
    const attackerSession = sessionFromSetCookie(attack.setCookie);
    expect(attackerSession).toBeUndefined();
    expect(await userStatus(attackerSession)).toBe(401);

    const account = await prisma().user.findUniqueOrThrow({ where: { email: victimEmail }, include: { purchases: true } });
    expect(account.purchases.map((p) => p.paymentIntentId).sort()).toEqual([victim.paymentIntentId, attacker.paymentIntentId].sort());
    expect(account.passwordHash).toBeNull();

    // The owner hears of the purchase with a one-time link to set the password (withheld in the outbox).
    const mail = await prisma().outboxEmail.findMany({ where: { to: victimEmail, kind: "purchase-receipt" }, orderBy: { createdAt: "asc" } });
    expect(mail).toHaveLength(2);
    expect(mail[1].text).toContain(attacker.paymentIntentId);
    expect(mail[1].text).toContain("added to the existing account");
    expect(mail[1].text).toContain(WITHHELD);
    expect(await prisma().passwordSetupToken.count({ where: { userId: account.id, usedAt: null } })).toBe(1);
  });

  it("also refuses a session when the existing account has a password, and mails no setup link", async () => {
    const owner = await createUser({ passwordHash: await quickPasswordHash("correct horse battery") });
    const attacker = await buyInOwnBrowser(owner.email);
    const attack = await attacker.confirmFromThisBrowser();
    expect(attack.body).toMatchObject({ success: true, existingAccount: true, redirectUrl: "/auth" });
    expect(sessionFromSetCookie(attack.setCookie)).toBeUndefined();
    const [mail] = await prisma().outboxEmail.findMany({ where: { to: owner.email, kind: "purchase-receipt" } });
    expect(mail.text).toContain("added to the existing account");
    expect(mail.text).not.toContain(WITHHELD);
    expect(await prisma().passwordSetupToken.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("still signs in the browser whose payment created the account when it retries the confirm", async () => {
    const buyer = await buyInOwnBrowser(uniqueEmail());
    const [first, retry] = [await buyer.confirmFromThisBrowser(), await buyer.confirmFromThisBrowser()];
    expect(sessionFromSetCookie(first.setCookie)).toBeTruthy();
    expect(retry.body).toEqual({ success: true, message: "Account created successfully!", redirectUrl: "/user/set-password" });
    expect(await userStatus(sessionFromSetCookie(retry.setCookie))).toBe(200);
  });

  it("signs in at most one browser when two payments for the same new e-mail race", async () => {
    for (let round = 0; round < 10; round++) {
      const email = uniqueEmail(`race${round}`);
      const buyers = [await buyInOwnBrowser(email), await buyInOwnBrowser(email)];
      const answers = await Promise.all(buyers.map((b) => b.confirmFromThisBrowser()));
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const sessions = answers.map((a) => sessionFromSetCookie(a.setCookie)).filter(Boolean);
      expect(sessions).toHaveLength(1);
      expect(await prisma().purchase.count({ where: { user: { email } } })).toBe(2);
    }
  }, 60_000);
});
