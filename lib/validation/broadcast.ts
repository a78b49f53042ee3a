import { z } from "zod";
import { BroadcastAudience } from "@/lib/db/generated/enums";
import { MERGE_FIELDS, unknownMergeFields } from "@/lib/email/merge-fields";
import { singleLine } from "./shared";
import { findProductByUuid } from "@/lib/catalog/catalog";

// A broadcast as the console writes it (issue 45, item 1; decision 415). The subject is one line
// (it becomes a mail header); merge fields are refused unless they are on the allow-list.
const known = Object.keys(MERGE_FIELDS)
  .map((f) => `{{${f}}}`)
  .join(", ");
const onlyKnownFields = (text: string, ctx: z.RefinementCtx) => {
  const unknown = unknownMergeFields(text);
  if (unknown.length) ctx.addIssue({ code: "custom", message: `Unknown merge field ${unknown.map((f) => `{{${f}}}`).join(", ")}: use ${known}` });
};

const subject = singleLine().min(1, "Write a subject").max(200, "Must be at most 200 characters").superRefine(onlyKnownFields);
const markdown = z.string().trim().min(1, "Write the message").max(50_000, "Must be at most 50,000 characters").superRefine(onlyKnownFields);

export const broadcastSchema = z
  .object({
    subject,
    markdown,
    audience: z.enum(BroadcastAudience, { message: "Choose who gets it" }),
    /** The product whose buyers get it, for the "product" audience only (decision 433). */
    productUuid: z.uuid().nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.audience === "product" && !(b.productUuid && findProductByUuid(b.productUuid)))
      ctx.addIssue({ code: "custom", path: ["productUuid"], message: "Choose the product whose buyers get it" });
  })
  .transform((b) => ({ ...b, productUuid: b.audience === "product" ? b.productUuid! : null }));
/** The parsed body; productUuid may be left out where the audience is not "product". */
export type BroadcastInput = Omit<z.infer<typeof broadcastSchema>, "productUuid"> & { productUuid?: string | null };

/** The console's one choice of audience: an audience's name, or "product:<uuid>" for one product's buyers. */
export const audienceKey = (b: { audience: string; productUuid?: string | null }) =>
  b.audience === "product" && b.productUuid ? `product:${b.productUuid}` : b.audience;
export const audienceOfKey = (key: string) =>
  key.startsWith("product:") ? { audience: "product", productUuid: key.slice("product:".length) } : { audience: key, productUuid: null };

/** The onboarding sequence's steps, in order (decision 416); their default texts are in lib/admin/onboarding.server.ts. */
export const ONBOARDING_STEP_KINDS = ["onboarding_welcome", "onboarding_lesson_1", "onboarding_first_character"] as const;
export type OnboardingStepKind = (typeof ONBOARDING_STEP_KINDS)[number];
export const onboardingStepParams = z.object({ step: z.enum(ONBOARDING_STEP_KINDS) });

/** PUT /api/admin/email/onboarding/<step>: the seller's text and delay for one step. */
export const onboardingStepSchema = z.object({
  subject,
  markdown,
  delayDays: z.coerce.number().int("Whole days").min(0, "0 days or more").max(60, "At most 60 days"),
});
export type OnboardingStepText = z.infer<typeof onboardingStepSchema>;

/** The live preview: the text as it is typed, possibly not yet complete. */
export const broadcastPreviewSchema = z.object({
  subject: z.string().max(200).default(""),
  markdown: z.string().max(50_000, "Must be at most 50,000 characters"),
});

/** Send now, or at a time to come (ISO 8601 with a zone, as the browser's form gives it). */
export const broadcastSendSchema = z.object({
  when: z.union([z.literal("now"), z.iso.datetime({ offset: true, message: "Choose a date and time" })]),
});

/** PUT /api/admin/email/automations/<id>: the switch, and the checkout reminder's delay. */
export const automationParams = z.object({ id: z.enum(["onboarding", "checkout_reminder"]) });
export const automationSchema = z.object({
  enabled: z.boolean({ message: "enabled must be true or false" }),
  // Under 24: an unpaid checkout is cancelled after 24 hours (decision 301), and then has nothing to remind of.
  delayHours: z.coerce.number().int("Whole hours").min(1, "At least 1 hour").max(23, "At most 23 hours").optional(),
});
