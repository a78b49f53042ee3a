import "server-only";
import { z } from "zod";
import type { Prisma } from "@/lib/db/generated/client";
import { prisma } from "@/lib/db/client.server";
import { onboardingStepSchema, type OnboardingStepKind, type OnboardingStepText } from "@/lib/validation/broadcast";
import { PURCHASE_GRANTS_ACCESS } from "@/lib/policy/purchase-access";
import { automation, sendOnce } from "./automations.server";

// The onboarding sequence (issue 45, item 2; decision 416): after a buyer's purchase, a few
// messages on set days, each only while its condition holds, each sent once per buyer. A buyer
// refunded (or disputed, or revoked) or closed leaves it; an unsubscribed or bounced address is
// skipped (the suppression list, checked at the send). The texts and delays are the defaults
// below until the seller edits them in the console; the conditions are fixed.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A step more than this late (the sequence was paused, or the server down) is skipped, not sent stale. */
export const GRACE_DAYS = 3;

export type OnboardingStep = {
  kind: OnboardingStepKind;
  label: string;
  delayDays: number;
  /** The condition on data, as a where clause on User (besides holding access). */
  only?: "not_started_lesson_1" | "no_character";
  subject: string;
  markdown: string;
};

export const ONBOARDING_STEPS: OnboardingStep[] = [
  {
    kind: "onboarding_welcome",
    label: "Welcome",
    delayDays: 0,
    subject: "Welcome to AI Influencer Studio",
    markdown:
      "# Welcome!\n\nThank you for your purchase. Everything is ready for you:\n\n- **The course**: [start here]({{course_link}}).\n- **Your account**: [settings and receipts]({{account_link}}).\n\nReply to this e-mail if anything is unclear.",
  },
  {
    kind: "onboarding_lesson_1",
    label: "Start lesson 1",
    delayDays: 2,
    only: "not_started_lesson_1",
    subject: "Your first lesson takes ten minutes",
    markdown: "# Ready for lesson 1?\n\nThe first lesson shows the whole path in ten minutes. [Open lesson 1]({{course_link}}).",
  },
  {
    kind: "onboarding_first_character",
    label: "First character",
    delayDays: 5,
    only: "no_character",
    subject: "Make your first character",
    markdown:
      "# Your first character\n\nThe studio walks you through it step by step. [Open the course]({{course_link}}) and follow the studio link in the lesson.",
  },
];

const storedTexts = z.record(z.string(), z.unknown());

/** The steps as they are sent now: each default, with the seller's text and delay where edited. */
export async function onboardingSteps(): Promise<(OnboardingStep & { edited: boolean })[]> {
  const row = await automation("onboarding");
  const texts = storedTexts.safeParse(row?.texts ?? {});
  return ONBOARDING_STEPS.map((step) => {
    // A stored text that no longer passes the schema (an older rule) falls back to the default.
    const edited = onboardingStepSchema.safeParse(texts.success ? texts.data[step.kind] : undefined);
    return edited.success ? { ...step, ...edited.data, edited: true } : { ...step, edited: false };
  });
}

/** Saves the seller's text and delay for one step; null restores the default. */
export async function saveOnboardingStep(kind: OnboardingStepKind, text: OnboardingStepText | null) {
  await prisma().$transaction(async (tx) => {
    const row = await tx.emailAutomation.findUnique({ where: { id: "onboarding" } });
    const parsed = storedTexts.safeParse(row?.texts ?? {});
    const texts: Record<string, unknown> = parsed.success ? { ...parsed.data } : {};
    if (text) texts[kind] = text;
    else delete texts[kind];
    const data = { texts: texts as Prisma.InputJsonObject };
    await tx.emailAutomation.upsert({ where: { id: "onboarding" }, create: { id: "onboarding", ...data }, update: data });
  });
  return (await onboardingSteps()).find((s) => s.kind === kind)!;
}

/** The first published lesson of the first published module, or null when the course has none. */
async function firstLessonId(): Promise<string | null> {
  const lesson = await prisma().courseLesson.findFirst({
    where: { status: "published", module: { status: "published" } },
    orderBy: [{ module: { position: "asc" } }, { position: "asc" }],
    select: { id: true },
  });
  return lesson?.id ?? null;
}

/**
 * The buyers a step is due for now: bought after the sequence was first turned on, at least
 * delayDays ago and not more than GRACE_DAYS before that.
 */
async function dueWhere(step: OnboardingStep, enabledAt: Date, now: Date): Promise<Prisma.UserWhereInput | null> {
  const condition: Prisma.UserWhereInput = {};
  if (step.only === "not_started_lesson_1") {
    const lesson = await firstLessonId();
    if (!lesson) return null; // no lesson 1 to start: the step waits for a course
    condition.lessonProgress = { none: { lessonId: lesson } };
  }
  if (step.only === "no_character") condition.characters = { none: {} };
  const due = now.getTime() - step.delayDays * DAY_MS;
  return {
    deletedAt: null,
    purchases: {
      some: { ...PURCHASE_GRANTS_ACCESS, createdAt: { gte: new Date(Math.max(enabledAt.getTime(), due - GRACE_DAYS * DAY_MS)), lte: new Date(due) } },
      none: { status: { in: ["refunded", "disputed", "revoked"] } },
    },
    automatedEmails: { none: { kind: step.kind } },
    ...condition,
  };
}

export type OnboardingResult = Record<string, number>;

/** The beat: each step to the buyers it is due for, at most `batch` per step per beat. */
export async function tendOnboarding(now = new Date(), batch = 200): Promise<OnboardingResult> {
  const result: OnboardingResult = {};
  const sequence = await automation("onboarding");
  if (!sequence?.enabled || !sequence.enabledAt) return result;
  for (const step of await onboardingSteps()) {
    const where = await dueWhere(step, sequence.enabledAt, now);
    if (!where) continue;
    const buyers = await prisma().user.findMany({ where, select: { id: true, email: true }, orderBy: { createdAt: "asc" }, take: batch });
    for (const buyer of buyers) {
      const outcome = await sendOnce(step.kind, buyer.id, { email: buyer.email, userId: buyer.id }, { subject: step.subject, markdown: step.markdown });
      result[outcome] = (result[outcome] ?? 0) + 1;
    }
  }
  return result;
}
