import { prisma } from "@/lib/db/client.server";
import { setAutomation } from "@/lib/admin/automations.server";
import { onboardingSteps, saveOnboardingStep, tendOnboarding } from "@/lib/admin/onboarding.server";
import { suppress } from "@/lib/email/marketing.server";
import { withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";
import { createPurchase, createUser } from "../helpers/factories";

// Issue 45, item 2 (decision 416): the onboarding sequence. Day 0 welcome, day 2 "start lesson 1"
// only if not started, day 5 "make your first character" only if none; each once per buyer; off
// until turned on, and only for purchases after that; refunded and suppressed buyers are skipped.

const sink = withSmtpSink();
withTestDatabase();

const DAY = 24 * 3600_000;
const t0 = new Date("2030-03-01T09:00:00Z");
const at = (days: number) => new Date(t0.getTime() + days * DAY);

async function buyerAt(email: string, boughtAt: Date) {
  const user = await createUser({ email });
  const purchase = await createPurchase(user.id);
  await prisma().purchase.update({ where: { id: purchase.id }, data: { createdAt: boughtAt } });
  return { user, purchase };
}

const to = (subject: string) =>
  sink()
    .messages.filter((m) => m.subject === subject)
    .map((m) => m.to[0])
    .sort();

it("runs only when on, sends each step once to the buyers it is due for, and skips refunded and suppressed buyers", async () => {
  await prisma().courseModule.updateMany({ data: { status: "draft" } });
  const mod = await prisma().courseModule.create({ data: { slug: "ob", title: "Start", position: 0, status: "published" } });
  const lesson1 = await prisma().courseLesson.create({ data: { moduleId: mod.id, slug: "ob-1", title: "One", position: 0, status: "published" } });

  const old = await buyerAt("old@example.com", at(-3)); // bought before the sequence was on
  const { user: starter } = await buyerAt("starter@example.com", at(0.1));
  const { user: learner } = await buyerAt("learner@example.com", at(0.1));
  await prisma().lessonProgress.create({ data: { userId: learner.id, lessonId: lesson1.id, positionSeconds: 10 } });
  await prisma().character.create({ data: { userId: learner.id, name: "Mia" } });
  const { purchase: refund } = await buyerAt("refunded@example.com", at(0.1));
  await prisma().purchase.update({ where: { id: refund.id }, data: { status: "refunded" } });
  await buyerAt("gone@example.com", at(0.1));
  await suppress("gone@example.com", "unsubscribe");
  void old;

  expect(await tendOnboarding(at(1))).toEqual({}); // off by default
  await setAutomation("onboarding", { enabled: true }, t0);

  expect(await tendOnboarding(at(0.2))).toEqual({ sent: 2, suppressed: 1 });
  expect(await tendOnboarding(at(0.3))).toEqual({}); // nobody twice
  expect(to("Welcome to AI Influencer Studio")).toEqual(["learner@example.com", "starter@example.com"]);
  const welcome = await sink().waitFor("starter@example.com");
  expect(welcome.html).toContain("<h1>Welcome!</h1>");
  expect(welcome.text).toMatch(/start here https?:\/\/\S+\/user\/course\b/); // the text part is read from the HTML (decision 432)

  // Day 2: only the buyer who has not started lesson 1.
  expect(await tendOnboarding(at(1.9))).toEqual({});
  expect(await tendOnboarding(at(2.2))).toEqual({ sent: 1, suppressed: 1 });
  expect(to("Your first lesson takes ten minutes")).toEqual(["starter@example.com"]);

  // Day 5: only the buyer with no character. Paused in between, nothing goes; resumed, it carries on.
  await setAutomation("onboarding", { enabled: false }, at(3));
  expect(await tendOnboarding(at(5.2))).toEqual({});
  await setAutomation("onboarding", { enabled: true }, at(5.2));
  expect(await prisma().emailAutomation.findUniqueOrThrow({ where: { id: "onboarding" } })).toMatchObject({ enabledAt: t0 });
  expect(await tendOnboarding(at(5.3))).toEqual({ sent: 1, suppressed: 1 });
  expect(to("Make your first character")).toEqual(["starter@example.com"]);
  // A buyer whose step is more than GRACE_DAYS late (bought day 0.1, now day 12) gets no stale mail.
  const { user: late } = await buyerAt("late@example.com", at(0.1));
  expect(await tendOnboarding(at(12))).toEqual({});
  expect(sink().messages.flatMap((m) => m.to)).not.toContain(late.email);
  expect(sink().messages.flatMap((m) => m.to)).not.toContain("refunded@example.com");
  expect(sink().messages.flatMap((m) => m.to)).not.toContain("old@example.com");
  expect(sink().messages.flatMap((m) => m.to)).not.toContain("gone@example.com");
  void starter;
});

it("sends the seller's edited text and delay, keeps each step once, and restores the default", async () => {
  await prisma().emailAutomation.deleteMany();
  await prisma().automatedEmail.deleteMany();
  sink().messages.length = 0;
  const { user } = await buyerAt("edited@example.com", at(20));
  await setAutomation("onboarding", { enabled: true }, at(19));
  const saved = await saveOnboardingStep("onboarding_welcome", { subject: "Hello from Ana", markdown: "Hi {{email}}, *welcome*.", delayDays: 1 });
  expect(saved).toMatchObject({ subject: "Hello from Ana", delayDays: 1, edited: true });

  expect(await tendOnboarding(at(20.5))).toEqual({}); // the edited delay: one day, not zero
  expect(await tendOnboarding(at(21.1))).toEqual({ sent: 1 });
  const mail = await sink().waitFor(user.email);
  expect(mail.subject).toBe("Hello from Ana");
  expect(mail.html).toContain("<em>welcome</em>");

  // Editing again sends nobody the step twice.
  await saveOnboardingStep("onboarding_welcome", { subject: "Hello again", markdown: "Hi.", delayDays: 1 });
  expect(await tendOnboarding(at(21.2))).toEqual({});
  expect(await saveOnboardingStep("onboarding_welcome", null)).toMatchObject({ subject: "Welcome to AI Influencer Studio", delayDays: 0, edited: false });
  // A stored text that no longer passes the rules (an unknown merge field) falls back to the default.
  await prisma().emailAutomation.update({
    where: { id: "onboarding" },
    data: { texts: { onboarding_lesson_1: { subject: "Hi {{first_name}}", markdown: "x", delayDays: 2 } } },
  });
  expect((await onboardingSteps()).find((s) => s.kind === "onboarding_lesson_1")).toMatchObject({
    subject: "Your first lesson takes ten minutes",
    edited: false,
  });
});
